import Foundation
import Testing
import TestSupport

/// Several `kiosk` commands started at once on the same data directory, as a shell script or
/// a TUI beside a CLI command does. Each round is a new directory, so every round races over
/// creating the database and running its migrations. The API is a closed loopback port: these
/// commands work from the database alone.
@Suite(.hangGuard) struct ConcurrentStartCommandTests {
    /// Before the migrations were serialized, 1 process in 8 failed: 6 rounds of 4 (24
    /// processes) miss that with a chance of 4 %, the long run's 20 rounds practically never.
    static let rounds = TestVolume.choose(quick: 6, long: 20)
    static let processesPerRound = 4
    static let commands: [[String]] = [["wine", "employees", "--json"], ["config", "--json"], ["pizza", "cart", "--json"]]

    /// Runs `kiosk` with `arguments` on `directory`.
    func kiosk(_ arguments: [String], in directory: TemporaryDirectory) async throws -> CommandResult {
        try await CommandRun.runAsync(
            Products.executable("kiosk"),
            arguments + ["--data-dir", directory.url.path, "--server", "http://127.0.0.1:9"],
            environment: ["HOME": directory.url.path]
        )
    }

    // MARK: Tests

    /// Before the migrations were serialized, 10 of 80 such processes failed with `table
    /// "setting" already exists` (or another table) and were told to move the database away.
    @Test func commandsStartedAtOnceOnANewDataDirectoryAllSucceed() async throws {
        for round in 1...Self.rounds {
            let directory = try TemporaryDirectory()
            let results = try await withThrowingTaskGroup(of: (Int, CommandResult).self) { group in
                for process in 0..<Self.processesPerRound {
                    let arguments = Self.commands[process % Self.commands.count]
                    group.addTask { (process, try await kiosk(arguments, in: directory)) }
                }
                return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
            }
            for (process, result) in results.sorted(by: { $0.key < $1.key }) {
                let arguments = Self.commands[process % Self.commands.count].joined(separator: " ")
                #expect(result.status == 0, "round \(round), kiosk \(arguments): \(result.stderr)")
                #expect(!result.stderr.contains("mv "), "round \(round), kiosk \(arguments): \(result.stderr)")
            }
        }
    }
}
