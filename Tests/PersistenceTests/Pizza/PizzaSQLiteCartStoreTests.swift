import Domain
import Foundation
import GRDB
import Persistence
import TestSupport
import Testing
import UseCases

@Suite struct PizzaSQLiteCartStoreTests {
    let directory: TemporaryDirectory
    let menu = Menu.recorded

    init() throws { directory = try TemporaryDirectory() }

    func open() throws -> (KioskDatabase, SQLitePizzaCartStore) {
        let database = try KioskDatabase(directory: directory.url)
        return (database, SQLitePizzaCartStore(database: database))
    }

    func mareBianco() throws -> PizzaCartItem { .pizza(try CartPizza(menu.pizza(named: "Mare Bianco"), menu: menu)) }

    // MARK: Tests

    @Test func theMigrationsAreRegistered() throws {
        let report = try open().0.report()
        for migration in ["pizza.v1.cart", "pizza.v1.orders", "pizza.v1.menuCache"] {
            #expect(report.appliedMigrations.contains(migration))
        }
    }

    @Test func aNewDatabaseHasAnEmptyCart() throws {
        #expect(try open().1.load() == PizzaCart())
    }

    @Test func theCartSurvivesReopeningTheDatabase() throws {
        do {
            let store = try open().1
            try store.update { try $0.add(mareBianco(), quantity: 3) }
            try store.update { try $0.add(.drink(menu.drink(named: "Beer")), quantity: 2) }
        }
        let cart = try open().1.load()
        #expect(cart.lines.map(\.item.name) == ["Mare Bianco", "Beer"])
        #expect(cart.lines.map(\.quantity) == [3, 2])
        #expect(cart.total == Money(cents: 2910 + 600))
        #expect(cart.nextLineID == PizzaCartLineID(3))
    }

    @Test func aChangeThatThrowsStoresNothing() throws {
        let store = try open().1
        try store.update { try $0.add(mareBianco()) }
        #expect(throws: AppError.self) {
            try store.update { cart in
                try cart.add(.drink(menu.drink(named: "Coke")))
                try cart.add(mareBianco(), quantity: 0)
            }
        }
        #expect(try store.load().lines.map(\.item.name) == ["Mare Bianco"])
    }

    @Test func lineNumbersAreNotReusedAcrossProcesses() throws {
        let store = try open().1
        try store.update { try $0.add(mareBianco()) }
        try store.update { try $0.remove(PizzaCartLineID(1)) }
        let line = try open().1.update { try $0.add(.drink(menu.drink(named: "Coke"))) }
        #expect(line.id == PizzaCartLineID(2))
    }

    @Test func aClaimAndItsOrderSurviveAReopen() throws {
        let store = try open().1
        try store.update { try $0.add(mareBianco(), quantity: 3) }
        let placedAt = Date(timeIntervalSince1970: 1_750_000_000)
        let claim = try store.claimCheckout(at: placedAt, staleAfter: .seconds(60)) { _ in }
        #expect(try open().1.load().checkoutMark == .inProgress(claim))
        let first = try open().1.completeCheckout(claim, placedAt: placedAt)
        #expect(first == PizzaOrder(id: 1, placedAt: placedAt, lines: claim.lines))
        #expect(try store.load().isEmpty)
        #expect(try store.load().checkoutMark == nil)
        #expect(try open().1.orders()[0].total == Money(cents: 2910))
    }

    @Test func anUncertainCheckoutIsKeptAcrossProcessesUntilTheCartIsEmptied() throws {
        let store = try open().1
        try store.update { try $0.add(mareBianco()) }
        let startedAt = Date(timeIntervalSince1970: 1_750_000_000)
        let claim = try store.claimCheckout(at: startedAt, staleAfter: .seconds(60)) { _ in }
        try store.endCheckout(claim, uncertainBecause: "did not answer in time")
        let uncertain = UncertainCheckout(startedAt: startedAt, quantity: 1, total: Money(cents: 970), reason: "did not answer in time")
        #expect(try open().1.load().uncertainCheckout == uncertain)
        try open().1.update { try $0.remove(PizzaCartLineID(1)) }
        #expect(try store.load().checkoutMark == nil)
    }

    @Test func aDamagedLineIsAStorageErrorSayingHowToRecover() throws {
        let (database, store) = try open()
        try store.update { try $0.add(mareBianco()) }
        try database.writer.write { try $0.execute(sql: "UPDATE pizzaCartLine SET item = '{broken'") }
        #expect(throws: AppError.storage(message: "The stored pizza cart line 1 cannot be read.", recovery: "Remove it with: kiosk pizza cart remove 1")) {
            try store.load()
        }
    }
}
