import Domain
import Testing

/// One parser per kind of id, as every front end reads a typed or posted one.
@Suite struct IDParsingTests {
    @Test func aWineIDIsAWholeNumberAboveZero() throws {
        #expect(try Wine.id(parsing: " 42 ") == 42)
        #expect(throws: AppError.validation(field: "id", rule: "must be a wine id, a whole number above 0 (got \"0\")")) { try Wine.id(parsing: "0") }
        #expect(throws: AppError.validation(field: "id", rule: "must be a wine id, a whole number above 0 (got nothing)")) { try Wine.id(parsing: nil) }
        #expect(throws: AppError.self) { try Wine.id(parsing: "x") }
    }

    @Test func aCategoryIDNamesItsField() throws {
        #expect(try WineCategory.id(parsing: "7") == 7)
        #expect(throws: AppError.validation(field: "category", rule: "must be a category's number (got \"-1\")")) { try WineCategory.id(parsing: "-1") }
    }

    @Test func aPizzaNumberIsAWholeNumberFromZero() throws {
        #expect(try Menu.number(parsing: "0", field: "index") == 0)
        #expect(try DrinkID(parsing: "3", field: "id") == DrinkID(3))
        #expect(throws: AppError.validation(field: "line", rule: "must be a whole number (got “-1”)")) { try PizzaCartLineID(parsing: "-1", field: "line") }
        #expect(throws: AppError.validation(field: "index", rule: "must be a whole number (got nothing)")) { try Menu.number(parsing: nil, field: "index") }
    }

    @Test func aWineOrderNumberIsTheListsOrItsSequence() throws {
        for typed in ["W-000042", "w-42", "42", " 42 ", "W-42"] {
            #expect(try WineOrder.number(parsing: typed) == "W-000042", "\(typed)")
        }
        for wrong in ["0", "W-0", "-1", "W-", "x", "４２", ""] {
            #expect(throws: AppError.validation(field: "number", rule: "must be an order number such as W-000001 or 1 (got \"\(wrong)\")")) {
                try WineOrder.number(parsing: wrong)
            }
        }
        #expect(throws: AppError.self) { try WineOrder.number(parsing: nil) }
    }

    @Test func aPizzaOrderNumberIsAboveZeroWithOrWithoutItsHash() throws {
        for typed in ["12", "#12", " #12 "] {
            #expect(try PizzaOrder.number(parsing: typed) == 12, "\(typed)")
        }
        for wrong in ["0", "#0", "-2", "#", "x", "##12"] {
            #expect(throws: AppError.validation(field: "number", rule: "must be an order number, a whole number above 0 (got \"\(wrong)\")")) {
                try PizzaOrder.number(parsing: wrong)
            }
        }
        #expect(throws: AppError.validation(field: "number", rule: "must be an order number, a whole number above 0 (got nothing)")) {
            try PizzaOrder.number(parsing: nil)
        }
    }

    @Test func aCounterIDIsAnyTextButBlanks() throws {
        #expect(try CounterID(parsing: "c1") == CounterID("c1"))
        #expect(throws: AppError.validation(field: "id", rule: "must name a counter (got nothing)")) { try CounterID(parsing: "  ") }
        #expect(throws: AppError.self) { try CounterID(parsing: nil) }
    }
}
