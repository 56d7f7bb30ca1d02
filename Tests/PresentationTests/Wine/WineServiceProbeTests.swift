import Foundation
import Presentation
import Testing
import TestSupport

/// The wine.com check a one-shot command runs beside its work: it never holds the command up
/// past its budget, and says what it found in one wording.
@Suite struct WineServiceProbeTests {
    @Test func aProblemFoundInTimeIsSaidWithTheLocalFallback() async {
        let clock = TestClock()
        let check = Task<AppError?, Never> { AppError.unavailable(service: "wine.com", reason: "HTTP 503") }
        let warning = await WineServiceProbe.warning(of: check, startedAt: clock.now, clock: clock.clock)
        #expect(warning == "warning: wine.com is unavailable: HTTP 503 (working from the local database)")
    }

    @Test func aServiceThatAnswersIsNotMentioned() async {
        let clock = TestClock()
        let check = Task<AppError?, Never> { nil }
        #expect(await WineServiceProbe.warning(of: check, startedAt: clock.now, clock: clock.clock) == nil)
    }

    @Test func aCheckThatHasAnsweredIsReadWithoutATimer() async {
        let clock = TestClock()
        let check = Task<AppError?, Never> { AppError.unavailable(service: "wine.com", reason: "refused") }
        _ = await check.value
        let warning = await WineServiceProbe.warning(of: check, startedAt: clock.now, clock: clock.clock)
        #expect(warning == "warning: wine.com is unavailable: refused (working from the local database)")
        #expect(clock.requestedSleeps.isEmpty)
    }

    @Test func aCheckStillRunningWhenTheBudgetEndsIsStoppedAndSaidSo() async {
        let clock = TestClock()
        let started = clock.now
        let check = Task<AppError?, Never> {
            try? await clock.clock.sleep(.seconds(3))
            return nil
        }
        // The command's own work took 100 ms of the budget: the check gets what is left.
        clock.advance(by: .milliseconds(100))
        let probe = Task { await WineServiceProbe.warning(of: check, startedAt: started, clock: clock.clock) }
        await clock.waitUntilSleeping(2)
        #expect(clock.requestedSleeps.sorted() == [.milliseconds(200), .seconds(3)])
        clock.advance(by: .milliseconds(200))
        #expect(await probe.value == "warning: wine.com did not answer within 300 ms (working from the local database)")
        #expect(check.isCancelled)
    }
}
