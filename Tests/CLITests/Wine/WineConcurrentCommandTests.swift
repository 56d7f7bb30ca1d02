import Foundation
import Testing
import TestSupport

/// `kiosk wine` commands started at once on one data directory: what the database decides when
/// processes race. Each round is a new directory. The API is a closed loopback port.
@Suite(.hangGuard) struct WineConcurrentCommandTests {
    /// Runs `kiosk wine` with `arguments` on `directory`.
    func kiosk(_ arguments: [String], in directory: TemporaryDirectory) async throws -> CommandResult {
        try await CommandRun.runAsync(
            Products.executable("kiosk"),
            ["wine"] + arguments + ["--data-dir", directory.url.path, "--server", "http://127.0.0.1:9"],
            environment: ["HOME": directory.url.path]
        )
    }

    /// Runs one `kiosk wine` per element of `arguments`, all at once, and returns the results in
    /// the same order.
    func kioskAtOnce(_ arguments: [[String]], in directory: TemporaryDirectory) async throws -> [CommandResult] {
        try await withThrowingTaskGroup(of: (Int, CommandResult).self) { group in
            for (index, command) in arguments.enumerated() {
                group.addTask { (index, try await kiosk(command, in: directory)) }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }.sorted { $0.key < $1.key }.map(\.value)
        }
    }

    /// Rounds of processes racing: the lost throttle counts showed in 6 rounds of 10, so 4
    /// rounds miss them with a chance of 3 % (the long run: 10 rounds).
    static let rounds = TestVolume.choose(quick: 4, long: 10)

    // MARK: Tests

    /// A sign-in past `--idle-sign-out` (2 minutes) found by six commands at once is ended
    /// once: one of them says who was signed out, and none of them runs as that employee.
    @Test func ofCommandsRacingPastTheIdleLimitExactlyOneEndsTheSignIn() async throws {
        for round in 1...Self.rounds {
            let directory = try TemporaryDirectory()
            #expect(try await kiosk(["employee", "add", "--pin", "1234", "--first-name", "Ana", "--last-name", "Lima"], in: directory).status == 0)
            #expect(try await kiosk(["login", "--pin", "1234"], in: directory).status == 0)
            // NB: the last use moved back to 1970 in the database, as a kiosk left alone since
            // then would have it: no waiting for real time.
            let aged = try await CommandRun.runAsync(URL(fileURLWithPath: "/usr/bin/sqlite3"), [
                directory.url.appendingPathComponent("kiosk.sqlite").path,
                "UPDATE setting SET value = '1000' WHERE key = 'wine.session.lastActivity'",
            ])
            #expect(aged.status == 0, "\(aged.stderr)")
            let results = try await kioskAtOnce(Array(repeating: ["whoami"], count: 6), in: directory)
            let said = results.filter { $0.stderr.contains("kiosk: Ana Lima was signed out after 2 minutes without use.") }
            #expect(said.count == 1, "round \(round): \(results.map(\.stderr))")
            #expect(results.allSatisfy { $0.status == 67 }, "round \(round): \(results.map(\.status))")
        }
    }

    @Test func ofCreatesRacingForOneLastNameExactlyOneWinsAndTheOthersAre65() async throws {
        for round in 1...Self.rounds {
            let directory = try TemporaryDirectory()
            let results = try await kioskAtOnce((1...6).map { process in
                ["employee", "add", "--pin", "100\(process)", "--first-name", "P\(process)", "--last-name", "Lima"]
            }, in: directory)
            #expect(results.filter { $0.status == 0 }.count == 1, "round \(round): \(results.map(\.status))")
            for result in results where result.status != 0 {
                #expect(result.status == 65, "round \(round): \(result.stderr)")
                #expect(result.stderr.contains("--last-name: another employee is already called Lima"), "round \(round): \(result.stderr)")
            }
            let list = try await kiosk(["employees", "--json"], in: directory)
            let employees = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
            #expect(employees.count == 1, "round \(round)")
        }
    }

    /// Wrong PINs entered at once are each counted: every process told "no employee has this
    /// PIN" saw its own count, so the waits they announce are 2, 4, 8… s with none repeated
    /// (the first two are free and announce none). Processes that find the wait already running
    /// are refused unchecked and not counted. Reading the throttle in one transaction and writing
    /// it in another lost counts: in 10 rounds of 8, 6 rounds had up to 8 answered wrong PINs
    /// leave a count of 3.
    @Test func wrongPINsEnteredAtOnceAreAllCounted() async throws {
        for round in 1...Self.rounds {
            let directory = try TemporaryDirectory()
            _ = try await kiosk(["employees"], in: directory)
            let results = try await kioskAtOnce((1...8).map { ["login", "--pin", "999\($0)"] }, in: directory)
            var unannounced = 0
            var announced: [Int] = []
            for result in results {
                #expect(result.status == 67, "round \(round): \(result.stderr)")
                if result.stderr.contains("too many wrong PINs in a row; try again in") { continue }
                #expect(result.stderr.contains("pin: no employee has this PIN"), "round \(round): \(result.stderr)")
                if let range = result.stderr.range(of: #"must wait (\d+) s"#, options: .regularExpression) {
                    announced.append(Int(result.stderr[range].split(separator: " ")[2])!)
                } else {
                    unannounced += 1
                }
            }
            let counted = unannounced + announced.count
            #expect(unannounced == min(counted, 2), "round \(round): \(unannounced) wrong PINs counted as the first or second, waits \(announced.sorted())")
            #expect(announced.sorted() == (0..<max(counted - 2, 0)).map { 2 << $0 }, "round \(round): waits \(announced.sorted())")
        }
    }
}
