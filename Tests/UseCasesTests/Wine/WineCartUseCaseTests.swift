import Domain
import Foundation
import TestSupport
import Testing
import UseCases

@Suite struct WineCartUseCaseTests {
    let fixture = WineClubFixture()

    init() throws { try fixture.seedCatalog() }

    @Test func theCartNeedsASignedInEmployee() {
        #expect(throws: AppError.self) { try fixture.club().cart.contents() }
        #expect(throws: AppError.self) { try fixture.club().cart.add(wineID: 1, quantity: 1) }
        #expect(throws: AppError.self) { try fixture.club().checkout() }
    }

    @Test func theSeedExampleHolds() throws {
        try fixture.signedInEmployee()
        let cart = fixture.club().cart
        try cart.add(wineID: 1, quantity: 1)
        try cart.add(wineID: 2, quantity: 2)
        let contents = try cart.add(wineID: 1, quantity: 4)
        #expect(contents.items.map { [$0.wine.id, $0.quantity] } == [[1, 5], [2, 2]])
        #expect(contents.totalQuantity == 7)
    }

    /// A change committed before the database went away is said as done (exit 0 in the CLI),
    /// never as failed: the failover test found an add reported failed and stored.
    @Test func aChangeStoredBeforeTheWinesCouldBeReadIsStillDone() throws {
        let employee = try fixture.signedInEmployee()
        let cart = fixture.club().cart
        try cart.add(wineID: 1, quantity: 1)
        fixture.catalog.failBulkReads(with: .unavailable(service: "PostgreSQL database store", reason: "the connection was lost"))
        let contents = try cart.add(wineID: 2, quantity: 2)
        #expect(contents.items.map { [$0.wine.id, $0.quantity] } == [[1, 1], [2, 2]])
        #expect(contents.items.allSatisfy { $0.wine.name.hasSuffix("(details could not be read)") })
        #expect(try fixture.carts.cart(for: employee.id).lines.map(\.quantity) == [1, 2])
        #expect(throws: AppError.self) { try cart.contents() }
    }

    @Test func anUnknownWineIsNotFoundAndNothingIsStored() throws {
        let employee = try fixture.signedInEmployee()
        #expect(throws: AppError.notFound(what: "Wine 99")) { try fixture.club().cart.add(wineID: 99, quantity: 1) }
        #expect(try fixture.carts.cart(for: employee.id).isEmpty)
    }

    @Test func eachEmployeeHasTheirOwnCartThatSurvivesSignOut() throws {
        try fixture.signedInEmployee(pin: "1111", lastName: "Lima")
        try fixture.club().cart.add(wineID: 1, quantity: 2)
        try fixture.club().signOut()
        try fixture.signedInEmployee(pin: "2222", lastName: "Berg")
        #expect(try fixture.club().cart.contents().items.isEmpty)
        _ = try fixture.club().signIn(pin: "1111")
        #expect(try fixture.club().cart.contents().totalQuantity == 2)
    }

    @Test func checkoutKeepsTheOrderAndEmptiesTheCart() throws {
        try fixture.signedInEmployee()
        try fixture.club().cart.add(wineID: 3, quantity: 2)
        try fixture.club().cart.add(wineID: 1, quantity: 1)
        let order = try fixture.club().checkout()
        #expect(order.id == "W-000001")
        #expect(order.lines == [WineOrder.Line(wineID: 3, name: "Zinfandel Old Vines", quantity: 2),
                                WineOrder.Line(wineID: 1, name: "Duckhorn Napa Merlot 2008", quantity: 1)])
        #expect(try fixture.club().cart.contents().items.isEmpty)
        #expect(try fixture.club().listOrders() == [order])
    }

    @Test func aConfirmedCartThatChangedIsNotOrderedAndTheRefusalSaysWhatItHoldsNow() throws {
        try fixture.signedInEmployee()
        try fixture.club().cart.add(wineID: 1, quantity: 1)
        let confirmed = CheckoutExpectation(lines: [CartLine(wineID: 1, quantity: 1)], total: Money.zero)
        try fixture.club().cart.add(wineID: 1, quantity: 9)
        let changed = AppError.conflict(
            field: "cart",
            message: "cart: it changed after the order was confirmed (then 1 bottle, $0.00; now 10 bottles, no price); nothing was ordered: check it and check out again"
        )
        #expect(throws: changed) { try fixture.club().checkout(expecting: confirmed) }
        #expect(try fixture.club().listOrders().isEmpty)
        #expect(try fixture.club().cart.contents().totalQuantity == 10)
        let order = try fixture.club().checkout(expecting: CheckoutExpectation(lines: [CartLine(wineID: 1, quantity: 10)], total: Money.zero))
        #expect(order.lines.map(\.quantity) == [10])
    }

    @Test func anExpectedTotalThatIsNotTheCartsOrdersNothingAndNamesTheTotal() throws {
        try fixture.signedInEmployee()
        try fixture.club().cart.add(wineID: 1, quantity: 2)
        let refusal = AppError.conflict(field: "total", message: "total: the cart comes to no price (2 bottles), not $22.00; nothing was ordered")
        #expect(throws: refusal) { try fixture.club().checkout(expecting: CheckoutExpectation(total: Money(cents: 2200))) }
        #expect(try fixture.club().listOrders().isEmpty)
        #expect(try fixture.club().checkout(expecting: CheckoutExpectation(total: Money.zero)).lines.count == 1)
    }

    @Test func anEmptyCartCannotBeCheckedOut() throws {
        try fixture.signedInEmployee()
        #expect(throws: AppError.validation(field: "cart", rule: "is empty; add a wine before checking out")) { try fixture.club().checkout() }
    }

    @Test func settingZeroIsRefusedAndRemovingWorks() throws {
        try fixture.signedInEmployee()
        try fixture.club().cart.add(wineID: 1, quantity: 1)
        #expect(throws: AppError.self) { try fixture.club().cart.set(wineID: 1, quantity: 0) }
        #expect(try fixture.club().cart.set(wineID: 1, quantity: 3).totalQuantity == 3)
        #expect(try fixture.club().cart.remove(wineID: 1).items.isEmpty)
        #expect(throws: AppError.notFound(what: "Wine 1", place: "the cart")) { try fixture.club().cart.remove(wineID: 1) }
    }
}
