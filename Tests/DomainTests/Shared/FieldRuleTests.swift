import Domain
import Testing

/// A field's limits, as every front end draws them, say what the Domain judges.
@Suite struct FieldRuleTests {
    @Test func aQuantityFieldSaysItsRangeAndIsAsWideAsItsLargestNumber() {
        #expect(Quantity.rule.summary == "1 to 999")
        #expect(Quantity.rule.minimum == 1 && Quantity.rule.maximum == Quantity.maximum)
        #expect(Quantity.rule.maximumLength == 3)
        #expect(PizzaCart.quantityRule.summary == "1 to 99")
        #expect(PizzaCart.quantityRule.maximumLength == 2)
    }

    @Test func aPINFieldSaysItsDigitsAndHoldsTheLongestPIN() {
        #expect(PIN.rule.summary == "4 to 8 digits")
        #expect(PIN.rule.maximumLength == PIN.maximumLength)
        #expect(PIN.rule.minimum == nil && PIN.rule.maximum == nil)
        #expect(throws: AppError.validation(field: "pin", rule: "must be 4 to 8 digits long (got 9)")) { try PIN("123456789") }
    }

    @Test func aNameFieldSaysItsLongestName() {
        #expect(NewEmployee.nameRule("lastName").summary == "at most \(NewEmployee.maximumNameLength) characters")
        #expect(NewEmployee.nameRule("lastName").maximumLength == NewEmployee.maximumNameLength)
        #expect(EmailAddress.rule.maximumLength == 254)
    }

    @Test func theLimitsAreTheOnesTheRuleJudges() throws {
        #expect(throws: Never.self) { try Quantity.validate(Quantity.rule.maximum!) }
        #expect(throws: AppError.self) { try Quantity.validate(Quantity.rule.maximum! + 1) }
        #expect(throws: AppError.self) { try PIN(String(repeating: "1", count: PIN.rule.maximumLength + 1)) }
        #expect(try PIN(String(repeating: "1", count: PIN.rule.maximumLength)).digits.count == PIN.maximumLength)
    }
}
