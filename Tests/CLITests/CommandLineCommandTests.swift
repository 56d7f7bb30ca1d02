import Foundation
import Testing
import TestSupport

/// The command line as people type it: global options anywhere, one JSON document for a line
/// that does not parse, and answers for the common slips (a command one letter off, a value
/// that begins with "-").
@Suite(.hangGuard) struct CommandLineCommandTests {
    let directory: TemporaryDirectory
    var data: String { directory.url.appendingPathComponent("data").path }

    init() throws { directory = try TemporaryDirectory() }

    func kiosk(_ arguments: String...) async throws -> CommandResult {
        try await CommandRun.runAsync(Products.executable("kiosk"), arguments, environment: ["HOME": directory.url.path])
    }

    func document(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)\n\(result.stderr)")
    }

    // MARK: Global options anywhere

    @Test func globalOptionsBeforeTheCommandApplyToIt() async throws {
        let result = try await kiosk("--data-dir", data, "--json", "--server", "http://127.0.0.1:9", "config")
        #expect(result.status == 0, "\(result.stderr)")
        let config = try document(result)
        #expect(config["dataDirectory"] as? String == data)
        #expect((config["endpoints"] as? [String: String])?["pizza"] == "http://127.0.0.1:9")
    }

    @Test func globalOptionsBetweenTheAppAndItsCommandApplyToIt() async throws {
        let result = try await kiosk("pizza", "--json", "--data-dir=\(data)", "orders")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any] != nil, "\(result.stdout)")
    }

    @Test func everyGlobalOptionInTheUsageIsAcceptedBeforeTheApp() async throws {
        let help = try await kiosk("config", "--help")
        let usage = try #require(help.stdout.split(separator: "\n").first { $0.hasPrefix("USAGE:") })
        let options = usage.split(separator: "[").dropFirst().map { $0.split(separator: "]").first.map(String.init) ?? "" }
        #expect(options.count >= 5, "\(usage)")
        let values = ["<dir>": data, "<url>": "http://127.0.0.1:9", "<mode>": "off", "<name>": "front", "<duration>": "90s"]
        // NB: --database takes a database's URL, not a server's.
        let valuesByOption = ["--database": "sqlite:\(data)/other.sqlite"]
        for option in options {
            let words = option.split(separator: " ").map(String.init)
            var value: String?
            if words.count > 1 {
                guard let known = valuesByOption[words[0]] ?? values[words[1]] else {
                    Issue.record("no value for \(option)")
                    continue
                }
                value = known
            }
            let result = try await CommandRun.runAsync(
                Products.executable("kiosk"), [words[0]] + (value.map { [$0] } ?? []) + ["config", "--data-dir", data],
                environment: ["HOME": directory.url.path]
            )
            #expect(result.status == 0, "\(option): \(result.stderr)")
        }
    }

    @Test func aValueAfterDoubleDashIsNeverTakenForAnOption() async throws {
        let result = try await kiosk("counters", "add", "--data-dir", data, "--server", "http://127.0.0.1:9", "--json", "--", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let counters = try #require(try document(result)["counters"] as? [[String: Any]])
        #expect(counters.first?["title"] as? String == "--json")
    }

    // MARK: One JSON document for a line that does not parse

    @Test func anUnknownOptionWithJSONIsOneUsageDocument() async throws {
        let result = try await kiosk("--json", "config", "--frobnicate")
        #expect(result.status == 64)
        let error = try #require(try document(result)["error"] as? [String: Any])
        #expect(error["kind"] as? String == "usage")
        #expect(error["exitCode"] as? Int == 64)
        #expect(error["field"] as? String == "--frobnicate")
        #expect((error["message"] as? String)?.contains("--frobnicate") == true)
        #expect(result.stderr.hasPrefix("kiosk: "))
    }

    @Test func aValueTheParserRejectsWithJSONIsOneUsageDocument() async throws {
        let result = try await kiosk("pizza", "menu", "--images", "fireworks", "--json")
        #expect(result.status == 64)
        let error = try #require(try document(result)["error"] as? [String: Any])
        #expect(error["message"] as? String == "--images: must be one of auto, kitty, sixel, blocks, off (got \"fireworks\")")
        #expect(error["field"] as? String == "--images")
    }

    @Test func aMissingArgumentWithJSONIsOneUsageDocument() async throws {
        let result = try await kiosk("counters", "delete", "--json", "--yes")
        #expect(result.status == 64)
        let error = try #require(try document(result)["error"] as? [String: Any])
        #expect(error["message"] as? String == "<counter>: is required; the counters' ids or titles")
        #expect(error["field"] as? String == "counter")
    }

    @Test func withoutJSONAUsageErrorLeavesStdoutEmpty() async throws {
        let result = try await kiosk("config", "--frobnicate")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Usage: kiosk config"))
    }

    // MARK: Slips

    @Test func aCommandOneLetterOffIsAnsweredWithDidYouMean() async throws {
        let result = try await kiosk("counter")
        #expect(result.status == 64)
        #expect(result.stderr.contains("'counter' is not a command of kiosk; did you mean 'counters'?"), "\(result.stderr)")
        let nested = try await kiosk("pizza", "men")
        #expect(nested.stderr.contains("did you mean 'menu'?"), "\(nested.stderr)")
    }

    @Test func aMistypedCommandIsNamedThoughAGlobalOptionFollowsIt() async throws {
        let json = try await kiosk("wine", "catlog", "--json")
        #expect(json.status == 64)
        let error = try document(json)["error"] as? [String: Any]
        #expect(error?["message"] as? String == "'catlog' is not a command of kiosk wine; did you mean 'catalog'?", "\(json.stdout)")
        #expect(error?["field"] as? String == "catlog", "\(json.stdout)")
        let placedBefore = try await kiosk("--server", "http://127.0.0.1:1", "pizza", "men")
        #expect(placedBefore.status == 64)
        #expect(placedBefore.stderr.contains("'men' is not a command of kiosk pizza; did you mean 'menu'?"), "\(placedBefore.stderr)")
        let bothBefore = try await kiosk("--json", "--server", "http://127.0.0.1:1", "pizza", "men")
        #expect(try document(bothBefore)["error"].flatMap { $0 as? [String: Any] }?["field"] as? String == "men", "\(bothBefore.stdout)")
        // A flag given twice, the first without its value: a missing value, not a command.
        let twice = try await kiosk("--data-dir", "--data-dir", data)
        #expect(!twice.stderr.contains("is not a command"), "\(twice.stderr)")
        // A global option the leaf does take is still judged as the leaf judges it.
        let missing = try await kiosk("wine", "catalog", "--server")
        #expect(missing.stderr.hasPrefix("kiosk: --server: needs a value; the base URL of every API"), "\(missing.stderr)")
        let help = try await kiosk("wine", "help", "catalog", "--json")
        #expect(!help.stderr.contains("'help' is not a command"), "\(help.stderr)")
    }

    @Test func anUnknownCommandFarFromAnyListsTheCommands() async throws {
        let result = try await kiosk("pizza", "zzzz")
        #expect(result.status == 64)
        #expect(result.stderr.contains("its commands: menu, show"), "\(result.stderr)")
    }

    @Test func aTitleThatBeginsWithADashIsAnsweredWithTheRule() async throws {
        let result = try await kiosk("counters", "add", "-x", "--data-dir", data)
        #expect(result.status == 64)
        #expect(result.stderr.contains(#"-x is not an option of kiosk counters add; a <title> that begins with "-" goes after "--": kiosk counters add --data-dir"#), "\(result.stderr)")
        #expect(result.stderr.contains("-- -x"))
    }

    @Test func aKnownFlagWithoutTheArgumentIsNotMistakenForAValue() async throws {
        let result = try await kiosk("counters", "add", "--quiet")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("kiosk: <title>: is required; the counter's name"), "\(result.stderr)")
    }
}
