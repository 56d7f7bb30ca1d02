import Foundation
import TestSupport

extension TestClock {
    /// A clock at the first instant of the recorded Counters transcript (kiosk-mock's ids are
    /// its milliseconds since 1970) whose sleeps pass at once, moving the time by their length.
    static func mock(milliseconds: Int64 = 1_795_310_801_698) -> TestClock {
        TestClock(start: Date(timeIntervalSince1970: Double(milliseconds) / 1000), sleeps: .advanceAtOnce)
    }
}
