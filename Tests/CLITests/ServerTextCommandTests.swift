import Foundation
import LoopbackServer
import Testing
import TestSupport

/// What servers send is shown, never obeyed: names, titles and ids that carry escape sequences,
/// bells, tabs or line breaks reach the terminal as visible text, and tables stay aligned for
/// wide characters. Each test runs `kiosk` against a scripted loopback server.
@Suite(.hangGuard) struct ServerTextCommandTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func kiosk(_ server: LoopbackHTTPServer, _ arguments: [String]) async throws -> CommandResult {
        let command = arguments + ["--data-dir", directory.url.path, "--server", "http://127.0.0.1:\(server.port)"]
        let home = directory.url.path
        return try await OffPool.run { try CommandRun.run(Products.executable("kiosk"), command, environment: ["HOME": home]) }
    }

    static func json(_ text: String) -> LoopbackHTTPServer.Reply {
        .respond(status: 200, headers: [("Content-Type", "application/json; charset=utf-8")], body: Data(text.utf8))
    }

    /// A wine.com stand-in with one category and these products.
    static func wineServer(_ products: [String]) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(recordsRequests: false) { request in
            if request.path.hasSuffix("/categorymap") {
                return json(#"{"Status":{"ReturnCode":0,"Messages":[]},"Categories":[{"Id":4,"Name":"Wine Type","Refinements":[{"Id":124,"Name":"Red Wine"}]}]}"#)
            }
            let offset = request.target.contains("offset=0") ? products : []
            return json(#"{"Status":{"ReturnCode":0,"Messages":[]},"Products":{"List":[\#(offset.joined(separator: ","))],"Total":\#(products.count)}}"#)
        }
    }

    /// Whether `text` holds a byte a terminal would act on (C0 controls but line feed, DEL).
    static func hasControlBytes(_ text: String) -> Bool {
        text.utf8.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
    }

    @Test func escapeSequencesInWineNamesAndDescriptionsAreShownNotObeyed() async throws {
        let server = try Self.wineServer([
            #"{"Id":7,"Name":"\u001b[31mRed\u001b[0m","Description":"\u001b]52;c;aGk=\u0007 and\r\na CRLF","PriceMin":10}"#,
            #"{"Id":8,"Name":"Tab\there","PriceMin":0}"#,
        ])
        defer { server.stop() }
        #expect(try await kiosk(server, ["wine", "import"]).status == 0)

        let catalog = try await kiosk(server, ["wine", "catalog"])
        #expect(catalog.status == 0, "\(catalog.stderr)")
        #expect(!Self.hasControlBytes(catalog.stdout), "\(catalog.stdout.debugDescription)")
        #expect(catalog.stdout.contains(" 7  ?[31mRed?[0m "))
        #expect(catalog.stdout.contains(" 8  Tab here"), "a tab in a cell is a space")

        let shown = try await kiosk(server, ["wine", "show", "7"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(!Self.hasControlBytes(shown.stdout), "\(shown.stdout.debugDescription)")
        #expect(shown.stdout.contains("?]52;c;aGk=? and\na CRLF"))

        // The exact text stays exact in JSON, escaped as JSON escapes it.
        let json = try await kiosk(server, ["wine", "show", "7", "--json"])
        #expect(json.stdout.contains(#""name":"\u001b[31mRed\u001b[0m""#))
    }

    @Test func tablesAlignWideCharactersAndKeepLongNamesWholeInPipes() async throws {
        let long = String(repeating: "A", count: 300)
        let server = try Self.wineServer([
            #"{"Id":1,"Name":"日本酒","PriceMin":10}"#,
            #"{"Id":2,"Name":"Sakes!","PriceMin":10}"#,
            #"{"Id":3,"Name":"\#(long)","PriceMin":10,"Labels":[{"Name":"large","Url":"not a url"}]}"#,
        ])
        defer { server.stop() }
        #expect(try await kiosk(server, ["wine", "import"]).status == 0)

        let catalog = try await kiosk(server, ["wine", "catalog"])
        let lines = catalog.stdout.split(separator: "\n").map(String.init)
        let wide = try #require(lines.first { $0.contains("日本酒") })
        let narrow = try #require(lines.first { $0.contains("Sakes!") })
        // "日本酒" takes 6 columns in 3 characters, "Sakes!" 6 in 6: aligned, the wide line is 3 characters shorter.
        #expect(wide.hasSuffix("$10.00") && narrow.hasSuffix("$10.00"))
        #expect(wide.count == narrow.count - 3, "\n\(wide)\n\(narrow)")
        #expect(catalog.stdout.contains(long), "a pipe gets the whole name")
        #expect(!catalog.stdout.contains("not a url"), "a label that is not an http address is no label")
    }

    @Test func counterTitlesAndIDsFromTheServerAreShownNotObeyed() async throws {
        let server = try LoopbackHTTPServer(recordsRequests: false) { _ in
            Self.json(#"[{"id":"x\u001b[2J","title":"\u001b]0;pwned\u0007Tea","count":3},{"id":"b","title":"日本語","count":-1}]"#)
        }
        defer { server.stop() }
        let list = try await kiosk(server, ["counters"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(!Self.hasControlBytes(list.stdout), "\(list.stdout.debugDescription)")
        #expect(list.stdout.contains("?]0;pwned?Tea  [x?[2J]"))
        #expect(list.stdout.contains("日本語  [b]"))
    }

    @Test func bidiOverridesInServerTextAreShownNotObeyed() async throws {
        // A right-to-left override would show "Tea exe.png" for the title below, and an
        // isolate left open would reorder the id printed after it.
        let server = try LoopbackHTTPServer(recordsRequests: false) { _ in
            Self.json(#"[{"id":"a","title":"Tea \u202egnp.exe","count":1},{"id":"b","title":"\u2067שלום","count":2},{"id":"c","title":"עברית\u200f!","count":3}]"#)
        }
        defer { server.stop() }
        let list = try await kiosk(server, ["counters"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Tea ?gnp.exe  [a]"), "\(list.stdout.debugDescription)")
        #expect(list.stdout.contains("?שלום  [b]"), "\(list.stdout.debugDescription)")
        #expect(list.stdout.contains("עברית\u{200F}!  [c]"), "a right-to-left mark is text, kept")
        #expect(!list.stdout.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        let json = try await kiosk(server, ["counters", "--json"])
        #expect(json.stdout.contains("\u{202E}"), "JSON carries the data as it is")
    }
}
