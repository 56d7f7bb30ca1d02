import Foundation

/// `kiosk-mock` running as a process of its own on a free loopback port, for tests that run the
/// built binaries.
///
/// NB: not `MockServer.start()` in the test process: a full test run keeps Swift's two
/// cooperative threads busy, and an in-process mock starved of them lets CLI requests time out.
public final class MockProcess: Sendable {
    /// The mock's base URL, `http://127.0.0.1:PORT`.
    public let baseURL: URL
    private let process: Process

    private init(baseURL: URL, process: Process) {
        self.baseURL = baseURL
        self.process = process
    }

    /// Starts `kiosk-mock --port 0` with extra `arguments` (e.g. `--legacy-ids`) and returns once
    /// it listens.
    ///
    /// - Throws: when the mock exits or prints no address.
    public static func start(_ arguments: [String] = []) async throws -> MockProcess {
        try await OffPool.run {
            let process = Process()
            process.executableURL = Products.executable("kiosk-mock")
            process.arguments = ["--port", "0"] + arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // NB: a mock that never prints its address is killed after 30 s, which ends the
            // read below with "did not start" instead of a hung test.
            let watchdog = DispatchWorkItem { [pid = process.processIdentifier] in kill(pid, SIGKILL) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
            defer { watchdog.cancel() }
            var seen = ""
            while !seen.contains("listening on ") || !seen.contains("\n") {
                let data = errors.fileHandleForReading.availableData
                guard !data.isEmpty else {
                    throw MockProcessError.didNotStart(seen)
                }
                seen += String(decoding: data, as: UTF8.self)
            }
            guard let line = seen.split(separator: "\n").first(where: { $0.contains("listening on ") }),
                  let text = line.split(separator: " ").last, let url = URL(string: String(text)) else {
                process.terminate()
                throw MockProcessError.didNotStart(seen)
            }
            // Keep draining stderr so the mock never blocks on a full pipe.
            errors.fileHandleForReading.readabilityHandler = { handle in _ = handle.availableData }
            return MockProcess(baseURL: url, process: process)
        }
    }

    /// Stops the mock (SIGTERM) and waits until it has exited.
    public func stop() async {
        let process = self.process
        _ = try? await OffPool.run {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
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
        let mock = try await start(arguments)
        do {
            let value = try await body(mock)
            await mock.stop()
            return value
        } catch {
            await mock.stop()
            throw error
        }
    }
}

/// Why `kiosk-mock` could not be started.
public enum MockProcessError: Error {
    /// It exited or printed no address; the text is what it printed.
    case didNotStart(String)
    /// Its admin API refused a request.
    case refused(status: Int, body: String)
}
