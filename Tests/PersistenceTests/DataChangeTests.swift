import Domain
import Foundation
@testable import Persistence
import TestSupport
import Testing
import UseCases

/// Whether a database changed since the last look, as a front end that keeps pages open asks it:
/// a commit by another handle (another process) moves the token, a read does not.
@Suite(.hangGuard) struct DataChangeTests {
    static let hired = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func sqlitesCounterMovesOnAnotherConnectionsCommitAndNotOnAReadOrByItself() throws {
        let backing = try StoreBacking(.sqlite)
        let stores = try backing.wine()
        let counter = try SQLiteChangeCounter(url: try backing.sqlite().url)
        let first = try counter.version()
        #expect(try counter.version() == first)
        _ = try stores.employees.all()
        #expect(try counter.version() == first, "a read changes nothing")
        let ana = try stores.employees.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: nil), hireDate: Self.hired)
        let afterAdd = try counter.version()
        #expect(afterAdd != first)
        try backing.wine().carts.updateCart(for: ana.id) { try $0.add(1, quantity: 1) }
        #expect(try counter.version() != afterAdd)
    }

    @Test(.enabled(if: TestPostgres.isAvailable))
    func postgresWritePositionMovesOnAnotherSessionsCommit() throws {
        let backing = try StoreBacking(.postgres)
        let watcher = try backing.postgresDatabase()
        let first = try watcher.writePosition()
        let stores = try backing.wine()
        let ana = try stores.employees.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: nil), hireDate: Self.hired)
        try stores.carts.updateCart(for: ana.id) { try $0.add(1, quantity: 1) }
        #expect(try watcher.writePosition() != first)
    }
}
