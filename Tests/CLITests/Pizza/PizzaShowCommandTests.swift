import Foundation
import Testing
import TestSupport

/// `kiosk pizza show`: one pizza, its picture from the pictures server (`KIOSK_PICTURES_URL`).
@Suite(.serialized, .hangGuard) struct PizzaShowCommandTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func kiosk(_ arguments: [String], server: URL, pictures: String? = nil) async throws -> CommandResult {
        var environment = [
            "HOME": directory.url.path,
            "KIOSK_DATA_DIR": directory.url.appendingPathComponent("data").path,
            "KIOSK_PIZZA_URL": server.absoluteString,
            "TERM": "xterm-256color",
        ]
        environment["KIOSK_PICTURES_URL"] = pictures ?? server.absoluteString
        return try await CommandRun.runAsync(Products.executable("kiosk"), ["pizza"] + arguments, environment: environment)
    }

    @Test func showPrintsThePictureThenTheNameIngredientsAndPrice() async throws {
        try await MockProcess.with { mock in
            let shown = try await kiosk(["show", "1", "--images", "blocks"], server: mock.baseURL)
            #expect(shown.status == 0, "\(shown.stderr)")
            let lines = shown.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let pictureRows = lines.prefix { $0.hasPrefix("\u{1B}[38;2;") }
            #expect(pictureRows.count == 11)
            #expect(lines[pictureRows.count].isEmpty)
            #expect(lines[pictureRows.count + 1] == "Margherita")
            #expect(lines[pictureRows.count + 2].hasPrefix("ingredients  Mozzarella"))
            #expect(lines[pictureRows.count + 3].hasPrefix("price        $"))
        }
    }

    @Test func withoutAPicturesServerThereIsNoPictureAndTheSameExitStatus() async throws {
        try await MockProcess.with { mock in
            // The recorded cdn.pbrd.co URLs themselves: nothing listens on port 1.
            let shown = try await kiosk(["show", "margherita", "--images", "blocks"], server: mock.baseURL, pictures: "http://127.0.0.1:1")
            #expect(shown.status == 0)
            #expect(shown.stdout.hasPrefix("Margherita\n"))
            let json = try await kiosk(["show", "margherita", "--json", "--images", "blocks"], server: mock.baseURL)
            #expect(json.status == 0)
            #expect(!json.stdout.contains("\u{1B}"))
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(document["number"] as? Int == 1)
            #expect(document["imageUrl"] as? String == "https://cdn.pbrd.co/images/M57yElqQo.png")
        }
    }

    @Test func anUnknownPizzaExits66() async throws {
        try await MockProcess.with { mock in
            let result = try await kiosk(["show", "Hawaiian Dream"], server: mock.baseURL)
            #expect(result.status == 66)
        }
    }
}
