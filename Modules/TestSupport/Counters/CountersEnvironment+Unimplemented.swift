import Domain
import Foundation
import Presentation
import Testing

extension CountersEnvironment {
    /// An environment whose every function fails the test when called: a test sets only the
    /// functions it expects to be used (`environment.load = { … }`).
    public static func unimplemented(clock: Clock = .fixed(.distantPast)) -> CountersEnvironment {
        CountersEnvironment(
            load: { try fail("load") },
            pending: { try fail("pending") },
            record: { _ in try fail("record") },
            add: { _ in try fail("add") },
            increment: { _ in try fail("increment") },
            decrement: { _ in try fail("decrement") },
            delete: { _ in try fail("delete") },
            sync: { try fail("sync") },
            clock: clock
        )
    }
}

/// Records that an unconfigured environment function was called, and throws.
func fail<T>(_ name: String) throws -> T {
    Issue.record("\(name) was called but the test did not set it")
    throw AppError.unexpected("\(name) is not set in this test")
}
