import Foundation

/// A server running as a process of its own on a free loopback port: the one way tests start
/// one (kiosk-mock in `MockProcess`, httpbin, a TLS echo server).
///
/// It is started with port 0 and says where it listens on a line of its output; `start` returns
/// once that line has come, and a server that never says it is killed after `startLimit`, so a
/// test fails with what it printed instead of hanging.
public final class ServerProcess: Sendable, Stoppable {
    /// Where it listens, as its announcement gave it.
    public let baseURL: URL
    private let child: ChildProcess

    private init(baseURL: URL, child: ChildProcess) {
        self.baseURL = baseURL
        self.child = child
    }

    /// How long a server may take to say where it listens on a loaded two-core machine: far
    /// above its real start, far below "hung".
    public static let startLimit: TimeInterval = 30

    /// Which of the child's outputs carries the announcement.
    public enum Announcement: Sendable {
        /// A line of stdout (stderr is discarded).
        case stdout
        /// A line of stderr (stdout is discarded).
        case stderr
    }

    /// Starts `executable` and returns once `address` finds where it listens in a line of its
    /// output.
    ///
    /// - Parameters:
    ///   - environment: its whole environment but `PATH` (see `ChildProcess`).
    ///   - address: the server's base URL read from one line, or nil for a line that is not it.
    /// - Throws: `ServerProcessError.didNotStart` when it exits or stays silent.
    public static func start(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], announcesOn announcement: Announcement,
        address: @escaping @Sendable (Substring) -> URL?
    ) async throws -> ServerProcess {
        try await OffPool.run {
            let child = try ChildProcess.start(
                executable, arguments, environment: environment,
                stdout: announcement == .stdout ? .pipe : .discarded, stderr: announcement == .stderr ? .pipe : .discarded
            )
            let output = (announcement == .stdout ? child.stdout : child.stderr)!
            let watchdog = DispatchWorkItem { child.killTree() }
            DispatchQueue.global().asyncAfter(deadline: .now() + startLimit, execute: watchdog)
            defer { watchdog.cancel() }
            var seen = ""
            while true {
                let lines = seen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                if let url = lines.lazy.compactMap(address).first {
                    // Keep draining its output so the server never blocks on a full pipe.
                    output.readabilityHandler = { handle in _ = handle.availableData }
                    return ServerProcess(baseURL: url, child: child)
                }
                let data = output.availableData
                guard !data.isEmpty else {
                    child.killTree()
                    _ = child.waitForExit()
                    throw ServerProcessError.didNotStart(command: child.command, output: seen)
                }
                seen += String(decoding: data, as: UTF8.self)
            }
        }
    }

    /// Stops the server and everything it started, and waits until it has exited.
    public func stop() async {
        child.killTree()
        await child.exit()
    }
}

/// Why a server process could not be started.
public enum ServerProcessError: Error, CustomStringConvertible {
    /// It exited, or said nothing of where it listens within `ServerProcess.startLimit`.
    case didNotStart(command: String, output: String)

    public var description: String {
        switch self {
        case let .didNotStart(command, output):
            "\(command) did not say where it listens within \(Int(ServerProcess.startLimit)) s; it printed: \(output.suffix(1000))"
        }
    }
}
