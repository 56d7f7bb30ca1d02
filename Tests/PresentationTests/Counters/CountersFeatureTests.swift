import Foundation
import Presentation
import Synchronization
import Testing
import TestSupport

@MainActor
@Suite struct CountersFeatureTests {
    static let synced = Date(timeIntervalSince1970: 1_795_310_800)
    static let tea = Counter(id: "t1", title: "Tea", count: 2)
    static let coffee = Counter(id: "c1", title: "Cups of coffee", count: 5)
    static let overview = CountersOverview(counters: [coffee, tea], lastSynced: synced)
    static let offline = AppError.unavailable(service: "Counters", reason: "cannot be reached (connection refused)")

    /// An environment whose functions answer what the test says and record what they were asked.
    final class Fakes: Sendable {
        let loads: Mutex<[Result<CountersOverview, AppError>]>
        let syncs: Mutex<[Result<CountersSyncResult, AppError>]>
        let records: Mutex<[Result<CountersOverview, AppError>]>
        let recorded = Mutex<[[CounterChange]]>([])

        init(loads: [Result<CountersOverview, AppError>] = [], syncs: [Result<CountersSyncResult, AppError>] = [],
             records: [Result<CountersOverview, AppError>] = []) {
            self.loads = Mutex(loads)
            self.syncs = Mutex(syncs)
            self.records = Mutex(records)
        }

        var environment: CountersEnvironment {
            var environment = CountersEnvironment.unimplemented()
            environment.load = { try self.loads.withLock { $0.isEmpty ? .failure(.unexpected("unexpected load")) : $0.removeFirst() }.get() }
            environment.record = { changes in
                self.recorded.withLock { $0.append(changes) }
                return try self.records.withLock { $0.isEmpty ? .failure(.unexpected("unexpected record")) : $0.removeFirst() }.get()
            }
            environment.sync = { try self.syncs.withLock { $0.isEmpty ? .failure(.unexpected("unexpected sync")) : $0.removeFirst() }.get() }
            return environment
        }
    }

    static func result(_ overview: CountersOverview, failure: AppError? = nil, dropped: [CounterDrop] = []) -> CountersSyncResult {
        CountersSyncResult(report: CounterSyncReport(dropped: dropped, pending: overview.pendingCount, failure: failure), overview: overview)
    }

    static func loaded(_ overview: CountersOverview = overview) -> CountersFeature.State {
        var state = CountersFeature.State()
        state.phase = .loaded
        state.counters = overview.counters
        state.pendingCount = overview.pendingCount
        state.pendingIDs = overview.pendingIDs
        return state
    }

    // MARK: Tests

    @Test func firstLoadShowsTheSavedListThenTheSyncedOne() async {
        let fresh = CountersOverview(counters: [Self.coffee, Self.tea, Counter(id: "m1", title: "Milk")], lastSynced: Self.synced)
        let fakes = Fakes(loads: [.success(Self.overview)], syncs: [.success(Self.result(fresh))])
        let store = TestStore<CountersFeature>(initialState: CountersFeature.State(), environment: fakes.environment)
        #expect(store.state.phase == .loading)
        await store.send(.appeared)
        await store.receive(.localLoaded(.success(Self.overview))) {
            $0.phase = .loaded
            $0.counters = [Self.coffee, Self.tea]
            $0.isSyncing = true
        }
        #expect(store.state.summary == "2 items · Counted 7 times")
        await store.receive(.synced(.success(Self.result(fresh)))) {
            $0.isSyncing = false
            $0.counters = fresh.counters
        }
        #expect(store.state.emptyText == nil)
        #expect(store.state.statusLine == nil)
        await store.finish()
    }

    @Test func firstLoadOfflineWithNothingSavedIsALoadErrorThatRetries() async {
        let nothing = CountersOverview(counters: [])
        let fakes = Fakes(
            loads: [.success(nothing), .success(nothing)],
            syncs: [.success(Self.result(nothing, failure: Self.offline)), .success(Self.result(CountersOverview(counters: [], lastSynced: Self.synced)))]
        )
        let store = TestStore<CountersFeature>(initialState: CountersFeature.State(), environment: fakes.environment)
        await store.send(.appeared)
        await store.receive(.localLoaded(.success(nothing))) { $0.isSyncing = true }
        await store.receive(.synced(.success(Self.result(nothing, failure: Self.offline)))) {
            $0.isSyncing = false
            $0.isOffline = true
            $0.phase = .failed(message: "The Internet connection appears to be offline.")
        }
        #expect(CountersFeature.State.loadErrorTitle == "Couldn’t load the counters")
        await store.send(.retryPressed) { $0.phase = .loading }
        await store.receive(.localLoaded(.success(nothing))) { $0.isSyncing = true }
        let empty = CountersOverview(counters: [], lastSynced: Self.synced)
        await store.receive(.synced(.success(Self.result(empty)))) {
            $0.isSyncing = false
            $0.isOffline = false
            $0.phase = .loaded
        }
        #expect(store.state.emptyText == "No counters yet")
        #expect(store.state.summary == "0 items · Counted 0 times")
        await store.finish()
    }

    @Test func aDamagedDatabaseIsALoadErrorSayingWhy() async {
        let damaged = AppError.storage(message: "The database is damaged.", recovery: "Move it away.")
        let fakes = Fakes(loads: [.failure(damaged)])
        let store = TestStore<CountersFeature>(initialState: CountersFeature.State(), environment: fakes.environment)
        await store.send(.appeared)
        await store.receive(.localLoaded(.failure(damaged))) { $0.phase = .failed(message: "The database is damaged. Move it away.") }
        await store.finish()
    }

    @Test func searchingFiltersAndSaysNoResults() async {
        let store = TestStore<CountersFeature>(initialState: Self.loaded(), environment: Fakes().environment)
        await store.send(.searchChanged("TEA")) { $0.searchText = "TEA" }
        #expect(store.state.visibleCounters == [Self.tea])
        await store.send(.searchChanged("zzz")) { $0.searchText = "zzz" }
        #expect(store.state.visibleCounters.isEmpty)
        #expect(store.state.emptyText == "No results")
        #expect(store.state.summary == "2 items · Counted 7 times")
        await store.finish()
    }

    @Test func anIncrementIsRecordedThenSyncedAndOfflineSaysHowManyArePending() async {
        var after = Self.overview
        after.counters[1].count = 3
        after.pendingCount = 1
        after.pendingIDs = [Self.tea.id]
        let fakes = Fakes(syncs: [.success(Self.result(after, failure: Self.offline))], records: [.success(after)])
        let store = TestStore<CountersFeature>(initialState: Self.loaded(), environment: fakes.environment)
        await store.send(.incrementPressed(Self.tea.id))
        await store.receive(.changesRecorded([.increment(Self.tea.id)], .success(after))) {
            $0.counters[1].count = 3
            $0.pendingCount = 1
            $0.pendingIDs = [Self.tea.id]
            $0.isSyncing = true
        }
        await store.receive(.synced(.success(Self.result(after, failure: Self.offline)))) {
            $0.isSyncing = false
            $0.isOffline = true
        }
        #expect(store.state.statusLine == "Offline · 1 change pending")
        #expect(fakes.recorded.withLock { $0 } == [[.increment(Self.tea.id)]])
        await store.finish()
    }

    @Test func aChangeThatCannotBeSavedNamesTheCounterAndItsTargetAndRetries() async {
        let full = AppError.storage(message: "The disk is full.", recovery: "Free some space and try again.")
        var after = Self.overview
        after.counters[1].count = 1
        let fakes = Fakes(syncs: [.success(Self.result(after))], records: [.failure(full), .success(after)])
        let store = TestStore<CountersFeature>(initialState: Self.loaded(), environment: fakes.environment)
        await store.send(.decrementPressed(Self.tea.id))
        await store.receive(.changesRecorded([.decrement(Self.tea.id)], .failure(full))) {
            $0.alert = CountersAlert(title: "Couldn’t update the “Tea” counter to 1", message: "The disk is full. Free some space and try again.",
                                     retry: .record([.decrement(Self.tea.id)]))
        }
        await store.send(.alertRetryPressed) { $0.alert = nil }
        await store.receive(.changesRecorded([.decrement(Self.tea.id)], .success(after))) {
            $0.counters[1].count = 1
            $0.isSyncing = true
        }
        await store.receive(.synced(.success(Self.result(after)))) { $0.isSyncing = false }
        await store.finish()
    }

    @Test func aChangeToACounterNoLongerShownSaysSoWithoutATitle() async {
        let missing = AppError.notFound(what: "Counter gone1")
        let fakes = Fakes(records: [.failure(missing)])
        let store = TestStore<CountersFeature>(initialState: Self.loaded(), environment: fakes.environment)
        await store.send(.incrementPressed("gone1"))
        await store.receive(.changesRecorded([.increment("gone1")], .failure(missing))) {
            $0.alert = CountersAlert(title: "Couldn’t update the counter", message: "Counter gone1 not found",
                                     retry: .record([.increment("gone1")]))
        }
        await store.finish()
    }

    @Test func aChangeDroppedBySyncIsReportedByName() async {
        let op = CounterOp(sequence: 4, kind: .increment, counterID: Self.tea.id, title: "Tea", targetCount: 3)
        let gone = CountersOverview(counters: [Self.coffee], lastSynced: Self.synced)
        let dropped = Self.result(gone, dropped: [CounterDrop(op: op, reason: "the counter was deleted on the server")])
        let fakes = Fakes(syncs: [.success(dropped)])
        let store = TestStore<CountersFeature>(initialState: Self.loaded(), environment: fakes.environment)
        await store.send(.refreshPressed) { $0.isSyncing = true }
        await store.receive(.synced(.success(dropped))) {
            $0.isSyncing = false
            $0.counters = [Self.coffee]
            $0.alert = CountersAlert(title: "Couldn’t update the “Tea” counter to 3", message: "The counter was deleted on the server.")
        }
        await store.send(.alertDismissed) { $0.alert = nil }
        await store.finish()
    }

    @Test func aChangeDuringASyncAsksForAnotherSync() async {
        let fakes = Fakes(syncs: [.success(Self.result(Self.overview)), .success(Self.result(Self.overview))], records: [.success(Self.overview)])
        var initial = Self.loaded()
        initial.isSyncing = true
        let store = TestStore<CountersFeature>(initialState: initial, environment: fakes.environment)
        await store.send(.addPressed(title: "Milk"))
        await store.receive(.changesRecorded([.create(title: "Milk")], .success(Self.overview))) { $0.needsSync = true }
        await store.send(.synced(.success(Self.result(Self.overview)))) {
            $0.isSyncing = true
            $0.needsSync = false
        }
        await store.receive(.synced(.success(Self.result(Self.overview)))) { $0.isSyncing = false }
        await store.finish()
    }

    @Test func editModeSelectsAllAndBatchDeletesAfterConfirmation() async {
        let milk = Counter(id: "m1", title: "Milk", count: 0)
        let three = CountersOverview(counters: [Self.coffee, Self.tea, milk], lastSynced: Self.synced)
        let after = CountersOverview(counters: [milk], pendingCount: 2, lastSynced: Self.synced)
        let fakes = Fakes(syncs: [.success(Self.result(after))], records: [.success(after)])
        let store = TestStore<CountersFeature>(initialState: Self.loaded(three), environment: fakes.environment)
        #expect(store.state.canEdit)
        await store.send(.deletePressed)
        await store.send(.editPressed) { $0.isEditing = true }
        #expect(store.state.editButtonTitle == "Done")
        #expect(store.state.selectionText == "0 selected")
        await store.send(.selectAllPressed) { $0.selection = [Self.coffee.id, Self.tea.id, milk.id] }
        await store.send(.selectAllPressed) { $0.selection = [] }
        await store.send(.deletePressed)
        await store.send(.selectionToggled(Self.tea.id)) { $0.selection = [Self.tea.id] }
        await store.send(.selectionToggled(Self.coffee.id)) { $0.selection = [Self.tea.id, Self.coffee.id] }
        #expect(store.state.selectionText == "2 selected")
        #expect(store.state.shareText == "5 × Cups of coffee\n2 × Tea")
        await store.send(.deletePressed) { $0.deleteConfirmation = 2 }
        #expect(CountersFeature.State.deleteTitle(2) == "Delete 2 counters")
        #expect(CountersFeature.State.deleteTitle(1) == "Delete 1 counter")
        #expect(CountersFeature.State.deleteHeading(2) == "Delete 2 counters?")
        await store.send(.deleteCancelled) { $0.deleteConfirmation = nil }
        await store.send(.deletePressed) { $0.deleteConfirmation = 2 }
        await store.send(.deleteConfirmed) {
            $0.deleteConfirmation = nil
            $0.selection = []
            $0.isEditing = false
        }
        await store.receive(.changesRecorded([.delete(Self.coffee.id), .delete(Self.tea.id)], .success(after))) {
            $0.counters = [milk]
            $0.pendingCount = 2
            $0.isSyncing = true
        }
        await store.receive(.synced(.success(Self.result(after)))) { $0.isSyncing = false }
        await store.finish()
    }

    @Test func editIsOfferedOnlyForALoadedListWithCounters() {
        #expect(!CountersFeature.State().canEdit, "still loading")
        #expect(!Self.loaded(CountersOverview(counters: [], lastSynced: Self.synced)).canEdit)
        #expect(Self.loaded().canEdit)
    }

    @Test func selectAllTakesOnlyTheCountersTheSearchShows() async {
        var initial = Self.loaded()
        initial.isEditing = true
        initial.searchText = "tea"
        let store = TestStore<CountersFeature>(initialState: initial, environment: Fakes().environment)
        await store.send(.selectAllPressed) { $0.selection = [Self.tea.id] }
        await store.send(.selectionToggled("nope"))
        await store.finish()
    }

    @Test func refreshingWhileEditingIsRefusedWithANotice() async {
        var initial = Self.loaded()
        initial.isEditing = true
        let clock = TestClock()
        var environment = Fakes().environment
        environment.clock = clock.clock
        let store = TestStore<CountersFeature>(initialState: initial, environment: environment)
        let notice = Notice("Finish editing to refresh the list.")
        await store.send(.refreshPressed) { $0.notice = notice }
        // It goes away by itself after its time on the injected clock…
        await clock.waitUntilSleeping()
        clock.advance(by: notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        // …or when editing ends, its timer stopped.
        await store.send(.refreshPressed) { $0.notice = notice }
        await clock.waitUntilSleeping()
        await store.send(.doneEditingPressed) {
            $0.isEditing = false
            $0.notice = nil
        }
        #expect(clock.sleeping == 0)
        await store.finish()
    }

    @Test func aFailedSyncOfALoadedListIsAnAlertWithRetry() async {
        let broken = AppError.storage(message: "The database is locked by another process.", recovery: "Try again in a moment.")
        let fakes = Fakes(syncs: [.failure(broken), .success(Self.result(Self.overview))])
        let store = TestStore<CountersFeature>(initialState: Self.loaded(), environment: fakes.environment)
        await store.send(.refreshPressed) { $0.isSyncing = true }
        await store.receive(.synced(.failure(broken))) {
            $0.isSyncing = false
            $0.alert = CountersAlert(title: "Couldn’t sync the counters", message: broken.message, retry: .sync)
        }
        await store.send(.alertRetryPressed) {
            $0.alert = nil
            $0.isSyncing = true
        }
        await store.receive(.synced(.success(Self.result(Self.overview)))) { $0.isSyncing = false }
        await store.finish()
    }

    @Test func aRefusedTitleIsTheFormsToShowNotAnAlertToRetry() async {
        let refusal = AppError.validation(field: "title", rule: "must not be empty")
        let fakes = Fakes(records: [.failure(refusal)])
        let store = TestStore<CountersFeature>(initialState: Self.loaded(), environment: fakes.environment)
        await store.send(.addPressed(title: "  "))
        await store.receive(.changesRecorded([.create(title: "  ")], .failure(refusal))) { $0.addError = refusal }
        await store.send(.addTitleChanged) { $0.addError = nil }
        await store.finish()
    }

    @Test func shownAgainReadsTheLocalListWithoutSyncing() async {
        let changed = CountersOverview(counters: [Self.coffee, Self.tea, Counter(id: "m1", title: "Milk", count: 1)], lastSynced: Self.synced)
        let fakes = Fakes(loads: [.success(changed)])
        let store = TestStore<CountersFeature>(initialState: Self.loaded(), environment: fakes.environment)
        await store.send(.shownAgain)
        await store.receive(.reloaded(.success(changed))) { $0.counters = changed.counters }
        await store.finish()
    }
}

/// The batch delete's question names the counters that go.
@Suite struct CountersDeleteQuestionTests {
    static let counters = ["Tea", "Cups of coffee", "Naps", "Walks", "Calls"].enumerated().map {
        Counter(id: CounterID("k\($0.offset)"), title: $0.element, count: 0)
    }

    func question(selecting ids: [String]) -> String? {
        var state = CountersFeature.State()
        state.counters = Self.counters
        state.isEditing = true
        state.selection = Set(ids.map { CounterID($0) })
        state.deleteConfirmation = ids.count
        return state.deleteQuestion
    }

    @Test func oneCounterIsNamed() {
        #expect(question(selecting: ["k1"]) == "Delete \"Cups of coffee\"? This cannot be undone.")
    }

    @Test func severalAreNamedInListOrderAndManyAreCounted() {
        #expect(question(selecting: ["k2", "k0"]) == "Delete 2 counters: \"Tea\" and \"Naps\"? This cannot be undone.")
        #expect(question(selecting: ["k0", "k1", "k2", "k3", "k4"]) == "Delete 5 counters: \"Tea\", \"Cups of coffee\" and 3 more? This cannot be undone.")
    }

    @Test func nothingIsAskedWhenNoDeleteIsBeingConfirmed() {
        #expect(CountersFeature.State().deleteQuestion == nil)
    }
}
