import Foundation
import TestSupport

/// Runs built executables and helper programs on a thread of their own, so that a test waiting
/// for one does not hold one of Swift's cooperative threads while the in-process mock server
/// needs them to answer.
enum KioskProcess {
    /// Runs `kiosk` with `arguments`.
    static func run(_ arguments: [String], environment: [String: String]) async throws -> CommandResult {
        try await onThread { try CommandRun.run(Products.executable("kiosk"), arguments, environment: environment) }
    }

    /// Runs `body` on a new thread and returns its result.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await OffPool.run(body)
    }
}
