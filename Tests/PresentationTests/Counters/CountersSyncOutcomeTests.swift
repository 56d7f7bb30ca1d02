import Foundation
import Presentation
import Testing
import TestSupport

/// The decisions a one-shot front end takes from the app after a change or before a list:
/// stored, stored offline or failed, with the words and the exit status.
@Suite struct CountersSyncOutcomeTests {
    static let tea = Counter(id: "t1", title: "Tea", count: 2)
    static let saved = CountersOverview(counters: [tea], pendingCount: 1, lastSynced: Date(timeIntervalSince1970: 1_795_310_800))
    static let nothing = CountersOverview(counters: [])
    static let offline = AppError.unavailable(service: "Counters", reason: "cannot be reached (connection refused)")

    static func environment(sync: @escaping @Sendable () async throws -> CountersSyncResult,
                            load: @escaping @Sendable () throws -> CountersOverview = { saved }) -> CountersEnvironment {
        var environment = CountersEnvironment.unimplemented()
        environment.sync = sync
        environment.load = load
        return environment
    }

    static func result(_ overview: CountersOverview, failure: AppError? = nil, otherProcessSyncing: Bool = false) -> CountersSyncResult {
        CountersSyncResult(report: CounterSyncReport(pending: overview.pendingCount, failure: failure, otherProcessSyncing: otherProcessSyncing),
                           overview: overview)
    }

    @Test func aChangeWhoseSyncCannotRunIsStoredOfflineWithTheReason() async throws {
        let outcome = try await CountersSyncOutcome.afterChange(Self.environment(sync: { throw AppError.storage(message: "The disk is full.", recovery: "Free some space.") }))
        #expect(outcome.kind == .storedOffline)
        #expect(outcome.warnings == ["saved, but the sync could not run (The disk is full. Free some space.)"])
        #expect(outcome.result.overview == Self.saved)
        #expect(outcome.result.report.pending == 1)
    }

    @Test func aChangeSyncedOfflineIsStoredOfflineNotAFailure() async throws {
        let outcome = try await CountersSyncOutcome.afterChange(Self.environment(sync: { Self.result(Self.saved, failure: Self.offline) }))
        #expect(outcome.kind == .storedOffline)
        #expect(outcome.warnings == ["saved offline, 1 change pending (\(Self.offline.message))"])
    }

    @Test func aChangeThatLeavesNothingQueuedSaysNothingIsLeftToSend() async throws {
        let outcome = try await CountersSyncOutcome.afterChange(Self.environment(sync: { Self.result(Self.nothing, failure: Self.offline) }))
        #expect(outcome.kind == .storedOffline)
        #expect(outcome.warnings == ["saved; nothing is left to send (\(Self.offline.message))"])
    }

    @Test func aListWithSavedCountersAndNoServerShowsThemWithAWarning() async throws {
        let outcome = try await CountersSyncOutcome.beforeShowing(Self.environment(sync: { Self.result(Self.saved, failure: Self.offline) }))
        #expect(outcome.kind == .storedOffline)
        #expect(outcome.warnings == ["offline, 1 change pending; showing the saved counters (\(Self.offline.message))"])
    }

    @Test func aListWithNothingSavedAndNoServerFailsWithTheReasonOnce() async throws {
        let outcome = try await CountersSyncOutcome.beforeShowing(Self.environment(sync: { Self.result(Self.nothing, failure: Self.offline) }))
        #expect(outcome.kind == .failed(.unavailable(service: "Counters", reason: "couldn’t load the counters: cannot be reached (connection refused)")))
        #expect(outcome.warnings.isEmpty)
    }

    @Test func aListWhoseLocalReadFailsFailsWithThatErrorWithoutSyncing() async throws {
        let disk = AppError.storage(message: "The database is damaged.", recovery: "Restore it from a backup.")
        let environment = Self.environment(sync: { Issue.record("a list that cannot be read is not synced"); return Self.result(Self.saved) },
                                           load: { throw disk })
        await #expect(throws: disk) { try await CountersSyncOutcome.beforeShowing(environment) }
    }

    @Test func anotherProcessSyncingSaysTheChangesGoWithIt() async throws {
        let outcome = try await CountersSyncOutcome.afterChange(Self.environment(sync: { Self.result(Self.saved, otherProcessSyncing: true) }))
        #expect(outcome.kind == .synced)
        #expect(outcome.warnings == ["saved, 1 change pending: another kiosk process is syncing the counters and sends them"])
    }

    @Test func aSyncAskedForWhileAnotherRunsEndsUnavailableAfterTheWait() async throws {
        var environment = CountersEnvironment.unimplemented()
        environment.syncNow = { wait, _ in
            #expect(wait == CountersSyncOutcome.otherSyncWait)
            return Self.result(Self.saved, otherProcessSyncing: true)
        }
        let outcome = try await CountersSyncOutcome.syncNow(environment) { _ in }
        #expect(outcome.kind == .unsynced(exitStatus: ExitStatus.unavailable))
        #expect(outcome.warnings == ["another kiosk process has been syncing the counters for 30 s; 1 change pending go with it"])
    }

    @Test func aSyncAskedForThatFailsEndsWithTheFailuresStatus() async throws {
        var environment = CountersEnvironment.unimplemented()
        environment.syncNow = { _, _ in Self.result(Self.saved, failure: Self.offline) }
        let outcome = try await CountersSyncOutcome.syncNow(environment) { _ in }
        #expect(outcome.kind == .unsynced(exitStatus: Self.offline.exitCode))
        #expect(outcome.warnings == ["\(Self.offline.message); 1 change still pending"])
    }

    @Test func aFinishedSyncSaysWhatItSentAndTheList() async throws {
        var environment = CountersEnvironment.unimplemented()
        environment.syncNow = { _, progress in
            progress(CounterSyncProgress(settled: 3, total: 3))
            return CountersSyncResult(report: CounterSyncReport(sent: 3), overview: CountersOverview(counters: [Self.tea]))
        }
        let outcome = try await CountersSyncOutcome.syncNow(environment) { _ in }
        #expect(outcome.kind == .synced)
        #expect(outcome.syncedLines == ["Synced: 3 changes sent, 0 dropped, 0 pending", "1 item · Counted 2 times"])
        #expect(CountersSyncOutcome.progressText(CounterSyncProgress(settled: 12, total: 340)) == "Syncing: 12/340 changes (3%)")
    }
}

/// The sync state and the unreachable banner, as every front end words them.
@Suite struct CountersSyncStatusTests {
    static func state(syncing: Bool = false, offline: Bool = false, pending: Int = 0) -> CountersFeature.State {
        var state = CountersFeature.State()
        state.phase = .loaded
        state.isSyncing = syncing
        state.isOffline = offline
        state.pendingCount = pending
        return state
    }

    @Test func theFourStatesHaveTheirWords() {
        #expect(Self.state(syncing: true, offline: true).syncStatus == CountersSyncStatus(kind: .syncing, text: "Syncing…"))
        #expect(Self.state(offline: true, pending: 2).syncStatus == CountersSyncStatus(kind: .offline, text: "Offline · 2 changes pending"))
        #expect(Self.state(pending: 1).syncStatus == CountersSyncStatus(kind: .pending, text: "1 change pending"))
        #expect(Self.state().syncStatus == CountersSyncStatus(kind: .synced, text: "All changes synced"))
    }

    @Test func theUnreachableBannerShowsOnlyOverAnOfflineList() {
        #expect(Self.state(offline: true, pending: 2).unreachableBanner == "Offline · 2 changes pending · can't reach the Counters server")
        #expect(Self.state(pending: 2).unreachableBanner == nil)
        var loading = Self.state(offline: true)
        loading.phase = .loading
        #expect(loading.unreachableBanner == nil)
    }
}
