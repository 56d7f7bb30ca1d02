import Foundation
import MockServerKit
import Testing
import TestSupport

/// The mock's JSON reader and writers, and the fixture loader's errors.
@Suite(.hangGuard) struct JSONAndFixtureLoaderTests {
    @Test func parsingKeepsKeyOrderAndNumberText() throws {
        let value = try JSONParser.parse(#"{"b":39.9900,"a":[1e2,-0,true,null,"\u00e9\ud83d\ude00"]}"#)
        #expect(value == .object([
            .init("b", .number("39.9900")),
            .init("a", .array([.number("1e2"), .number("-0"), .bool(true), .null, .string("é😀")])),
        ]))
    }

    @Test(arguments: [#"{"a":1"#, "[1,]", "01", #""\x""#, "{} x", "nul", #"{"a" 1}"#])
    func malformedTextIsRefusedWithAnOffset(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test func writersFollowTheirServersNumberAndEscapingRules() throws {
        let value = try JSONParser.parse(#"[1.0,1e2,1.50,0.00001,1e21,"a/é"]"#)
        #expect(JSONWriter.string(value, style: .javaScript) == #"[1,100,1.5,0.00001,1e+21,"a/é"]"#)
        #expect(JSONWriter.string(value, style: .aspNet) == #"[1.0,1e2,1.50,0.00001,1e21,"a\/é"]"#)
        #expect(JSONWriter.string(value, style: .python) == "[\n  1.0,\n  100.0,\n  1.5,\n  1e-05,\n  1e+21,\n  \"a/\\u00e9\"\n]")
    }

    @Test func aBrokenFixtureNamesTheFileAndTheField() async throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("x")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"request": {"method": "GET", "path": "/a"}, "response": {"status": "200"}}"#.write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let failure = #expect(throws: FixtureLoader.Failure.self) { try FixtureLoader.load(from: directory.url) }
        #expect(failure?.description == "x/bad.json: response.status must be a number from 100 to 599")
        try "not json".write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        #expect(throws: FixtureLoader.Failure.self) { try FixtureLoader.load(from: directory.url) }
        await #expect(throws: FixtureLoader.Failure.self) { try await MockServer.start(configuration: .init(port: 0, fixturesDirectory: directory.url)) }
    }
}
