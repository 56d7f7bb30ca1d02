import Foundation
import TestSupport

/// An HTTPS echo server of the test's own on 127.0.0.1 (an ephemeral port), with a self-signed
/// certificate made now by the openssl CLI: Python's `http.server` wrapped in `ssl`, answering
/// every GET, POST and DELETE with `{method, path, headers, body}` as JSON.
final class LocalTLSServer: Sendable, Stoppable {
    /// `https://127.0.0.1:PORT`.
    var baseURL: URL { server.baseURL }
    /// The certificate (PEM), for `--ca-file`.
    let certificate: URL
    private let server: ServerProcess
    private let directory: TemporaryDirectory

    /// Whether the tools it needs are installed (openssl, python3).
    static var isAvailable: Bool {
        ["/usr/bin/openssl", "/usr/bin/python3"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static let program = #"""
    import http.server, json, ssl, sys
    class Echo(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        def answer(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length).decode() if length else ""
            out = json.dumps({"method": self.command, "path": self.path, "headers": dict(self.headers.items()), "body": body}, sort_keys=True).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            self.wfile.write(out)
        do_GET = do_POST = do_DELETE = answer
        def log_message(self, *args): pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Echo)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[1], sys.argv[2])
    server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#

    /// Makes the certificate and starts the server; returns once it listens.
    static func start() async throws -> LocalTLSServer {
        let directory = try TemporaryDirectory()
        let certificate = directory.url.appendingPathComponent("cert.pem"), key = directory.url.appendingPathComponent("key.pem")
        let made = try await CommandRun.runAsync(URL(fileURLWithPath: "/usr/bin/openssl"), [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key.path, "-out", certificate.path, "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
        ])
        guard made.status == 0 else { throw Failure(description: "openssl could not make a certificate: \(made.stderr)") }
        // It prints its port on stdout once it listens.
        let server = try await ServerProcess.start(
            URL(fileURLWithPath: "/usr/bin/python3"), ["-c", program, certificate.path, key.path], announcesOn: .stdout
        ) { line in
            Int(line).flatMap { URL(string: "https://127.0.0.1:\($0)") }
        }
        return LocalTLSServer(certificate: certificate, server: server, directory: directory)
    }

    private init(certificate: URL, server: ServerProcess, directory: TemporaryDirectory) {
        self.certificate = certificate
        self.server = server
        self.directory = directory
    }

    /// Stops the server.
    func stop() async {
        await server.stop()
    }

    /// Runs `body` with a server of its own, stopped afterwards whatever happens.
    static func with<T: Sendable>(_ body: (LocalTLSServer) async throws -> T) async throws -> T {
        try await withStopping(start(), body)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
