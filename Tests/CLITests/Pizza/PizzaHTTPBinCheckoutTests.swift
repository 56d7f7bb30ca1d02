import Foundation
import MockServerKit
import Testing
import TestSupport

/// Checkout against the real httpbin (PyPI `httpbin`, run here on 127.0.0.1): the echo the
/// client checks is the real server's, not our mock's idea of it. `Scripts/setup` installs it;
/// without it the test is skipped with a message saying so.
@Suite struct PizzaHTTPBinCheckoutTests {
    static let launcher = """
        from werkzeug.serving import make_server
        from httpbin import app
        server = make_server("127.0.0.1", 0, app)
        print(server.server_port, flush=True)
        server.serve_forever()
        """

    static let httpbinIsInstalled: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import httpbin, werkzeug"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Starts httpbin on an ephemeral loopback port and returns the process and its URL.
    func startHTTPBin() throws -> (Process, URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.launcher]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break } // httpbin exited before printing its port
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "httpbin did not start: \(text)"])
        }
        return (process, URL(string: "http://127.0.0.1:\(port)")!)
    }

    @Test(.enabled(if: httpbinIsInstalled, "httpbin is not installed: run Scripts/setup (pip install httpbin)"))
    func checkoutAgainstTheRealHTTPBinEmptiesTheCart() async throws {
        let directory = try TemporaryDirectory()
        let mock = try await MockServer.start(configuration: .init(port: 0))
        let (httpbin, checkoutURL) = try startHTTPBin()
        defer {
            httpbin.terminate()
            httpbin.waitUntilExit()
        }
        func kiosk(_ arguments: String...) throws -> CommandResult {
            try CommandRun.run(Products.executable("kiosk"), ["pizza"] + arguments, environment: [
                "HOME": directory.url.path,
                "KIOSK_DATA_DIR": directory.url.path,
                "KIOSK_PIZZA_URL": mock.baseURL.absoluteString,
                "KIOSK_CHECKOUT_URL": checkoutURL.absoluteString,
            ])
        }
        do {
            #expect(try kiosk("cart", "add", "Mare Bianco", "--quantity", "3").status == 0)
            #expect(try kiosk("cart", "custom", "--ingredient", "Tuna", "--ingredient", "Speck").status == 0)
            #expect(try kiosk("cart", "add-drink", "Red Wine", "--quantity", "2").status == 0)
            let checkout = try kiosk("checkout")
            #expect(checkout.status == 0, "\(checkout.stderr)")
            #expect(checkout.stdout == "Thank you for your order!\nOrder #1 · 6 items · $46.30\n")
            #expect(try kiosk("cart").stdout == "The cart is empty.\n")
        } catch {
            await mock.stop()
            throw error
        }
        await mock.stop()
    }
}
