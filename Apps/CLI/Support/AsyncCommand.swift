import ArgumentParser
import Foundation

/// An `async` command run from the synchronous `KioskMain`: in a task of its own that starts on
/// the calling thread, which then waits until the task ends.
///
/// NB: `Task.immediate`: the command runs on the main thread up to its first suspension (for a
/// command whose work is local, up to its end but the wait for the service check), continuing
/// on the global executor after it. Started detached, it waited for a thread of the global
/// executor to be created and to pick it up (the process's first thread), and every
/// allocation of the command's work then came from a second malloc arena,
/// grown a page at a time by `mprotect`.
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
        Task.immediate { [self] in
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
