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
}
