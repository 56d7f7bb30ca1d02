import Foundation
import Testing
import TestSupport

/// The `kiosk` binary as a user runs it: stdout, stderr and the exit status.
@Suite struct KioskCommandTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func kiosk(_ arguments: String..., environment: [String: String] = [:]) async throws -> CommandResult {
        var env = ["HOME": directory.url.path]
        env.merge(environment) { $1 }
        return try await CommandRun.runAsync(Products.executable("kiosk"), arguments, environment: env)
    }

    // MARK: Tests

    @Test func helpListsEveryExitStatus() async throws {
        let result = try await kiosk("--help")
        #expect(result.status == 0)
        for line in ["0   ok", "1   unexpected failure", "64  usage or validation error", "65  conflict", "66  not found",
                     "67  not signed in or wrong PIN", "69  service unavailable"] {
            #expect(result.stdout.contains(line), "missing \(line)")
        }
    }

    @Test func versionIsPrinted() async throws {
        let result = try await kiosk("--version")
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func configJSONIsOneDocumentWithTheResolvedSetup() async throws {
        let data = directory.url.appendingPathComponent("data").path
        let result = try await kiosk("config", "--json", "--data-dir", data, environment: ["KIOSK_PIZZA_URL": "http://127.0.0.1:9999"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["dataDirectory"] as? String == data)
        let endpoints = try #require(document["endpoints"] as? [String: String])
        #expect(endpoints["pizza"] == "http://127.0.0.1:9999")
        #expect(endpoints["wine"] == "http://127.0.0.1:8765")
        #expect(result.stderr.isEmpty)
    }

    @Test func aBadServerIsAUsageErrorNamingTheFlag() async throws {
        let result = try await kiosk("config", "--server", "nonsense", "--data-dir", directory.url.path)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--server: must be an http:// or https:// URL"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aDamagedDatabaseIsExplainedWithoutAStackTrace() async throws {
        let file = directory.url.appendingPathComponent("kiosk.sqlite")
        try Data("this is not sqlite at all, just text that fills the header".utf8).write(to: file)
        let result = try await kiosk("config", "--data-dir", directory.url.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not a Kiosk database"))
        #expect(result.stderr.contains("mv "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func anUnknownOptionIsAUsageError() async throws {
        let result = try await kiosk("config", "--frobnicate")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--frobnicate"))
    }

    @Test func completionScriptsAreGenerated() async throws {
        let result = try await kiosk("--generate-completion-script", "bash")
        #expect(result.status == 0)
        #expect(result.stdout.contains("_kiosk"))
    }
}
