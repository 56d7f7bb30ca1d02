import Domain
import Testing

@Suite struct WineCartTests {
    @Test func addingAgainGroupsIntoTheFirstLine() throws {
        var cart = WineCart()
        try cart.add(1, quantity: 1)  // A×1
        try cart.add(2, quantity: 2)  // B×2
        try cart.add(1, quantity: 4)  // A×4
        #expect(cart.lines == [CartLine(wineID: 1, quantity: 5), CartLine(wineID: 2, quantity: 2)])
        #expect(cart.totalQuantity == 7)
    }

    @Test func zeroIsRefusedWithAHintToRemoveTheLine() throws {
        var cart = WineCart()
        try cart.add(1, quantity: 1)
        #expect {
            try cart.set(1, quantity: 0)
        } throws: { error in
            guard case let .validation(field, rule)? = error as? AppError else { return false }
            return field == "quantity" && rule.contains("remove")
        }
        #expect(throws: AppError.self) { try cart.add(1, quantity: 0) }
        #expect(cart.lines == [CartLine(wineID: 1, quantity: 1)])
    }

    @Test(arguments: [-1, -999, 1000, Int.max, Int.min])
    func negativeOrAbsurdQuantitiesAreRefused(quantity: Int) {
        var cart = WineCart()
        #expect(throws: AppError.self) { try cart.add(1, quantity: quantity) }
        #expect(cart.isEmpty)
    }

    @Test func aLineCannotGrowPastTheMaximum() throws {
        var cart = WineCart()
        try cart.add(1, quantity: 900)
        #expect(throws: AppError.self) { try cart.add(1, quantity: 100) }
        #expect(cart.quantity(of: 1) == 900)
    }

    @Test func settingAQuantityReplacesItAndKeepsThePosition() throws {
        var cart = WineCart()
        try cart.add(1, quantity: 1)
        try cart.add(2, quantity: 1)
        try cart.set(1, quantity: 7)
        #expect(cart.lines.map(\.wineID) == [1, 2])
        #expect(cart.quantity(of: 1) == 7)
    }

    @Test func removingALineKeepsTheOthersInOrder() throws {
        var cart = WineCart()
        for id in [3, 1, 2] { try cart.add(id, quantity: 1) }
        try cart.remove(1)
        #expect(cart.lines.map(\.wineID) == [3, 2])
    }

    @Test func changingAWineThatIsNotInTheCartIsNotFound() {
        var cart = WineCart()
        #expect(throws: AppError.notFound(what: "Wine 9", place: "the cart")) { try cart.set(9, quantity: 1) }
        #expect(throws: AppError.notFound(what: "Wine 9", place: "the cart")) { try cart.remove(9) }
        #expect(AppError.notFound(what: "Wine 9", place: "the cart").message == "Wine 9 is not in the cart")
    }

    @Test(arguments: ["abc", "", "1.5", "99999999999999999999", "0x10"])
    func quantityTextThatIsNotAWholeNumberIsRefused(text: String) {
        #expect(throws: AppError.self) { try Quantity.number(text) }
    }

    @Test func quantityTextIsParsed() throws {
        #expect(try Quantity.number(" 12 ") == 12)
    }
}
