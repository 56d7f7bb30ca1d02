import Domain
import Foundation
import Testing

@Suite struct CountersQueueTests {
    let coffee = Counter(id: "mwr5okd1", title: "Coffee", count: 1)
    let tea = Counter(id: "mwr5okfl", title: "Tea", count: -1)

    // MARK: Tests

    @Test func theDisplayedListIsTheSnapshotWithPendingChangesReplayed() throws {
        var queue = CounterQueue(snapshot: [coffee, tea])
        try queue.record(.increment(coffee.id))
        let milk = try #require(try queue.record(.create(title: "  Milk ")))
        try queue.record(.decrement(milk.counterID))
        try queue.record(.delete(tea.id))
        #expect(queue.displayed == [Counter(id: coffee.id, title: "Coffee", count: 2), Counter(id: .temporary(2), title: "Milk", count: -1)])
        #expect(queue.snapshot == [coffee, tea])
        #expect(queue.pending.map(\.kind) == [.increment, .create, .decrement, .delete])
        #expect(queue.pending[2].targetCount == -1)
    }

    @Test func anEmptyTitleIsRejectedNamingTheField() {
        var queue = CounterQueue()
        #expect(throws: AppError.validation(field: "title", rule: "must not be empty")) { try queue.record(.create(title: "   ")) }
        #expect(queue.pending.isEmpty)
        #expect(queue.nextSequence == 1)
    }

    @Test func aTitleWithControlCharactersOrTooLongIsRejected() {
        var queue = CounterQueue()
        #expect(throws: AppError.self) { try queue.record(.create(title: "a\u{1B}[2Jb")) }
        #expect(throws: AppError.self) { try queue.record(.create(title: String(repeating: "x", count: 201))) }
    }

    @Test func changingACounterThatIsNotShownIsNotFound() {
        var queue = CounterQueue(snapshot: [coffee])
        #expect(throws: AppError.notFound(what: "Counter nope")) { try queue.record(.increment("nope")) }
    }

    @Test func deletingACounterCreatedOfflineCancelsItsCreateAndChanges() throws {
        var queue = CounterQueue(snapshot: [coffee])
        try queue.record(.increment(coffee.id))
        let milk = try #require(try queue.record(.create(title: "Milk")))
        try queue.record(.increment(milk.counterID))
        #expect(try queue.record(.delete(milk.counterID)) == nil)
        #expect(queue.pending.map(\.kind) == [.increment])
        #expect(queue.displayed == [Counter(id: coffee.id, title: "Coffee", count: 2)])
    }

    @Test func deletingACounterWhoseCreateIsInFlightIsQueued() throws {
        var queue = CounterQueue()
        let milk = try #require(try queue.record(.create(title: "Milk")))
        queue.inFlight = milk.sequence
        let delete = try #require(try queue.record(.delete(milk.counterID)))
        #expect(delete.kind == .delete)
        #expect(queue.pending.count == 2)
    }

    @Test func aCreatesAnswerRewritesTheTemporaryIdEverywhere() throws {
        var queue = CounterQueue(snapshot: [coffee])
        let milk = try #require(try queue.record(.create(title: "Milk")))
        try queue.record(.increment(milk.counterID))
        let answer = [coffee, Counter(id: "mwr5ol7z", title: "Milk", count: 0)]
        #expect(queue.complete(with: answer) == .applied)
        #expect(queue.snapshot == answer)
        #expect(queue.pending.map(\.counterID) == ["mwr5ol7z"])
        #expect(queue.displayed.last == Counter(id: "mwr5ol7z", title: "Milk", count: 1))
    }

    @Test func aTemporaryIdStillNamesItsCounterAfterTheServerAssignedOne() throws {
        var queue = CounterQueue(snapshot: [coffee])
        let milk = try #require(try queue.record(.create(title: "Milk")))
        #expect(queue.complete(with: [coffee, Counter(id: "mwr5ol7z", title: "Milk", count: 0)]) == .applied)
        #expect(queue.assignedIDs == [milk.counterID: "mwr5ol7z"])
        // A screen drawn before the sync, or a script that kept the printed id, still reaches it.
        let increment = try #require(try queue.record(.increment(milk.counterID)))
        #expect(increment.counterID == "mwr5ol7z")
        #expect(try queue.counter(named: " local-1 ").id == "mwr5ol7z")
        try queue.record(.delete(milk.counterID))
        #expect(queue.displayed == [coffee])
        #expect(throws: AppError.notFound(what: "Counter “local-1”")) { try queue.counter(named: "local-1") }
    }

    @Test func aCreateThatOverwroteACounterIsRepairedByRecreatingIt() throws {
        var queue = CounterQueue(snapshot: [coffee, tea])
        let milk = try #require(try queue.record(.create(title: "Milk")))
        try queue.record(.increment(tea.id))
        // Same millisecond as Tea: the server replaced Tea (count -1) by Milk (count 0).
        let answer = [coffee, Counter(id: tea.id, title: "Milk", count: 0)]
        #expect(queue.complete(with: answer) == .repairedCollision(lost: tea))
        let recreated = CounterID.temporary(3)
        #expect(queue.pending.map(\.kind) == [.create, .decrement, .increment])
        #expect(queue.pending.map(\.counterID) == [recreated, recreated, recreated])
        #expect(queue.displayed.map(\.title) == ["Coffee", "Milk", "Tea"])
        #expect(queue.displayed.last?.count == 0)
        _ = milk
    }

    @Test func aCreateAnswerWithoutANewCounterIsNotConfirmed() throws {
        var queue = CounterQueue(snapshot: [coffee])
        try queue.record(.create(title: "Milk"))
        #expect(queue.complete(with: [coffee]) == .unconfirmedCreate)
        #expect(queue.pending.count == 1)
    }

    @Test func anIncrementWithoutAnswerIsAppliedOnceWhenTheListShowsIt() throws {
        var queue = CounterQueue(snapshot: [coffee])
        let op = try #require(try queue.record(.increment(coffee.id)))
        queue.inFlight = op.sequence
        #expect(queue.reconcile(with: [Counter(id: coffee.id, title: "Coffee", count: 2)]) == .applied)
        #expect(queue.pending.isEmpty)
        #expect(queue.inFlight == nil)
    }

    @Test func anIncrementWithoutAnswerIsKeptWhenTheListDoesNotShowIt() throws {
        var queue = CounterQueue(snapshot: [coffee])
        let op = try #require(try queue.record(.increment(coffee.id)))
        queue.inFlight = op.sequence
        #expect(queue.reconcile(with: [coffee]) == .notApplied)
        #expect(queue.pending == [op])
    }

    @Test func aChangeToACounterDeletedOnTheServerIsDroppedByName() throws {
        var queue = CounterQueue(snapshot: [coffee, tea])
        let first = try #require(try queue.record(.increment(tea.id)))
        let second = try #require(try queue.record(.increment(tea.id)))
        queue.inFlight = first.sequence
        let outcome = queue.reconcile(with: [coffee])
        #expect(outcome == .dropped([first, second], reason: "the counter was deleted on the server"))
        #expect(first.failureTitle == "Couldn’t update the “Tea” counter to 0")
        #expect(queue.pending.isEmpty)
    }

    @Test func aCreateWithoutAnswerIsRecognisedByItsNewId() throws {
        var queue = CounterQueue(snapshot: [coffee])
        let op = try #require(try queue.record(.create(title: "Coffee")))
        queue.inFlight = op.sequence
        #expect(queue.reconcile(with: [coffee, Counter(id: "x2", title: "Coffee", count: 0)]) == .applied)
        #expect(queue.pending.isEmpty)
        #expect(queue.displayed.map(\.id) == [coffee.id, "x2"])
    }

    @Test func aDroppedCreateTakesTheChangesToItsCounterWithIt() throws {
        var queue = CounterQueue(snapshot: [coffee])
        try queue.record(.create(title: "Milk"))
        try queue.record(.increment(.temporary(1)))
        try queue.record(.increment(coffee.id))
        #expect(queue.dropHead().count == 2)
        #expect(queue.pending.map(\.counterID) == [coffee.id])
    }
}
