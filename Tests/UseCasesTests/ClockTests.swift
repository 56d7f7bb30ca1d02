import Foundation
import Testing
import UseCases

@Suite struct ClockTests {
    @Test func fixedClockAlwaysGivesTheSameInstant() async throws {
        let instant = Date(timeIntervalSince1970: 1_700_000_000)
        let clock = Clock.fixed(instant)
        try await clock.sleep(.seconds(3600))
        #expect(clock.now() == instant)
    }
}
