import Domain
import Foundation
import Testing

/// Several changes in flight at once: which go together, how their answers settle them in any
/// order, and how a lost answer is reconciled per counter.
@Suite struct CountersQueueSentTogetherTests {
    let coffee = Counter(id: "c1", title: "Coffee", count: 1)
    let tea = Counter(id: "c2", title: "Tea", count: 5)
    let milk = Counter(id: "c3", title: "Milk", count: 0)

    /// `counters` with `id`'s count replaced.
    func list(_ counters: [Counter], _ id: CounterID, _ count: Int) -> [Counter] {
        counters.map { $0.id == id ? Counter(id: $0.id, title: $0.title, count: count) : $0 }
    }

    // MARK: Tests

    @Test func theHeadsChangesOfDistinctCountersGoTogetherUpToTheFirstRepeat() throws {
        var queue = CounterQueue(snapshot: [coffee, tea, milk])
        try queue.record(.increment(coffee.id))
        try queue.record(.decrement(tea.id))
        try queue.record(.increment(coffee.id))
        try queue.record(.increment(milk.id))
        #expect(queue.independentHead(limit: 8).map(\.sequence) == [1, 2])
        #expect(queue.independentHead(limit: 1).map(\.sequence) == [1])
        #expect(queue.independentHead(limit: 8) { $0.sequence != 2 }.map(\.sequence) == [1])
    }

    @Test func createsDeletesAndCountersTheServerHasNotSeenGoAlone() throws {
        var queue = CounterQueue(snapshot: [coffee, tea])
        try queue.record(.delete(tea.id))
        try queue.record(.increment(coffee.id))
        #expect(queue.independentHead(limit: 8).isEmpty)

        var fresh = CounterQueue(snapshot: [coffee])
        let created = try #require(try fresh.record(.create(title: "Juice")))
        try fresh.record(.increment(created.counterID))
        #expect(fresh.independentHead(limit: 8).isEmpty)
    }

    @Test func answersInAnyOrderGiveEachCounterItsOwnAnswersValue() throws {
        var queue = CounterQueue(snapshot: [coffee, tea, milk])
        try queue.record(.increment(coffee.id))
        try queue.record(.increment(tea.id))
        let sent = queue.independentHead(limit: 8)
        queue.inFlight = sent.last?.sequence
        // Tea's answer was read before coffee's change was applied, and arrived last.
        let coffeeAnswer = list(list([coffee, tea, milk], coffee.id, 2), tea.id, 6)
        let teaAnswer = list([coffee, tea, milk], tea.id, 6)
        let dropped = queue.settleSent([(sent[0], .answered(coffeeAnswer)), (sent[1], .answered(teaAnswer))], newest: teaAnswer)

        #expect(dropped.isEmpty)
        #expect(queue.pending.isEmpty)
        #expect(queue.inFlight == nil)
        #expect(queue.snapshot.map(\.count) == [2, 6, 0])
    }

    @Test func aChangeWhoseAnswerWasLostStaysOnTopOfItsCountersOldValue() throws {
        var queue = CounterQueue(snapshot: [coffee, tea, milk])
        try queue.record(.increment(coffee.id))
        try queue.record(.increment(tea.id))
        try queue.record(.increment(milk.id))
        let sent = queue.independentHead(limit: 8)
        queue.inFlight = sent.last?.sequence
        // Coffee's change was applied (tea's answer shows it) but its own answer was lost.
        let teaAnswer = list(list([coffee, tea, milk], coffee.id, 2), tea.id, 6)
        _ = queue.settleSent([(sent[0], .unknown), (sent[1], .answered(teaAnswer)), (sent[2], .notSent)], newest: teaAnswer)

        #expect(queue.pending.map(\.sequence) == [1, 3])
        #expect(queue.inFlight == 3)
        #expect(Array(queue.sentChanges).map(\.sequence) == [1, 3])
        #expect(queue.snapshot.map(\.count) == [1, 6, 0])
        #expect(queue.displayed.map(\.count) == [2, 6, 1])

        // The fresh list shows coffee's change applied and milk's not.
        let outcomes = queue.reconcileSent(with: list(list([coffee, tea, milk], coffee.id, 2), tea.id, 6))
        #expect(outcomes == [.applied, .notApplied])
        #expect(queue.pending.map(\.sequence) == [3])
        #expect(queue.inFlight == nil)
        #expect(queue.displayed.map(\.count) == [2, 6, 1])
    }

    @Test func aRefusedChangeLeavesWithItsCountersLaterChanges() throws {
        var queue = CounterQueue(snapshot: [coffee, tea])
        try queue.record(.increment(coffee.id))
        try queue.record(.increment(tea.id))
        try queue.record(.increment(coffee.id))
        let sent = queue.independentHead(limit: 8)
        queue.inFlight = sent.last?.sequence
        let teaAnswer = list([coffee, tea], tea.id, 6)
        let dropped = queue.settleSent([(sent[0], .refused), (sent[1], .answered(teaAnswer))], newest: teaAnswer)

        #expect(dropped.map(\.sequence) == [1, 3])
        #expect(queue.pending.isEmpty)
        #expect(queue.inFlight == nil)
        #expect(queue.snapshot == [coffee, Counter(id: tea.id, title: "Tea", count: 6)])
    }

    @Test func oneChangeInFlightIsReconciledAsAlways() throws {
        var queue = CounterQueue(snapshot: [coffee])
        let op = try #require(try queue.record(.increment(coffee.id)))
        queue.inFlight = op.sequence
        #expect(queue.reconcileSent(with: [coffee]) == [.notApplied])
        #expect(queue.pending == [op])
        #expect(queue.inFlight == nil)
    }
}
