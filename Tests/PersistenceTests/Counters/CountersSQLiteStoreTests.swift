import Domain
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport
import UseCases

@Suite struct CountersSQLiteStoreTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func open() throws -> SQLiteCounterStore {
        SQLiteCounterStore(database: try KioskDatabase(directory: directory.url))
    }

    static let coffee = Counter(id: "mwr5okd1", title: "Coffee", count: 1)
    static let untitled = Counter(id: "mwr5ol2r", title: nil, count: -3)

    // MARK: Tests

    @Test func aQueueSurvivesReopeningExactly() throws {
        let store = try open()
        try store.update { queue in
            queue.snapshot = [Self.coffee, Self.untitled]
            queue.lastSynced = Date(timeIntervalSince1970: 1_795_310_801.5)
            queue.lastCreateAnswered = Date(timeIntervalSince1970: 1_795_310_801.25)
            try queue.record(.create(title: "Café ☕️ ñandú"))
            try queue.record(.increment(Self.coffee.id))
            try queue.record(.delete(Self.untitled.id))
            queue.inFlight = 1
        }
        let written = try store.read()
        let reopened = try open().read()
        #expect(reopened == written)
        #expect(reopened.displayed.map(\.title) == ["Coffee", "Café ☕️ ñandú"])
        #expect(reopened.inFlight == 1)
        #expect(reopened.nextSequence == 4)
    }

    @Test func theIdsAssignedToOfflineCreatesSurviveReopening() throws {
        let store = try open()
        try store.update { queue in
            try queue.record(.create(title: "Tea"))
            _ = queue.complete(with: [Counter(id: "mwr5ol7z", title: "Tea", count: 0)])
        }
        #expect(try open().read().assignedIDs == ["local-1": "mwr5ol7z"])
        try store.update { $0.assignedIDs = [:] }
        #expect(try open().read().assignedIDs.isEmpty)
    }

    @Test func aFailingUpdateStoresNothing() throws {
        let store = try open()
        try store.update { try $0.record(.create(title: "Tea")) }
        #expect(throws: AppError.self) {
            try store.update { queue in
                try queue.record(.create(title: "Milk"))
                try queue.record(.create(title: ""))
            }
        }
        #expect(try store.read().pending.map(\.title) == ["Tea"])
        #expect(try open().read().pending.map(\.title) == ["Tea"])
    }

    @Test func anotherConnectionsWriteIsSeen() throws {
        let first = try open()
        let second = try open()
        _ = try first.read()
        try second.update { try $0.record(.create(title: "Tea")) }
        #expect(try first.read().pending.map(\.title) == ["Tea"])
        try first.update { try $0.record(.create(title: "Milk")) }
        #expect(try second.read().pending.map(\.title) == ["Tea", "Milk"])
    }

    @Test func repairsInsertedBeforeTheHeadKeepTheirOrderAcrossReopening() throws {
        let store = try open()
        try store.update { queue in
            queue.snapshot = [Self.coffee, Counter(id: "tea1", title: "Tea", count: 2)]
            try queue.record(.create(title: "Milk"))
            try queue.record(.increment("tea1"))
        }
        // Milk's create collided with Tea's id: Tea is recreated before anything else.
        let outcome = try store.update { $0.complete(with: [Self.coffee, Counter(id: "tea1", title: "Milk", count: 0)]) }
        #expect(outcome == .repairedCollision(lost: Counter(id: "tea1", title: "Tea", count: 2)))
        let expected = try store.read().pending
        #expect(expected.map(\.kind) == [.create, .increment, .increment, .increment])
        #expect(try open().read().pending == expected)
        try store.update { try $0.record(.decrement("tea1")) }
        #expect(try open().read().pending.map(\.kind) == [.create, .increment, .increment, .increment, .decrement])
    }

    @Test func onlyOneSyncHoldsTheLockAndFreeingItReleasesIt() throws {
        let first = try open()
        let second = try open()
        var held = try first.lockForSync()
        #expect(held != nil)
        #expect(try second.lockForSync() == nil)
        held = nil
        #expect(try second.lockForSync() != nil)
    }

    @Test func positionsKeepStoredOnesAndPlaceNewOnesAtEitherEnd() {
        #expect(SQLiteCounterStore.positions(for: [5, 6, 7], stored: [6: 10]) == [9, 10, 11])
        #expect(SQLiteCounterStore.positions(for: [1, 2], stored: [:]) == [0, 1])
        #expect(SQLiteCounterStore.positions(for: [6, 9, 7], stored: [6: 1, 7: 2]) == [0, 1, 2])
        #expect(SQLiteCounterStore.positions(for: [7, 6], stored: [6: 1, 7: 2]) == [0, 1])
    }

    @Test func manyQueuedChangesAreWrittenRowByRowNotWhole() throws {
        let store = try open()
        try store.update { queue in
            for index in 0..<200 { try queue.record(.create(title: "Counter \(index)")) }
        }
        for _ in 0..<200 {
            try store.update { queue in
                let head = queue.head!
                queue.pending.removeFirst()
                queue.snapshot.append(Counter(id: CounterID("s\(head.sequence)"), title: head.title, count: 0))
            }
        }
        #expect(try open().read().snapshot.count == 200)
        // How fast this is belongs to `make bench`, not to a timed assertion here.
    }

    /// The steps a sync takes (the head leaves, changes join the tail, nothing changes) are
    /// written at the ends only; each leaves exactly the queue a fresh connection reads back.
    @Test func headDropsTailAppendsAndNoOpsReadBackExactly() throws {
        let store = try open()
        try store.update { queue in
            queue.snapshot = [Self.coffee]
            for _ in 0..<5 { try queue.record(.increment(Self.coffee.id)) }
        }
        try store.update { queue in queue.pending.removeFirst(2) }
        #expect(try open().read() == (try store.read()))
        try store.update { queue in
            try queue.record(.decrement(Self.coffee.id))
            try queue.record(.create(title: "Tea"))
        }
        #expect(try open().read() == (try store.read()))
        try store.update { _ in }
        try store.update { queue in
            queue.pending.removeFirst()
            try queue.record(.increment(Self.coffee.id))
        }
        let reopened = try open().read()
        #expect(reopened == (try store.read()))
        #expect(reopened.pending.map(\.kind) == [.increment, .increment, .decrement, .create, .increment])
    }

    @Test func anUpdateThatChangesNothingWritesNothing() throws {
        let store = try open()
        try store.update { queue in queue.snapshot = [Self.coffee] }
        let other = try open()
        _ = try other.read()
        try store.update { _ in }
        let generation = try KioskDatabase(directory: directory.url).writer.read { db in
            try Int64.fetchOne(db, sql: "SELECT generation FROM counter_queue WHERE id = 1")
        }
        try store.update { _ in }
        #expect(try KioskDatabase(directory: directory.url).writer.read { db in
            try Int64.fetchOne(db, sql: "SELECT generation FROM counter_queue WHERE id = 1")
        } == generation)
    }
}
