import Domain
import Foundation
@testable import Networking
import TestSupport
import Testing

/// The hand-written Counters list reader agrees with `JSONDecoder` on every body it reads, and
/// reads every list the real server was recorded sending.
@Suite struct CountersListReaderTests {
    static func byHand(_ body: Data) -> [CounterDTO]? { try? CounterListReader.read(body) }
    static func byDecoder(_ body: Data) -> [CounterDTO]? { try? JSONDecoder().decode([CounterDTO].self, from: body) }

    static func recordedLists() throws -> [(name: String, body: Data)] {
        let directory = Products.packageRoot.appendingPathComponent("Fixtures/counters")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            .filter { $0.hasSuffix(".body.json") }
            .map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) }
            .filter { $0.1.first == UInt8(ascii: "[") }
    }

    @Test func everyRecordedListReadsByHandExactlyAsJSONDecoderReadsIt() throws {
        let lists = try Self.recordedLists()
        #expect(lists.count >= 5)
        for (name, body) in lists {
            let decoded = try #require(Self.byDecoder(body), "\(name)")
            #expect(Self.byHand(body) == decoded, "\(name)")
        }
    }

    static let unusual: [(String, String)] = [
        ("a numeric title", #"[{"id":"a","title":42,"count":1}]"#),
        ("no title", #"[{"id":"a","count":0}]"#),
        ("a null title", #"[{"id":"a","title":null,"count":-3}]"#),
        ("a title of another shape", #"[{"id":"a","title":{"x":[true]},"count":2},{"id":"b","title":false,"count":2}]"#),
        ("unicode and escapes", #"[{"id":"a","title":"Café \u2615 \ud83c\udf75 \"tea\"","count":7},{"title":"Ñandú 葡萄","count":1,"id":"b","extra":[1,2.5e3]}]"#),
        ("an empty list", " [ ] "),
    ]

    @Test(arguments: unusual)
    func unusualListsReadTheSameByBothPaths(_ example: (name: String, json: String)) throws {
        let body = Data(example.json.utf8)
        let decoded = try #require(Self.byDecoder(body), "JSONDecoder refuses \(example.name)")
        #expect(try #require(Self.byHand(body), "the reader gave up on \(example.name)") == decoded)
    }

    static let invalidUTF8: [[UInt8]] = [
        [0xC3, 0x28],              // a lead byte without its continuation
        [0xC0, 0xAF],              // an overlong "/"
        [0xED, 0xA0, 0x80],        // a UTF-16 surrogate
        [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
        [0xFF],
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8AnywhereIsLeftToJSONDecoder(_ bytes: [UInt8]) {
        // Even in a field nobody reads: JSONDecoder refuses such bytes in a member name and lets
        // them pass in a value it skips, so the reader, which skips without building, cannot
        // tell which answer is JSONDecoder's and leaves the whole body to it.
        let body = Data(#"[{"id":"a","count":1,"note":""#.utf8) + Data(bytes) + Data(#""}]"#.utf8)
        #expect(Self.byHand(body) == nil)
    }

    @Test func validMultiByteTextPassesTheUTF8Check() {
        let text = Data("Château — 葡萄 🍷 plain ASCII runs of more than eight bytes".utf8)
        #expect(text.withUnsafeBytes { JSONReader.firstInvalidUTF8(in: $0) } == nil)
    }

    @Test(arguments: 0..<6 as Range<UInt64>)
    func damagedListsNeverReadDifferently(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let bodies = try Self.recordedLists().map(\.body) + Self.unusual.map { Data($0.1.utf8) }
        let replacements = Array(#"{}[]",:0123456789.-eE"\ tnul"#.utf8) + [0x00, 0xC3, 0xFF]
        for _ in 0..<300 {
            var body = [UInt8](bodies[Int.random(in: 0..<bodies.count, using: &random)])
            if body.isEmpty { continue }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: body.removeLast(Int.random(in: 0...body.count, using: &random))
            case 1: body[Int.random(in: 0..<body.count, using: &random)] = replacements.randomElement(using: &random)!
            default: body.remove(at: Int.random(in: 0..<body.count, using: &random))
            }
            if let fast = Self.byHand(Data(body)) {
                #expect(Self.byDecoder(Data(body)) == fast, "seed \(seed): \(String(decoding: body, as: UTF8.self))")
            }
        }
    }
}
