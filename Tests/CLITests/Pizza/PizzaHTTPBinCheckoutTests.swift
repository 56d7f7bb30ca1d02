import Foundation
import Testing
import TestSupport

/// Checkout against the real httpbin (PyPI `httpbin`, run here on 127.0.0.1): the echo the
/// client checks is the real server's, not our mock's idea of it. `Scripts/setup` installs it;
/// without it the test fails (a developer may opt out with `KIOSK_SKIP_HTTPBIN=1`, which
/// `make test` never sets).
@Suite(.hangGuard) struct PizzaHTTPBinCheckoutTests {
    static let launcher = """
        from werkzeug.serving import make_server
        from httpbin import app
        server = make_server("127.0.0.1", 0, app)
        print(server.server_port, flush=True)
        server.serve_forever()
        """

    /// The Python with httpbin: the venv `Scripts/setup` makes, else the system's `python3`.
    static let python: (executable: URL, arguments: [String]) = {
        let venv = Products.packageRoot.appendingPathComponent(".build/test-venv/bin/python")
        if FileManager.default.isExecutableFile(atPath: venv.path) { return (venv, []) }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["python3"])
    }()

    /// Whether that Python can import httpbin (checked off the cooperative threads).
    static func httpbinIsInstalled() async -> Bool {
        let result = try? await CommandRun.runAsync(python.executable, python.arguments + ["-c", "import httpbin, werkzeug"])
        return result?.status == 0
    }

    /// Starts httpbin on an ephemeral loopback port (it prints the port on stdout).
    func startHTTPBin() async throws -> ServerProcess {
        try await ServerProcess.start(Self.python.executable, Self.python.arguments + ["-c", Self.launcher], announcesOn: .stdout) { line in
            Int(line.trimmingCharacters(in: .whitespaces)).flatMap { URL(string: "http://127.0.0.1:\($0)") }
        }
    }

    @Test(.disabled(if: ProcessInfo.processInfo.environment["KIOSK_SKIP_HTTPBIN"] == "1", "KIOSK_SKIP_HTTPBIN=1"))
    func checkoutAgainstTheRealHTTPBinEmptiesTheCart() async throws {
        try #require(await Self.httpbinIsInstalled(), "httpbin is not installed: run Scripts/setup (it installs httpbin 0.10.4 from PyPI)")
        let directory = try TemporaryDirectory()
        try await withStopping(startHTTPBin()) { httpbin in
            try await MockProcess.with { mock in
                func kiosk(_ arguments: String...) async throws -> CommandResult {
                    try await CommandRun.runAsync(Products.executable("kiosk"), ["pizza"] + arguments, environment: [
                        "HOME": directory.url.path,
                        "KIOSK_DATA_DIR": directory.url.path,
                        "KIOSK_PIZZA_URL": mock.baseURL.absoluteString,
                        "KIOSK_CHECKOUT_URL": httpbin.baseURL.absoluteString,
                    ])
                }
                #expect(try await kiosk("cart", "add", "Mare Bianco", "--quantity", "3").status == 0)
                #expect(try await kiosk("cart", "custom", "--ingredient", "Tuna", "--ingredient", "Speck").status == 0)
                #expect(try await kiosk("cart", "add-drink", "Red Wine", "--quantity", "2").status == 0)
                let checkout = try await kiosk("checkout")
                #expect(checkout.status == 0, "\(checkout.stderr)")
                #expect(checkout.stdout == "Thank you for your order!\nOrder #1 · 6 items · $46.30\n")
                #expect(try await kiosk("cart").stdout == "The cart is empty.\n")
            }
        }
    }
}
