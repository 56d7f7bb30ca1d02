import Foundation
import Testing
import TestSupport

/// `kiosk wine show` with the label picture: `--images`, its default off a terminal, and a broken
/// picture that must change nothing but the missing picture.
@Suite(.serialized, .hangGuard) struct WinePictureCommandTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func kiosk(_ server: URL, _ arguments: [String]) async throws -> CommandResult {
        let environment = ["HOME": directory.url.path, "TERM": "xterm-256color"]
        let command = ["wine"] + arguments + ["--data-dir", directory.url.path, "--server", server.absoluteString]
        return try await OffPool.run { try CommandRun.run(Products.executable("kiosk"), command, environment: environment) }
    }

    func admin(_ server: URL, _ method: String, _ path: String, body: String? = nil) async throws -> Int32 {
        var arguments = ["-s", "-o", "/dev/null", "-X", method, server.appendingPathComponent(path).absoluteString]
        if let body { arguments += ["-H", "Content-Type: application/json", "--data", body] }
        return try await CommandRun.runAsync(URL(fileURLWithPath: "/usr/bin/curl"), arguments).status
    }

    @Test func showDrawsTheLabelInHalfBlocksAboveTheDetails() async throws {
        try await MockProcess.with { mock in
            #expect(try await kiosk(mock.baseURL, ["import"]).status == 0)
            let shown = try await kiosk(mock.baseURL, ["show", "108074", "--images", "blocks"])
            #expect(shown.status == 0)
            let lines = shown.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            // 48×64 label in 16 columns: 16×21 pixels, 11 rows of "▀" cells, then a blank line.
            #expect(lines.prefix(11).allSatisfy { $0.hasPrefix("\u{1B}[38;2;") && $0.hasSuffix("\u{1B}[0m") && $0.filter { $0 == "▀" }.count == 16 })
            #expect(lines[11].isEmpty)
            #expect(lines[12] == "Duckhorn Napa Merlot 2008")
            // The thumbnail is cached under ~/.cache/kiosk (a cache: not in the data directory).
            let cached = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent(".cache/kiosk/thumbnails").path)
            #expect(cached.count == 1)
        }
    }

    @Test func noEscapeSequenceWithJSONOrWhenStdoutIsNotATerminal() async throws {
        try await MockProcess.with { mock in
            #expect(try await kiosk(mock.baseURL, ["import"]).status == 0)
            let json = try await kiosk(mock.baseURL, ["show", "108074", "--json", "--images", "blocks"])
            #expect(json.status == 0)
            #expect(!json.stdout.contains("\u{1B}"))
            let piped = try await kiosk(mock.baseURL, ["show", "108074"])
            #expect(piped.status == 0)
            #expect(piped.stdout.hasPrefix("Duckhorn Napa Merlot 2008\n"))
            #expect(!piped.stdout.contains("\u{1B}"))
            let off = try await kiosk(mock.baseURL, ["show", "108074", "--images", "off"])
            #expect(off.stdout == piped.stdout)
        }
    }

    @Test func noColorTurnsDetectedHalfBlocksOffButNotAnExplicitChoice() async throws {
        try await MockProcess.with { mock in
            #expect(try await kiosk(mock.baseURL, ["import"]).status == 0)
            let detected = try await kiosk(mock.baseURL, ["show", "108074", "--images", "auto"])
            #expect(detected.stdout.contains("▀"), "auto draws half blocks on this TERM without NO_COLOR")
            let command = ["wine", "show", "108074", "--images", "auto", "--data-dir", directory.url.path, "--server", mock.baseURL.absoluteString]
            let noColor = try await OffPool.run { [directory] in
                try CommandRun.run(Products.executable("kiosk"), command,
                                   environment: ["HOME": directory.url.path, "TERM": "xterm-256color", "NO_COLOR": "1"])
            }
            #expect(noColor.status == 0)
            #expect(!noColor.stdout.contains("\u{1B}"))
            #expect(noColor.stdout.hasPrefix("Duckhorn Napa Merlot 2008\n"))
            let explicit = try await OffPool.run { [directory] in
                try CommandRun.run(Products.executable("kiosk"), ["wine", "show", "108074", "--images", "blocks", "--data-dir", directory.url.path,
                                                                  "--server", mock.baseURL.absoluteString],
                                   environment: ["HOME": directory.url.path, "TERM": "xterm-256color", "NO_COLOR": "1"])
            }
            #expect(explicit.stdout.contains("▀"))
        }
    }

    @Test func aBrokenLabelPrintsNoPictureAndChangesNothingElse() async throws {
        try await MockProcess.with { mock in
            #expect(try await kiosk(mock.baseURL, ["import"]).status == 0)
            let plain = try await kiosk(mock.baseURL, ["show", "108074"])
            #expect(try await admin(mock.baseURL, "POST", "/__admin/faults", body: #"{"kind": "status", "status": 404, "route": "/labels/*"}"#) == 0)
            let broken = try await kiosk(mock.baseURL, ["show", "108074", "--images", "blocks"])
            #expect(broken.status == 0)
            #expect(broken.stdout == plain.stdout)
        }
    }

    @Test func configNamesThePicturesServerAndTheCache() async throws {
        let environment = ["HOME": directory.url.path, "KIOSK_PICTURES_URL": "http://127.0.0.1:9321"]
        let result = try await CommandRun.runAsync(Products.executable("kiosk"), ["config", "--json", "--data-dir", directory.url.path], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["pictures"] as? String == "http://127.0.0.1:9321")
        #expect(document["pictureCache"] as? String == directory.url.appendingPathComponent(".cache/kiosk/thumbnails").path)
    }

    @Test func thePictureCacheFollowsXDGCacheHome() async throws {
        let cache = directory.url.appendingPathComponent("xdg-cache").path
        let environment = ["HOME": directory.url.path, "XDG_CACHE_HOME": cache]
        let result = try await CommandRun.runAsync(Products.executable("kiosk"), ["config", "--json", "--data-dir", directory.url.path], environment: environment)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["pictureCache"] as? String == cache + "/kiosk/thumbnails")
        let relative = try await CommandRun.runAsync(Products.executable("kiosk"), ["config", "--json", "--data-dir", directory.url.path],
                                                     environment: ["HOME": directory.url.path, "XDG_CACHE_HOME": "relative/cache"])
        let ignored = try #require(try JSONSerialization.jsonObject(with: Data(relative.stdout.utf8)) as? [String: Any])
        #expect(ignored["pictureCache"] as? String == directory.url.appendingPathComponent(".cache/kiosk/thumbnails").path)
    }

    @Test func anUnknownImagesModeIsAUsageError() async throws {
        let result = try await kiosk(URL(string: "http://127.0.0.1:9")!, ["show", "108074", "--images", "braille"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--images"))
    }
}
