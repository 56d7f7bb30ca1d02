/// What a sync run by a one-shot front end (a `kiosk counters` command) came to: the counters
/// as they stand, what the person is told beside them, and whether the command fails.
///
/// The decisions are the app's, not the command's: a change is stored the moment it is
/// recorded, so a sync that cannot run after it is a warning ("saved offline"), never a failure
/// a script would answer by making the change twice; a list with nothing to show because the
/// server was never reached fails, as `CountersFeature` decides for the screens
/// (`CountersSyncResult.leavesNothingToShow`).
public struct CountersSyncOutcome: Equatable, Sendable {
    /// How the command ends.
    public enum Kind: Equatable, Sendable {
        /// The server has the changes (or took what it could, dropped ones said as warnings).
        case synced
        /// What was asked is stored locally and waits for the server.
        case storedOffline
        /// The command fails with this error (and its exit status).
        case failed(AppError)
        /// The sync the person asked for did not happen; the warnings say why, and the command
        /// ends with this exit status.
        case unsynced(exitStatus: Int32)
    }

    /// How long a sync the person asked for waits for another process's sync to end.
    public static let otherSyncWait: Duration = .seconds(30)

    /// The sync's report and the list as it stands now.
    public var result: CountersSyncResult
    /// How the command ends.
    public var kind: Kind
    /// What the person is told beside the data (stderr for the CLI), in order.
    public var warnings: [String]

    /// An outcome from its parts.
    public init(result: CountersSyncResult, kind: Kind, warnings: [String]) {
        self.result = result
        self.kind = kind
        self.warnings = warnings
    }

    /// Syncs after a change was recorded: whatever the sync meets, the change is stored.
    ///
    /// - Throws: only when the list cannot be read back after a sync that could not run.
    public static func afterChange(_ environment: CountersEnvironment) async throws -> Self {
        let result: CountersSyncResult
        do {
            result = try await environment.sync()
        } catch {
            let error = AppError(error)
            let overview = try environment.load()
            let report = CounterSyncReport(pending: overview.pendingCount, failure: error)
            return Self(result: CountersSyncResult(report: report, overview: overview), kind: .storedOffline,
                        warnings: ["saved, but the sync could not run (\(error.message))"])
        }
        return judge(result, afterChange: true)
    }

    /// Syncs before showing the list (`list`, `search`, `share`): the list screen's own step
    /// when it appears (`CountersFeature`: the local list, then a sync), judged for a command.
    ///
    /// - Throws: the local list's error, or the sync's when it could not run at all.
    @MainActor
    public static func beforeShowing(_ environment: CountersEnvironment) async throws -> Self {
        let step = await CountersFeature.step(.appeared, from: .init(), environment: environment)
        for action in step.actions {
            switch action {
            case let .localLoaded(.failure(error)): throw error
            case let .synced(result): return judge(try result.get(), afterChange: false)
            default: continue
            }
        }
        throw AppError.unexpected("the counters appeared without a sync")
    }

    /// The sync a person asked for (`kiosk counters sync`): waits up to `otherSyncWait` for
    /// another process's sync, then syncs, telling `progress` as changes settle.
    ///
    /// - Throws: the sync's error when it could not run at all.
    public static func syncNow(_ environment: CountersEnvironment,
                               progress: @escaping @Sendable (CounterSyncProgress) -> Void) async throws -> Self {
        // NB: when another process holds the sync, its loop sends our queue too, but a person
        // who asked to sync now gets an answer about their changes: wait for it, then sync.
        let result = try await environment.syncNow(otherSyncWait, progress)
        let report = result.report
        if report.otherProcessSyncing {
            let waited = Int(otherSyncWait / .seconds(1))
            return Self(result: result, kind: .unsynced(exitStatus: ExitStatus.unavailable), warnings: [
                "another kiosk process has been syncing the counters for \(waited) s; \(Plural.count(report.pending, "change")) pending go with it",
            ])
        }
        var warnings = report.dropped.map(\.message)
        if let failure = report.failure {
            warnings.append("\(failure.message); \(Plural.count(report.pending, "change")) still pending")
            return Self(result: result, kind: .unsynced(exitStatus: failure.exitCode), warnings: warnings)
        }
        return Self(result: result, kind: .synced, warnings: warnings)
    }

    /// What a finished sync says it did: "Synced: 3 changes sent, 0 dropped, 0 pending" and the
    /// list's summary.
    public var syncedLines: [String] {
        let report = result.report
        return [
            "Synced: \(Plural.count(report.sent, "change")) sent, \(report.dropped.count) dropped, \(report.pending) pending",
            result.overview.summary.text,
        ]
    }

    /// A sync's progress: "Syncing: 12/340 changes (3%)".
    public static func progressText(_ progress: CounterSyncProgress) -> String {
        let percent = progress.total == 0 ? 100 : progress.settled * 100 / progress.total
        return "Syncing: \(progress.settled)/\(Plural.count(progress.total, "change")) (\(percent)%)"
    }

    /// The outcome of a finished sync, after a change or before showing the list.
    public static func judge(_ result: CountersSyncResult, afterChange: Bool) -> Self {
        let report = result.report
        var warnings = report.dropped.map(\.message)
        warnings += report.repaired.map {
            "the server overwrote the counter “\($0.displayTitle)” (same-millisecond id); it is being recreated with its count"
        }
        if report.otherProcessSyncing, report.pending > 0 {
            warnings.append("saved, \(Plural.count(report.pending, "change")) pending: another kiosk process is syncing the counters and sends them")
        }
        guard let failure = report.failure else { return Self(result: result, kind: .synced, warnings: warnings) }
        if !afterChange, result.leavesNothingToShow {
            // NB: the reason alone, so the message does not say "Counters is unavailable" twice;
            // no warning before it, the failure is the whole story.
            var reason = failure.message
            if case let .unavailable(_, inner) = failure { reason = inner }
            let error = AppError.unavailable(service: "Counters", reason: "\(CountersFeature.State.loadErrorTitle.lowercased()): \(reason)")
            return Self(result: result, kind: .failed(error), warnings: warnings)
        }
        let pending = "\(Plural.count(report.pending, "change")) pending"
        if !afterChange {
            warnings.append("offline, \(pending); showing the saved counters (\(failure.message))")
        } else if report.pending == 0 {
            // NB: a change that cancelled what was queued (deleting a counter the server never
            // saw) leaves nothing for the server: "saved offline, 0 changes pending" said it oddly.
            warnings.append("saved; nothing is left to send (\(failure.message))")
        } else {
            warnings.append("saved offline, \(pending) (\(failure.message))")
        }
        return Self(result: result, kind: .storedOffline, warnings: warnings)
    }
}

extension CountersSyncResult {
    /// Whether the sync leaves nothing to show: the server could not be used, and nothing was
    /// ever received from it or recorded here. The one rule behind the screens' load error and
    /// the commands' failure.
    public var leavesNothingToShow: Bool { overview.hasNoData && report.isOffline }
}
