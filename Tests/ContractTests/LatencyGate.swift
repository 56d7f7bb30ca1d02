import Foundation
import struct Clocks.Clock
import MockServerKit
import Synchronization

/// A mock clock whose `sleep` (a latency fault) lasts until the test opens the gate: the server
/// really does not answer until the client has given up, however long the client's timeout
/// takes on a busy machine, and the server is released at once afterwards instead of sleeping
/// out a long latency while the test waits for it to stop.
final class LatencyGate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// The clock to give the mock: the system time, and sleeps held at the gate.
    var clock: Clock {
        Clock(now: { Date() }, sleep: { [self] _ in await wait() })
    }

    /// Releases every sleep, now and later.
    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    private func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }
}
