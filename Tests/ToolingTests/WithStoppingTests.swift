import Synchronization
import Testing
import TestSupport

/// `withStopping`: what a test started is stopped on both ways out of its body.
@Suite(.hangGuard) struct WithStoppingTests {
    /// Counts its stops.
    final class Started: Stoppable, Sendable {
        let stops = Mutex(0)
        func stop() async { stops.withLock { $0 += 1 } }
    }

    struct Planted: Error {}

    @Test func aBodyThatReturnsGivesItsValueAndStopsOnce() async throws {
        let started = Started()
        let value = try await withStopping(started) { _ in 42 }
        #expect(value == 42)
        #expect(started.stops.withLock { $0 } == 1)
    }

    @Test func aBodyThatThrowsStopsOnceAndTheErrorGoesOn() async throws {
        let started = Started()
        await #expect(throws: Planted.self) {
            try await withStopping(started) { _ in throw Planted() }
        }
        #expect(started.stops.withLock { $0 } == 1)
    }
}
