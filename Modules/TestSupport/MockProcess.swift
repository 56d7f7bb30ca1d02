import Foundation

/// `kiosk-mock` running as a process of its own on a free loopback port, for tests that run the
/// built binaries.
///
/// NB: not `MockServer.start()` in the test process: a full test run keeps Swift's two
/// cooperative threads busy, and an in-process mock starved of them lets CLI requests time out.
public final class MockProcess: Sendable, Stoppable {
    /// The mock's base URL, `http://127.0.0.1:PORT`.
    public var baseURL: URL { server.baseURL }
    private let server: ServerProcess

    private init(server: ServerProcess) {
        self.server = server
    }

    /// Starts `kiosk-mock --port 0` with extra `arguments` (e.g. `--legacy-ids`) and returns once
    /// it listens ("kiosk-mock: listening on http://127.0.0.1:PORT" on stderr).
    ///
    /// - Throws: `ServerProcessError.didNotStart` when the mock exits or prints no address.
    public static func start(_ arguments: [String] = []) async throws -> MockProcess {
        let server = try await ServerProcess.start(
            Products.executable("kiosk-mock"), ["--port", "0"] + arguments, announcesOn: .stderr
        ) { line in
            guard line.contains("listening on "), let text = line.split(separator: " ").last else { return nil }
            return URL(string: String(text))
        }
        return MockProcess(server: server)
    }

    /// Stops the mock and waits until it has exited.
    public func stop() async {
        await server.stop()
    }

    /// Adds a fault through the admin API (`POST /__admin/faults`, see MockServer/README.md).
    ///
    /// - Throws: `MockProcessError.refused` when the mock does not answer 201.
    public func addFault(_ json: String) async throws {
        let (body, status) = try await LoopbackClient.send("POST", baseURL.appendingPathComponent("__admin/faults"), json: json)
        guard status == 201 else { throw MockProcessError.refused(status: status, body: String(decoding: body, as: UTF8.self)) }
    }

    /// How many requests the mock's journal holds for `method path`.
    public func received(_ method: String, _ path: String) async throws -> Int {
        let (body, status) = try await LoopbackClient.send("GET", baseURL.appendingPathComponent("__admin/journal"))
        guard status == 200, let journal = try JSONSerialization.jsonObject(with: body) as? [String: Any],
              let entries = journal["entries"] as? [[String: Any]] else {
            throw MockProcessError.refused(status: status, body: String(decoding: body, as: UTF8.self))
        }
        return entries.filter { $0["method"] as? String == method && $0["path"] as? String == path }.count
    }

    /// Runs `body` with a fresh mock, stopped afterwards whatever happens.
    public static func with<T: Sendable>(_ arguments: [String] = [], _ body: (MockProcess) async throws -> T) async throws -> T {
        try await withStopping(start(arguments), body)
    }
}

/// Why kiosk-mock's admin API refused a test's request.
public enum MockProcessError: Error {
    /// Its admin API refused a request.
    case refused(status: Int, body: String)
}
