import Domain
import Foundation
import Persistence
import TestSupport
import Testing
import UseCases

/// What every `PizzaCartStore` promises, run against the in-memory fake, SQLite and PostgreSQL:
/// a checkout claims the lines it sends, a second claim sees the first, completing takes out
/// only what was ordered, ending keeps the lines (marked when the outcome is unknown), and a
/// claim left too long counts as uncertain.
@Suite struct PizzaCartStoreContractTests {
    typealias Kind = StoreKind

    let directory: TemporaryDirectory
    let menu = Menu.recorded
    let start = Date(timeIntervalSince1970: 1_750_000_000)

    init() throws { directory = try TemporaryDirectory() }

    func store(_ kind: Kind) throws -> any PizzaCartStore {
        switch kind {
        case .memory: InMemoryPizzaCartStore()
        case .sqlite: SQLitePizzaCartStore(database: try KioskDatabase(directory: directory.url))
        case .postgres: PostgresPizzaCartStore(database: try PostgresDatabase(location: try TestPostgres.newDatabase()), kiosk: "front")
        }
    }

    /// On PostgreSQL each kiosk has its own cart, and orders are numbered across kiosks.
    @Test(.enabled(if: TestPostgres.isAvailable))
    func kiosksHaveTheirOwnCartsAndOrderNumbersNeverRepeat() throws {
        let database = try PostgresDatabase(location: try TestPostgres.newDatabase())
        let front = PostgresPizzaCartStore(database: database, kiosk: "front")
        let back = PostgresPizzaCartStore(database: try PostgresDatabase(location: database.location), kiosk: "back")
        try front.update { try $0.add(pizza("Margherita"), quantity: 2) }
        try back.update { try $0.add(pizza("Margherita"), quantity: 1) }
        #expect(try front.load().lines.map(\.quantity) == [2])
        #expect(try back.load().lines.map(\.quantity) == [1])
        let first = try front.completeCheckout(try front.claimCheckout(at: start, staleAfter: .seconds(60)) { _ in }, placedAt: start)
        let second = try back.completeCheckout(try back.claimCheckout(at: start, staleAfter: .seconds(60)) { _ in }, placedAt: start)
        #expect(first.id != second.id)
        #expect(try front.orders().map(\.id) == [first.id])
        #expect(try back.load().lines.isEmpty)
    }

    @Test(arguments: Kind.available)
    func theMenuCacheKeepsTheLastMenuFetched(kind: Kind) throws {
        let cache: any PizzaMenuCache = switch kind {
        case .memory: InMemoryPizzaMenuCache()
        case .sqlite: SQLitePizzaMenuCache(database: try KioskDatabase(directory: directory.url))
        case .postgres: PostgresPizzaMenuCache(database: try PostgresDatabase(location: try TestPostgres.newDatabase()))
        }
        #expect(try cache.load() == nil)
        try cache.save(menu, fetchedAt: start)
        try cache.save(menu, fetchedAt: start.addingTimeInterval(5))
        #expect(try cache.load() == CachedMenu(menu: menu, fetchedAt: start.addingTimeInterval(5)))
    }

    func pizza(_ name: String) throws -> PizzaCartItem { .pizza(try CartPizza(menu.pizza(named: name), menu: menu)) }

    // MARK: Tests

    @Test(arguments: Kind.available)
    func aSecondClaimSeesTheFirstInProgress(kind: Kind) throws {
        let store = try store(kind)
        try store.update { try $0.add(pizza("Margherita"), quantity: 2) }
        let first = try store.claimCheckout(at: start, staleAfter: .seconds(60)) { cart in
            #expect(cart.checkoutMark == nil)
        }
        #expect(first.lines.map(\.quantity) == [2])
        var seen: PizzaCheckoutMark?
        _ = try? store.claimCheckout(at: start.addingTimeInterval(1), staleAfter: .seconds(60)) { cart in
            seen = cart.checkoutMark
            throw AppError.validation(field: "cart", rule: "is being checked out")
        }
        #expect(seen == .inProgress(first))
        #expect(try store.load().checkoutMark == .inProgress(first))
    }

    @Test(arguments: Kind.available)
    func completingTakesOutOnlyWhatWasOrdered(kind: Kind) throws {
        let store = try store(kind)
        try store.update { try $0.add(pizza("Margherita"), quantity: 2) }
        let claim = try store.claimCheckout(at: start, staleAfter: .seconds(60)) { _ in }
        // Added while the order is out: it stays.
        try store.update { try $0.add(pizza("Margherita")) }
        try store.update { try $0.add(.drink(menu.drink(named: "Beer"))) }
        let order = try store.completeCheckout(claim, placedAt: start)
        #expect(order.lines == claim.lines)
        let left = try store.load()
        #expect(left.lines.map(\.quantity) == [1, 1])
        #expect(left.checkoutMark == nil)
        #expect(try store.orders().map(\.id) == [order.id])
    }

    @Test(arguments: Kind.available)
    func endingKeepsTheLinesAndMarksAnUncertainOutcome(kind: Kind) throws {
        let store = try store(kind)
        try store.update { try $0.add(pizza("Margherita"), quantity: 2) }
        let refused = try store.claimCheckout(at: start, staleAfter: .seconds(60)) { _ in }
        try store.endCheckout(refused, uncertainBecause: nil)
        #expect(try store.load().checkoutMark == nil)
        let unanswered = try store.claimCheckout(at: start, staleAfter: .seconds(60)) { _ in }
        try store.endCheckout(unanswered, uncertainBecause: "did not answer in time")
        let cart = try store.load()
        #expect(cart.lines.map(\.quantity) == [2])
        #expect(cart.uncertainCheckout == UncertainCheckout(startedAt: start, quantity: 2, total: Money(cents: 1100), reason: "did not answer in time"))
        #expect(try store.orders().isEmpty)
    }

    @Test(arguments: Kind.available)
    func aClaimLeftTooLongCountsAsUncertainAndItsLateEndIsIgnored(kind: Kind) throws {
        let store = try store(kind)
        try store.update { try $0.add(pizza("Margherita")) }
        let abandoned = try store.claimCheckout(at: start, staleAfter: .seconds(60)) { _ in }
        var seen: PizzaCheckoutMark?
        let next = try store.claimCheckout(at: start.addingTimeInterval(60), staleAfter: .seconds(60)) { cart in seen = cart.checkoutMark }
        #expect(seen == .uncertain(UncertainCheckout(abandoned, reason: "the checkout that sent it never finished")))
        #expect(next.attempt > abandoned.attempt)
        // The process that held the first claim comes back: its end no longer applies.
        try store.endCheckout(abandoned, uncertainBecause: nil)
        #expect(try store.load().checkoutMark == .inProgress(next))
    }

    @Test(arguments: Kind.available)
    func aRefusingCheckLeavesEverythingAsItWas(kind: Kind) throws {
        let store = try store(kind)
        try store.update { try $0.add(pizza("Margherita")) }
        let before = try store.load()
        #expect(throws: AppError.self) {
            try store.claimCheckout(at: start, staleAfter: .seconds(60)) { _ in throw AppError.conflict(field: "cart", message: "no") }
        }
        #expect(try store.load() == before)
    }
}
