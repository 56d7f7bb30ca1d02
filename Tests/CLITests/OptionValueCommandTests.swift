import Foundation
import Testing
import TestSupport

/// Every value reaches its rule and every message names what was typed: a value that begins
/// with `-` is a value (`--quantity -1`, `kiosk wine show -1`), another option is not one
/// (`--limit --json`), an empty value is a usage error, and the rule is named by the flag or
/// the argument as the person typed it (`--limit`, `<id>`), never by a field's name.
@Suite(.hangGuard) struct OptionValueCommandTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    /// `kiosk …` against a server that refuses at once (nothing listens on port 9).
    func kiosk(_ arguments: [String], server: String = "http://127.0.0.1:9") async throws -> CommandResult {
        try await CommandRun.runAsync(
            Products.executable("kiosk"), arguments + ["--data-dir", directory.url.appendingPathComponent("data").path, "--server", server],
            environment: ["HOME": directory.url.path]
        )
    }

    @Test(arguments: [
        (["wine", "catalog", "--limit", "-1"], "kiosk: --limit: must be from 1 to 500 (got -1)"),
        (["wine", "catalog", "--limit", "abc"], "kiosk: --limit: must be a whole number from 1 to 500 (got \"abc\")"),
        (["wine", "catalog", "--offset", "-5"], "kiosk: --offset: "),
        (["wine", "catalog", "--sort", "-price"], "kiosk: --sort: must be name or -name (got \"-price\")"),
        // NB: `--sort` takes the next word whatever it is (its orders begin with "-").
        (["wine", "catalog", "--sort", "--json"], "kiosk: --sort: must be name or -name (got \"--json\")"),
        (["wine", "show", "-1"], "kiosk: <id>: must be a wine id, a whole number above 0 (got \"-1\")"),
        (["wine", "cart", "add", "x"], "kiosk: <id>: must be a wine id"),
        (["pizza", "orders", "show", "-2"], "kiosk: <number>: must be an order number, a whole number above 0 (got \"-2\")"),
    ])
    func aValueReachesItsRuleNamedAsTyped(arguments: [String], message: String) async throws {
        let result = try await kiosk(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }

    /// wine.com refuses at once here (port 9), which a command that worked would warn about; a
    /// value refused by its rule says the rule alone.
    @Test(arguments: [["--limit", "0"], ["--sort", "--json"], ["--offset", "x"]])
    func aRefusedValueSaysItsRuleWithoutTheServicesWarning(value: [String]) async throws {
        let result = try await kiosk(["wine", "catalog"] + value)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("kiosk: \(value[0]): "), "\(result.stderr)")
        #expect(!result.stderr.contains("wine.com"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func aNegativeQuantityOfAPizzaReachesTheCartsRule() async throws {
        try await MockProcess.with { mock in
            let result = try await kiosk(["pizza", "cart", "add-drink", "Beer", "--quantity", "-1"], server: mock.baseURL.absoluteString)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.contains("kiosk: --quantity: must be between 1 and 99 (got -1)"), "\(result.stderr)")
        }
    }

    @Test(arguments: [["--category", ""], ["--category="], ["--search", ""], ["--limit="]])
    func anEmptyValueIsAUsageErrorNamingTheOption(value: [String]) async throws {
        let result = try await kiosk(["wine", "catalog", "--json"] + value)
        #expect(result.status == 64, "\(result.stderr)")
        let option = value[0].replacingOccurrences(of: "=", with: "")
        #expect(result.stderr.hasPrefix("kiosk: \(option): must not be empty"), "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Any]])
        #expect(document["error"]?["field"] as? String == option)
        #expect(document["error"]?["kind"] as? String == "usage")
    }

    @Test func anotherOptionIsNotTakenForAValue() async throws {
        let result = try await kiosk(["wine", "catalog", "--limit", "--json"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("kiosk: --limit: needs a value; wines per page (1 to 500)"), "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Any]], "\(result.stdout)")
        #expect(document["error"]?["field"] as? String == "--limit")
    }

    @Test func aSortThatBeginsWithADashIsStillASort() async throws {
        let result = try await kiosk(["wine", "catalog", "--sort", "-name", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((page["query"] as? [String: Any])?["sort"] as? String == "-name")
    }

    @Test func aValueTheParserCannotReadNamesTheOptionAndItsRule() async throws {
        let result = try await kiosk(["pizza", "cart", "add-drink", "Beer", "--quantity", "many"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("kiosk: --quantity: \"many\" is not a valid value; how many (1 to 99)"), "\(result.stderr)")
    }
}
