import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport

/// An HTTPS echo server of the test's own on 127.0.0.1 (an ephemeral port), with a self-signed
/// certificate made now by the openssl CLI: Python's `http.server` wrapped in `ssl`, answering
/// every GET, POST and DELETE with `{method, path, headers, body}` as JSON.
final class LocalTLSServer: Sendable {
    /// `https://127.0.0.1:PORT`.
    let baseURL: URL
    /// The certificate (PEM), for `--ca-file`.
    let certificate: URL
    private let process: Process
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
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key.path, "-out", certificate.path, "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
        ]
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        guard openssl.terminationStatus == 0 else { throw Failure(description: "openssl could not make a certificate") }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", program, certificate.path, key.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A thread of its own: a blocking read must not hold the cooperative pool.
        let line = await withCheckedContinuation { continuation in
            Thread {
                var bytes: [UInt8] = []
                while let byte = try? output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") { bytes.append(byte) }
                continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
            }.start()
        }
        guard let port = Int(line) else {
            kill(process.processIdentifier, SIGKILL)
            throw Failure(description: "the TLS server did not start")
        }
        return LocalTLSServer(baseURL: URL(string: "https://127.0.0.1:\(port)")!, certificate: certificate, process: process, directory: directory)
    }

    private init(baseURL: URL, certificate: URL, process: Process, directory: TemporaryDirectory) {
        self.baseURL = baseURL
        self.certificate = certificate
        self.process = process
        self.directory = directory
    }

    /// Stops the server (by its own process id).
    func stop() {
        // NB: SIGKILL, not terminate(): a child inherits ignored signals, and the test process
        // may ignore SIGTERM (ServiceLifecycle), so SIGTERM could leave it running for ever.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
