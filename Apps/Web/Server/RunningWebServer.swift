import Foundation
import ServiceLifecycle

/// A kiosk-web running in this process (tests).
final class RunningWebServer: Sendable {
    /// The bound port.
    let port: Int
    /// `http://127.0.0.1:PORT`.
    let baseURL: URL
    /// The sessions, for tests to look inside.
    let sessions: SessionTable
    /// The open connections' bound, for tests to look inside.
    let cap: ConnectionCap
    private let live: LiveChanges
    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    init(port: Int, sessions: SessionTable, live: LiveChanges, cap: ConnectionCap, group: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        self.sessions = sessions
        self.live = live
        self.cap = cap
        self.group = group
        self.task = task
    }

    /// Shuts the server down gracefully, waits until it has, and ends every session.
    func stop() async {
        await group.triggerGracefulShutdown()
        _ = try? await task.value
        await live.stop()
        await sessions.closeAll()
    }
}
