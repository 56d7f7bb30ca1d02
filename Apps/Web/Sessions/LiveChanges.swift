/// Tells every open page when the data it shows changed elsewhere: another browser, the CLI,
/// the TUI, another kiosk on the shared database. One watcher for the whole process, shared by
/// all sessions: while at least one page listens (`/events`), it asks the database every
/// `interval` whether anything was committed (`WebApps.changes`, one cheap statement), and on
/// a change has every listening session read its pages again (`WebSession.refresh`), which
/// sends their `changed` events.
@MainActor
final class LiveChanges {
    private let sessions: SessionTable
    private let token: @Sendable () -> String?
    private let interval: Duration
    private var task: Task<Void, Never>?

    /// A watcher over `sessions`, asking `token` every `interval`.
    init(sessions: SessionTable, token: @escaping @Sendable () -> String?, interval: Duration) {
        self.sessions = sessions
        self.token = token
        self.interval = interval
    }

    /// Starts watching.
    func start() {
        guard task == nil else { return }
        let token = token, interval = interval
        task = Task { [weak self] in
            // NB: the database is asked off the main actor, where the pages are drawn.
            var last = await Self.read(token)
            while !Task.isCancelled {
                do { try await Task.sleep(for: interval) } catch { return }
                guard let self, self.isWatched else { continue }
                let now = await Self.read(token)
                guard now != last, now != nil else { continue }
                last = now
                self.refreshWatched()
            }
        }
    }

    /// Stops watching (shutdown).
    func stop() {
        task?.cancel()
        task = nil
    }

    private var isWatched: Bool { sessions.eventStreamCount > 0 }

    private func refreshWatched() {
        for session in sessions.watched { session.refresh() }
    }

    private nonisolated static func read(_ token: @escaping @Sendable () -> String?) async -> String? {
        await Task.detached { token() }.value
    }
}
