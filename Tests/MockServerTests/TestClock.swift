import Foundation
import MockServerKit
import Synchronization

/// A clock the test moves by hand; `sleep` returns at once and records what was asked.
final class TestClock: Sendable {
    private let state: Mutex<(now: Date, sleeps: [Duration])>

    init(milliseconds: Int64 = 1_795_310_801_698) {
        state = Mutex((Date(timeIntervalSince1970: Double(milliseconds) / 1000), []))
    }

    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func advance(milliseconds: Int64) {
        state.withLock { $0.now += Double(milliseconds) / 1000 }
    }

    var clock: MockClock {
        MockClock(
            now: { self.state.withLock { $0.now } },
            sleep: { duration in self.state.withLock { $0.sleeps.append(duration) } }
        )
    }
}
