import Composition
import Domain
import Foundation
import Networking
import Synchronization
import Testing
import TestSupport
import UseCases

/// The sync engine over the real API client, the in-memory store and the in-memory server,
/// one fault at a time.
@Suite struct CountersSyncTests {
    let clock = TestClock(sleeps: .advanceAtOnce)
    let server: FakeCountersServer
    let store = FakeCounterStore()
    let environment: CounterLedger

    init() {
        server = FakeCountersServer(clock: clock)
        environment = CounterLedger(
            store: store, gateway: LiveCounterGateway(transport: server, baseURL: URL(string: "http://127.0.0.1:9")!), clock: clock.clock
        )
    }

    /// Fails the next request matching `path` with `fault`, then behaves.
    func failNext(_ path: String, with fault: FakeCountersServer.Fault) {
        let armed = Mutex(true)
        server.setFaults { request in
            guard request.url.path == path else { return nil }
            return armed.withLock { armed in
                defer { armed = false }
                return armed ? fault : nil
            }
        }
    }

    /// Holds each increment until `count` of them are waiting, then lets them all through: a
    /// sync that sent them one at a time would never get past the first.
    final class GatheringTransport: HTTPTransport {
        let inner: any HTTPTransport
        let count: Int
        private let waiting = Mutex<(arrived: Int, continuations: [CheckedContinuation<Void, Never>])>((0, []))

        init(_ inner: any HTTPTransport, gathering count: Int) {
            self.inner = inner
            self.count = count
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            if request.url.path == "/api/v1/counter/inc" {
                await withCheckedContinuation { continuation in
                    let released: [CheckedContinuation<Void, Never>]? = waiting.withLock { waiting in
                        waiting.arrived += 1
                        guard waiting.arrived >= count else {
                            waiting.continuations.append(continuation)
                            return nil
                        }
                        defer { waiting.continuations = [] }
                        return waiting.continuations + [continuation]
                    }
                    released?.forEach { $0.resume() }
                }
            }
            return try await inner.send(request)
        }
    }

    // MARK: Tests

    // NB: a hang guard with room: 48 s within a loaded `make test` on a slower machine.
    @Test(.hangGuard)
    func changesOfDifferentCountersAreInFlightTogetherAndEachCountersStayInOrder() async throws {
        server.setCounters((1...4).map { Counter(id: CounterID("a\($0)"), title: "T\($0)", count: 0) })
        let gathering = GatheringTransport(server, gathering: 3)
        let environment = CounterLedger(
            store: store, gateway: LiveCounterGateway(transport: gathering, baseURL: URL(string: "http://127.0.0.1:9")!), clock: clock.clock
        )
        _ = try await environment.sync.run()
        // a1, a2 and a3 go together; the second change of a1 waits for the first one's answer.
        for id in ["a1", "a2", "a3", "a1", "a4", "a2"] { _ = try environment.edit.apply([.increment(CounterID(id))]) }
        let report = try await environment.sync.run()

        #expect(report == CounterSyncReport(sent: 6))
        #expect(server.counters.map(\.count) == [2, 2, 1, 1])
        #expect(try environment.load().counters == server.counters)
        #expect(try store.read().inFlight == nil)
        #expect(server.requests.filter { $0.url.path == "/api/v1/counter/inc" }.count == 6)
    }

    @Test func aLostAnswerAmongChangesSentTogetherIsReconciledAndNotSentAgain() async throws {
        server.setCounters((1...3).map { Counter(id: CounterID("a\($0)"), title: "T\($0)", count: 5) })
        _ = try await environment.sync.run()
        for id in ["a1", "a2", "a3"] { _ = try environment.edit.apply([.increment(CounterID(id))]) }
        failNext("/api/v1/counter/inc", with: .droppedAfterApplied)
        let report = try await environment.sync.run()

        #expect(report.sent == 3)
        #expect(report.failure == nil)
        #expect(server.counters.map(\.count) == [6, 6, 6])
        #expect(try environment.load().counters == server.counters)
        #expect(server.requests.filter { $0.url.path == "/api/v1/counter/inc" }.count == 3)
    }

    @Test func aChangeLostBeforeTheServerAmongChangesSentTogetherIsSentAgain() async throws {
        server.setCounters((1...3).map { Counter(id: CounterID("a\($0)"), title: "T\($0)", count: 0) })
        _ = try await environment.sync.run()
        for id in ["a1", "a2", "a3"] { _ = try environment.edit.apply([.decrement(CounterID(id))]) }
        failNext("/api/v1/counter/dec", with: .droppedBeforeApplied)
        let report = try await environment.sync.run()

        #expect(report.sent == 3)
        #expect(server.counters.map(\.count) == [-1, -1, -1])
        #expect(try environment.load().counters == server.counters)
        // The server's log holds what it handled: the lost one never reached it, its resend did.
        #expect(server.requests.filter { $0.url.path == "/api/v1/counter/dec" }.count == 3)
    }

    @Test func changesSentTogetherWhoseAnswersTimedOutAreReconciledByTheNextSync() async throws {
        server.setCounters((1...3).map { Counter(id: CounterID("a\($0)"), title: "T\($0)", count: 0) })
        _ = try await environment.sync.run()
        for id in ["a1", "a2", "a3"] { _ = try environment.edit.apply([.increment(CounterID(id))]) }
        failNext("/api/v1/counter/inc", with: .timeoutAfterApplied)
        let first = try await environment.sync.run()
        #expect(first.failure != nil)
        #expect(try store.read().inFlight != nil)
        #expect(try environment.load().counters.map(\.count) == [1, 1, 1])

        let second = try await environment.sync.run()
        #expect(second.pending == 0)
        #expect(server.counters.map(\.count) == [1, 1, 1])
        #expect(try environment.load().counters == server.counters)
        #expect(server.requests.filter { $0.url.path == "/api/v1/counter/inc" }.count == 3)
    }

    @Test func offlineCreatesGetTheServersIdsAndTheirChangesFollow() async throws {
        _ = try environment.edit.add(title: "Tea")
        _ = try environment.edit.increment("Tea")
        _ = try environment.edit.add(title: "Milk")
        let report = try await environment.sync.run()
        #expect(report == CounterSyncReport(sent: 3))
        let shown = try environment.load().counters
        #expect(shown == server.counters)
        #expect(shown.map(\.title) == ["Tea", "Milk"])
        #expect(shown.allSatisfy { !$0.id.isTemporary })
        #expect(Set(shown.map(\.id)).count == 2)
    }

    @Test func createsAreSpacedSoTheirIdsNeverCollide() async throws {
        for index in 0..<5 { _ = try environment.edit.add(title: "C\(index)") }
        _ = try await environment.sync.run()
        #expect(server.collisions == 0)
        #expect(server.counters.count == 5)
    }

    @Test func aRefusedConnectionKeepsTheQueueAndSaysOffline() async throws {
        _ = try environment.edit.add(title: "Tea")
        failNext("/api/v1/counter", with: .refused)
        let report = try await environment.sync.run()
        #expect(report.isOffline)
        #expect(report.pending == 1)
        #expect(try store.read().inFlight == nil)
        #expect(server.counters.isEmpty)
        #expect(try await environment.sync.run().pending == 0)
        #expect(server.counters.map(\.title) == ["Tea"])
    }

    @Test func anIncrementAppliedBeforeTheConnectionDroppedIsNotSentAgain() async throws {
        server.setCounters([Counter(id: "a1", title: "Tea", count: 2)])
        _ = try await environment.sync.run()
        _ = try environment.edit.increment("Tea")
        failNext("/api/v1/counter/inc", with: .droppedAfterApplied)
        let report = try await environment.sync.run()
        #expect(report.sent == 1)
        #expect(server.counters.first?.count == 3)
        #expect(server.requests.filter { $0.url.path == "/api/v1/counter/inc" }.count == 1)
    }

    @Test func anIncrementLostBeforeTheServerIsSentAgainAfterChecking() async throws {
        server.setCounters([Counter(id: "a1", title: "Tea", count: 2)])
        _ = try await environment.sync.run()
        _ = try environment.edit.increment("Tea")
        failNext("/api/v1/counter/inc", with: .droppedBeforeApplied)
        _ = try await environment.sync.run()
        #expect(server.counters.first?.count == 3)
        // The lost request never reached the server's log: a check, then the one real increment.
        #expect(server.requests.map { $0.url.path }.suffix(2) == ["/api/v1/counters", "/api/v1/counter/inc"])
    }

    @Test func aCreateWhoseAnswerTimedOutStaysInFlightAndIsNotDuplicated() async throws {
        _ = try environment.edit.add(title: "Tea")
        failNext("/api/v1/counter", with: .timeoutAfterApplied)
        let first = try await environment.sync.run()
        // The server did not answer in time: the sync stops at once, without a re-read that
        // would wait out a second timeout, and the create stays in flight.
        #expect(first.isOffline)
        #expect(first.pending == 1)
        #expect(try store.read().inFlight == store.read().head?.sequence)
        #expect(server.requests.map(\.url.path) == ["/api/v1/counter"])
        let second = try await environment.sync.run()
        #expect(second.failure == nil)
        #expect(second.pending == 0)
        #expect(server.counters.map(\.title) == ["Tea"])
        #expect(server.requests.map(\.url.path) == ["/api/v1/counter", "/api/v1/counters"])
        #expect(try environment.load().counters == server.counters)
    }

    @Test func anIncrementThatTimedOutBeforeTheServerHadItIsSentOnceOnTheNextSync() async throws {
        server.setCounters([Counter(id: "a1", title: "Tea", count: 2)])
        _ = try await environment.sync.run()
        _ = try environment.edit.increment("Tea")
        failNext("/api/v1/counter/inc", with: .timeoutBeforeApplied)
        #expect(try await environment.sync.run().isOffline)
        #expect(server.counters.first?.count == 2)
        #expect(try await environment.sync.run().pending == 0)
        #expect(server.counters.first?.count == 3)
        // The lost request never reached the server's log: the first sync's read, the next
        // sync's check, then the one increment the server applied.
        #expect(server.requests.map(\.url.path) == ["/api/v1/counters", "/api/v1/counters", "/api/v1/counter/inc"])
    }

    @Test func anUnknownOutcomeLeftByACrashIsReconciledFirst() async throws {
        server.setCounters([Counter(id: "a1", title: "Tea", count: 2)])
        _ = try await environment.sync.run()
        _ = try environment.edit.increment("Tea")
        // The process died after sending: the server has it, the queue still marks it in flight.
        try store.update { $0.inFlight = $0.head?.sequence }
        server.setCounters([Counter(id: "a1", title: "Tea", count: 3)])
        let report = try await environment.sync.run()
        #expect(report.sent == 1)
        #expect(server.counters.first?.count == 3)
        #expect(server.requests.last?.url.path == "/api/v1/counters")
    }

    @Test func aChangeToACounterDeletedOnTheServerIsDroppedByName() async throws {
        server.setCounters([Counter(id: "a1", title: "Tea", count: 2), Counter(id: "b2", title: "Milk", count: 0)])
        _ = try await environment.sync.run()
        _ = try environment.edit.increment("Tea")
        _ = try environment.edit.increment("Milk")
        server.setCounters([Counter(id: "b2", title: "Milk", count: 0)])
        let report = try await environment.sync.run()
        #expect(report.dropped.map(\.message) == ["Couldn’t update the “Tea” counter to 3: the counter was deleted on the server"])
        #expect(report.sent == 1)
        #expect(server.counters == [Counter(id: "b2", title: "Milk", count: 1)])
    }

    @Test func aServerErrorWithoutChangeIsCheckedAndSentAgain() async throws {
        server.setCounters([Counter(id: "a1", title: "Tea", count: 0)])
        _ = try await environment.sync.run()
        _ = try environment.edit.decrement("Tea")
        failNext("/api/v1/counter/dec", with: .serverError)
        _ = try await environment.sync.run()
        #expect(server.counters.first?.count == -1)
    }
}

extension CountersSyncTests {
    @Test func twoSyncsNeverSendAtOnce() async throws {
        _ = try environment.edit.add(title: "Tea")
        let held = try #require(try store.lockForSync())
        let report = try await environment.sync.run()
        #expect(report.otherProcessSyncing)
        #expect(report.failure == nil)
        #expect(report.pending == 1)
        #expect(server.requests.isEmpty)
        withExtendedLifetime(held) {}
    }
}

/// A store whose sync lock another process holds for its first `busyAttempts` asks.
final class BusyLockCounterStore: CounterStore {
    let base: any CounterStore
    private let remaining: Mutex<Int>

    init(_ base: any CounterStore, busyAttempts: Int) {
        self.base = base
        remaining = Mutex(busyAttempts)
    }

    func read() throws -> CounterQueue { try base.read() }

    @discardableResult
    func update<T>(_ body: (inout CounterQueue) throws -> T) throws -> T { try base.update(body) }

    func lockForSync() throws -> (any CounterSyncLock)? {
        let busy = remaining.withLock { remaining in
            defer { remaining -= 1 }
            return remaining > 0
        }
        return busy ? nil : try base.lockForSync()
    }
}

extension CountersSyncTests {
    @Test func progressCountsEachSettledChangeOfAllQueued() async throws {
        _ = try environment.edit.add(title: "Tea")
        _ = try environment.edit.increment("Tea")
        _ = try environment.edit.add(title: "Milk")
        let seen = Mutex<[CounterSyncProgress]>([])
        _ = try await environment.sync.run { progress in seen.withLock { $0.append(progress) } }
        #expect(seen.withLock { $0 } == [
            CounterSyncProgress(settled: 1, total: 3), CounterSyncProgress(settled: 2, total: 3), CounterSyncProgress(settled: 3, total: 3),
        ])
    }

    @Test func aSyncAskedToWaitSendsOnceTheOtherProcessIsDone() async throws {
        let busy = BusyLockCounterStore(store, busyAttempts: 3)
        let ledger = CounterLedger(store: busy, gateway: LiveCounterGateway(transport: server, baseURL: URL(string: "http://127.0.0.1:9")!),
                                   clock: clock.clock)
        _ = try ledger.edit.add(title: "Tea")
        let started = clock.clock.now()
        let report = try await ledger.sync.run(waitingForOtherSync: .seconds(30))
        #expect(!report.otherProcessSyncing)
        #expect(report.sent == 1)
        #expect(server.counters.map(\.title) == ["Tea"])
        // Three busy answers, a check every 100 ms.
        #expect(clock.clock.now().timeIntervalSince(started) >= 0.3)
    }

    @Test func aSyncThatWaitsTooLongSaysAnotherProcessIsSyncingAndSendsNothing() async throws {
        let busy = BusyLockCounterStore(store, busyAttempts: .max)
        let ledger = CounterLedger(store: busy, gateway: LiveCounterGateway(transport: server, baseURL: URL(string: "http://127.0.0.1:9")!),
                                   clock: clock.clock)
        _ = try ledger.edit.add(title: "Tea")
        let report = try await ledger.sync.run(waitingForOtherSync: .seconds(2))
        #expect(report.otherProcessSyncing)
        #expect(report.failure == nil)
        #expect(report.pending == 1)
        #expect(server.requests.isEmpty)
    }
}
