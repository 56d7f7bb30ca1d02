import Foundation
import Testing
import TestSupport

/// kiosk-tui and kiosk-web read their lines as kiosk does: a value that begins with `-`
/// reaches the option's rule, another option is no value, an empty value is a usage error, and
/// a refusal names the option and its rule.
@Suite(.hangGuard) struct FrontEndCommandLineTests {
    func run(_ program: String, _ arguments: [String]) async throws -> CommandResult {
        let directory = try TemporaryDirectory()
        return try await CommandRun.runAsync(Products.executable(program), arguments, environment: ["HOME": directory.url.path])
    }

    @Test(arguments: [
        ("kiosk-web", ["--port", "-5"], "Error: --port must be between 0 and 65535"),
        ("kiosk-web", ["--port", "--verbose"], "Error: --port: needs a value; the port to listen on (0 picks a free one)"),
        ("kiosk-web", ["--port", "abc"], "Error: --port: \"abc\" is not a valid value; the port to listen on"),
        ("kiosk-web", ["--host", ""], "Error: --host: must not be empty; the address to listen on"),
        ("kiosk-tui", ["--log-file"], "Error: --log-file: needs a value; where log lines go"),
        ("kiosk-tui", ["--kiosk="], "Error: --kiosk: must not be empty; this kiosk's name on a shared database"),
    ])
    func aValueIsReadAsKioskReadsItAndRefusedNamingTheOption(program: String, arguments: [String], message: String) async throws {
        let result = try await run(program, arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }

    @Test func aDashedLogFileIsTheLogFile() async throws {
        // NB: read as the value, the line parses; the TUI then stops at the missing terminal.
        let result = try await run("kiosk-tui", ["--log-file", "-x"])
        #expect(result.stderr.hasPrefix("kiosk-tui: standard output is not a terminal"), "\(result.stderr)")
    }
}
