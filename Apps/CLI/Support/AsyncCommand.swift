import ArgumentParser
import Foundation

/// An `async` command run from the synchronous `KioskMain`: in a task of its own, the calling
/// thread waiting until it ends.
///
/// The command is handed to that one task and read again only after it has finished (the
/// semaphore orders the two), which is why the box may be `@unchecked Sendable`.
final class AsyncCommand: @unchecked Sendable {
    private var command: any AsyncParsableCommand
    private var failure: (any Error)?
    private let finished = DispatchSemaphore(value: 0)

    /// A command parsed by argument-parser.
    init(_ command: any AsyncParsableCommand) {
        self.command = command
    }

    /// Runs the command and waits for it.
    ///
    /// - Throws: what the command threw (an `ExitCode` once it has reported its failure).
    func runToCompletion() throws {
        Task.detached { [self] in
            do {
                try await command.run()
            } catch {
                failure = error
            }
            finished.signal()
        }
        finished.wait()
        if let failure { throw failure }
    }
}
