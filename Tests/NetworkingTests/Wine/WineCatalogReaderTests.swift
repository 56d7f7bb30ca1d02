import Domain
import Foundation
@testable import Networking
import TestSupport
import Testing

/// The hand-written catalog reader agrees with `JSONDecoder` on every body: where it reads one,
/// it reads the same wines, total and status; where it gives up, `JSONDecoder` decides. And on
/// the bodies wine.com and kiosk-mock actually send, it does not give up (or it would be slow
/// for nothing).
@Suite(.hangGuard) struct WineCatalogReaderTests {
    /// What a page comes to, by either path.
    struct Outcome: Equatable, CustomStringConvertible {
        var returnCode: Int
        var messages: [String]
        var wines: [Wine]?
        var offset: Int?
        var total: Int?

        init(_ dto: WineCatalogDTO) {
            returnCode = dto.status.returnCode
            messages = dto.status.messages
            wines = dto.products?.list.map(\.wine)
            offset = dto.products?.offset
            total = dto.products?.total
        }

        var description: String { "ReturnCode \(returnCode) \(messages), total \(total.map(String.init) ?? "nil"), wines \(wines.map { "\($0)" } ?? "nil")" }
    }

    static func byHand(_ body: Data) -> Outcome? {
        (try? WineCatalogReader.read(body)).map(Outcome.init)
    }

    static func byDecoder(_ body: Data) -> Outcome? {
        (try? JSONDecoder().decode(WineCatalogDTO.self, from: body)).map(Outcome.init)
    }

    /// The property: a body the reader reads, `JSONDecoder` reads the same way.
    static func expectAgreement(_ body: Data, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let fast = byHand(body) else { return }
        #expect(byDecoder(body) == fast, comment, sourceLocation: sourceLocation)
    }

    static let fixtures = Products.packageRoot.appendingPathComponent("Fixtures/wine")

    /// Every catalog body in the fixtures: the ones kiosk-mock serves and the reference recordings.
    static func catalogBodies() throws -> [(name: String, body: Data)] {
        var result: [(String, Data)] = []
        for directory in [fixtures, fixtures.appendingPathComponent("reference")] {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".json") {
                let body = try Data(contentsOf: directory.appendingPathComponent(name))
                if String(decoding: body, as: UTF8.self).contains("\"Products\"") { result.append((name, body)) }
            }
        }
        return result
    }

    @Test func everyRecordedCatalogReadsByHandExactlyAsJSONDecoderReadsIt() throws {
        let bodies = try Self.catalogBodies()
        #expect(bodies.count >= 15)
        for (name, body) in bodies {
            let decoded = try #require(Self.byDecoder(body), "\(name) no longer decodes")
            // The recordings are what the API sends: the fast path must take every one of them.
            let fast = try #require(Self.byHand(body), "the reader gave up on \(name): \(String(describing: try? WineCatalogReader.read(body)))")
            #expect(fast == decoded, "\(name)")
        }
    }

    /// A page as kiosk-mock writes it, with the data the recordings never showed.
    static func page(_ products: [String], total: String = "100000") -> Data {
        Data("""
        {"Status":{"Messages":[],"ReturnCode":0},"Products":{"List":[\(products.joined(separator: ","))],"Offset":0,"Total":\(total)}}
        """.utf8)
    }

    static func product(_ fields: String) -> String {
        #"{"Id":7,"Name":"Château Test 2008",\#(fields)}"#
    }

    static let unusualProducts: [(String, String)] = [
        ("escapes and unicode", product(#""Description":"Line\nbreak \"quoted\" \/ slash \u00e9 \ud83c\udf77 tab\t","Vineyard":{"Id":1,"Name":"Bodega Ñandú 葡萄"}"#)),
        ("raw UTF-8", product(#""Type":"Vin rosé","Vintage":"  2015  ""#)),
        ("nulls everywhere", product(#""Type":null,"Appellation":null,"Varietal":null,"Vineyard":null,"Labels":null,"Vintage":null,"Description":null,"PriceMax":null,"PriceMin":null,"PriceRetail":null"#)),
        ("empty strings for objects", product(#""Appellation":"","Varietal":" ","Vineyard":"","Vintage":"","Description":"   ""#)),
        ("PROXY Year", product(#""Year":null"#)),
        ("numeric vintage", product(#""Vintage":2008"#)),
        ("Year when Vintage is empty", product(#""Vintage":"","Year":"1999""#)),
        ("zero and tiny prices", product(#""PriceMax":0,"PriceMin":0.0,"PriceRetail":0.004"#)),
        ("rounding prices", product(#""PriceMax":39.9950,"PriceMin":39.9949,"PriceRetail":1"#)),
        ("negative price", product(#""PriceRetail":-5.5,"PriceMin":-0.0"#)),
        ("nested references", product(#""Appellation":{"Id":2398,"Name":"Napa Valley","Url":"x","Region":{"Id":101,"Name":"California","Area":null}},"Varietal":{"Id":138,"Name":"Merlot","WineType":""}"#)),
        ("labels", product(#""Labels":[{"Id":"a","Name":"thumbnail","Url":"http://x/a.jpg"},{"Name":"LARGE","Url":"http://x/b.jpg"},{"Name":null,"Url":null},{}]"#)),
        ("padded name", #"{"Id":8,"Name":"  Spaced Out \u00a0","Type":"Wine"}"#),
        ("skipped deep values", product(#""Ratings":{"HighestScore":[1,2.5e3,-0.1,true,false,null,{"a":[[[]]]}],"List":[]},"Retail":{"InStock":true}"#)),
        ("whitespace between tokens", " {\n\t\"Id\" : 9 ,\r\n \"Name\" :\"Spaces\" } "),
    ]

    @Test(arguments: unusualProducts)
    func unusualDataReadsTheSameByBothPaths(_ example: (name: String, product: String)) throws {
        let body = Self.page([example.product])
        let decoded = try #require(Self.byDecoder(body), "JSONDecoder refuses the \(example.name) example")
        let fast = try #require(Self.byHand(body), "the reader gave up on the \(example.name) example")
        #expect(fast == decoded)
    }

    static let refusedByBoth: [(String, Data)] = [
        ("truncated", Data(#"{"Status":{"ReturnCode":0},"Products":{"List":[{"Id":1,"Name":"A"#.utf8)),
        ("a string id", page([#"{"Id":"1","Name":"A"}"#])),
        ("a missing name", page([#"{"Id":1}"#])),
        ("an object where text belongs", page([product(#""Description":{"Text":"x"}"#)])),
        ("text where an object belongs", page([product(#""Vineyard":"Duckhorn""#)])),
        ("a price as text", page([product(#""PriceRetail":"9.99""#)])),
        ("no status", Data(#"{"Products":{"List":[]}}"#.utf8)),
        ("trailing garbage", Data(#"{"Status":{"ReturnCode":0}} x"#.utf8)),
        ("an array at the top", Data(#"[{"Status":{"ReturnCode":0}}]"#.utf8)),
        ("a control character in a string", Data("{\"Status\":{\"ReturnCode\":0,\"Messages\":[\"a\u{1}b\"]}}".utf8)),
        ("invalid UTF-8", Data([0x7B, 0x22, 0x53, 0x74, 0x61, 0x74, 0x75, 0x73, 0x22, 0x3A, 0x7B, 0x22, 0x52, 0x65, 0x74, 0x75, 0x72, 0x6E,
                                0x43, 0x6F, 0x64, 0x65, 0x22, 0x3A, 0x30, 0x2C, 0x22, 0x4D, 0x65, 0x73, 0x73, 0x61, 0x67, 0x65, 0x73,
                                0x22, 0x3A, 0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D, 0x7D, 0x7D])),
    ]

    @Test(arguments: refusedByBoth)
    func malformedBodiesAreLeftToJSONDecoder(_ example: (name: String, body: Data)) {
        #expect(Self.byHand(example.body) == nil, "the reader accepted \(example.name)")
        #expect(Self.byDecoder(example.body) == nil, "JSONDecoder accepted \(example.name)")
    }

    @Test func aFieldGivenTwiceIsLeftToJSONDecoder() {
        #expect(Self.byHand(Self.page([Self.product(#""Vintage":"2001","Vintage":"2002""#)])) == nil)
    }

    @Test func anErrorEnvelopeReadsWithItsMessages() throws {
        let body = Data(#"{"Status":{"Messages":["Invalid apikey","Second"],"ReturnCode":200}}"#.utf8)
        let fast = try #require(Self.byHand(body))
        #expect(fast.returnCode == 200)
        #expect(fast.messages == ["Invalid apikey", "Second"])
        #expect(fast.wines == nil)
        #expect(fast == Self.byDecoder(body))
    }

    /// Cut short and corrupted bodies: whatever the reader accepts, `JSONDecoder` reads the same.
    @Test(arguments: 0..<8 as Range<UInt64>)
    func damagedBodiesNeverReadDifferently(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let bodies = try Self.catalogBodies().map(\.body) + Self.unusualProducts.map { Self.page([$0.1]) }
        let replacements = Array(#"{}[]",:0123456789.-eE"\ tnul"#.utf8) + [0x00, 0xC3, 0xFF]
        for _ in 0..<400 {
            var body = [UInt8](bodies[Int.random(in: 0..<bodies.count, using: &random)])
            switch Int.random(in: 0..<3, using: &random) {
            case 0: body.removeLast(Int.random(in: 0...body.count, using: &random))
            case 1:
                for _ in 0..<Int.random(in: 1...3, using: &random) where !body.isEmpty {
                    body[Int.random(in: 0..<body.count, using: &random)] = replacements.randomElement(using: &random)!
                }
            default:
                if !body.isEmpty { body.remove(at: Int.random(in: 0..<body.count, using: &random)) }
            }
            Self.expectAgreement(Data(body), "seed \(seed)")
        }
    }
}
