import Foundation
import Testing
import TestSupport

/// The test kit's way of running programs: a hung child fails the test, naming the command.
// NB: a hang guard with room: the suite took 47 s within a loaded `make test` on a slower machine.
@Suite(.hangGuard) struct CommandRunTests {
    @Test func aCommandPastItsTimeIsKilledAndNamed() async throws {
        // NB: asked to sleep far past the suite's time limit, so only the kill can end it.
        await #expect {
            _ = try await CommandRun.runAsync(URL(fileURLWithPath: "/bin/sleep"), ["600"], timeout: .milliseconds(300))
        } throws: { error in
            guard case let CommandRunError.timedOut(command, _, _, _) = error else { return false }
            return command == "sleep 600"
        }
    }

    @Test func aCommandWithinItsTimeGivesItsOutcome() async throws {
        let result = try await CommandRun.runAsync(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo out; echo err >&2; exit 3"])
        #expect(result.stdout == "out\n" && result.stderr == "err\n" && result.status == 3)
    }

    @Test func aCommandEndsWhenItExitsThoughAProcessItLeftHoldsItsOutput() async throws {
        // NB: the shell leaves a sleep holding copies of its stdout and stderr. Reading to end
        // of file waited for the sleep, so the 10-s watchdog fired and the run failed.
        let result = try await CommandRun.runAsync(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "sleep 30 & echo $!; echo err >&2"], timeout: .seconds(10)
        )
        if let leftRunning = pid_t(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) { kill(leftRunning, SIGKILL) }
        #expect(result.status == 0 && result.stderr == "err\n")
    }

    @Test func aWrapperPastItsTimeIsKilledWithTheCommandItStarted() async throws {
        // NB: `sh -c 'sleep 600; :'` forks the sleep and waits (the `:` keeps it from exec'ing
        // into it); killing only the shell left the sleep running, holding the pipes.
        let marker = "\(Int.random(in: 100_000...999_999))"
        await #expect(throws: CommandRunError.self) {
            _ = try await CommandRun.runAsync(URL(fileURLWithPath: "/bin/sh"), ["-c", "sleep 6\(marker); :"], timeout: .milliseconds(500))
        }
        let left = try CommandRun.run(URL(fileURLWithPath: "/usr/bin/pgrep"), ["-f", "sleep 6\(marker)"])
        #expect(left.stdout.isEmpty, "still running: \(left.stdout)")
    }
}
