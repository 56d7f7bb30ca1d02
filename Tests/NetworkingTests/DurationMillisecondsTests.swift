@testable import Networking
import Testing

@Suite("Duration.milliseconds")
struct DurationMillisecondsTests {
    @Test func wholeAndFractionalDurationsRoundDown() {
        #expect(Duration.seconds(30).milliseconds == 30_000)
        #expect(Duration.milliseconds(250).milliseconds == 250)
        #expect(Duration.microseconds(1999).milliseconds == 1)
        #expect(Duration.zero.milliseconds == 0)
    }

    @Test func anEnormousDurationIsClampedRatherThanOverflowing() {
        #expect(Duration.seconds(Int64.max).milliseconds == Int(Int32.max))
    }
}
