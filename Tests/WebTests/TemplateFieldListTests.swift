import Testing
@testable import KioskWebApp

/// `TemplateFieldList` reads, changes and compares as the dictionary it replaced.
@Suite struct TemplateFieldListTests {
    @Test func aNameIsFoundReplacedAndRemovedAsInADictionary() {
        var fields: TemplateFieldList = ["name": .text("Merlot"), "id": .number(7)]
        #expect(fields["name"] == .text("Merlot"))
        #expect(fields["price"] == nil)
        fields["name"] = .text("Malbec")
        fields["price"] = .text("$9.00")
        #expect(fields["name"] == .text("Malbec"))
        #expect(fields.keys == ["name", "id", "price"])
        fields["id"] = nil
        fields["missing"] = nil
        #expect(fields.keys == ["name", "price"])
        #expect(fields.count == 2)
    }

    @Test func twoListsAreEqualWhenTheyHoldTheSameFieldsInAnyOrder() {
        let one: TemplateFieldList = ["a": .flag(true), "b": .number(1)]
        let other: TemplateFieldList = ["b": .number(1), "a": .flag(true)]
        #expect(one == other)
        #expect(one != ["a": .flag(true)])
        #expect(one != ["a": .flag(true), "b": .number(2)])
        #expect(one != ["a": .flag(true), "c": .number(1)])
    }

    @Test func iteratingGivesEachNameWithItsValueInTheOrderGiven() {
        let fields: TemplateFieldList = ["first": .text("1"), "second": .list([])]
        #expect(fields.map(\.key) == ["first", "second"])
        #expect(fields.map(\.value) == [.text("1"), .list([])])
    }
}
