import Testing
@testable import MockServerKit

/// JSON compared by meaning (stub bodies, the fuzzed round trips): found by `Scripts/fuzz
/// mock-json`, an object naming one key twice was unequal to itself written with sorted keys.
@Suite struct JSONSemanticEqualityTests {
    func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

    @Test func aKeyGivenTwiceMeansItsLastValue() throws {
        let twice = try parse(#"{"Vineyard": "A", "Id": 1, "Vineyard": "B"}"#)
        #expect(twice.semanticallyEquals(try parse(#"{"Id": 1.0, "Vineyard": "B"}"#)))
        #expect(!twice.semanticallyEquals(try parse(#"{"Id": 1, "Vineyard": "A"}"#)))
    }

    @Test func anObjectEqualsItselfWrittenInEveryServersStyle() throws {
        let value = try parse(#"{"b": [1, 2.50, {"x": null}], "a": "é/\"", "b": {"c": 1e2}}"#)
        for style in [JSONWriter.Style.aspNet, .javaScript, .python] {
            #expect(try JSONParser.parse(JSONWriter.bytes(value, style: style)).semanticallyEquals(value), "\(style)")
        }
    }

    /// Found by the fuzzer: a number beyond Double's range is what each server makes of it.
    @Test func aNumberBeyondDoublesRangeIsWrittenAsEachServerWritesInfinity() throws {
        let huge = try parse("2E2220")
        #expect(JSONWriter.string(huge, style: .aspNet) == "2E2220")
        #expect(JSONWriter.string(huge, style: .javaScript) == "null")
        #expect(JSONWriter.string(try parse("-2E2220"), style: .python) == "-Infinity")
    }
}
