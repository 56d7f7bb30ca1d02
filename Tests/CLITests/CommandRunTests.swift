import Foundation
import Testing
import TestSupport

/// The test kit's way of running programs: a hung child fails the test, naming the command.
@Suite(.timeLimit(.minutes(1))) struct CommandRunTests {
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
}
