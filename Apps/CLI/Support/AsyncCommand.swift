import ArgumentParser
import Dispatch

/// An `async` command run from the synchronous `KioskMain`: in a task of its own that starts on
/// the calling (main) thread, which is then handed to libdispatch's main queue, so the main
/// actor, where a feature's `Store` runs, serves the command until it ends.
///
/// NB: `Task.immediate`: the command runs on the main thread up to its first suspension (for a
/// command whose work is local, up to its end but the wait for the service check), continuing
/// on the global executor after it. Started detached, it waited for a thread of the global
/// executor to be created and to pick it up (the process's first thread), and every
/// allocation of the command's work then came from a second malloc arena,
/// grown a page at a time by `mprotect`.
///
/// NB: the main thread does not wait on a semaphore: a command that drives a feature
/// (`Store.settle`) hops to the main actor, whose jobs run on the main queue, which a blocked
/// main thread would never drain. `dispatchMain()` gives the main queue to libdispatch, and
/// the process ends from the command's task (`finish`), never returning to `main`.
enum AsyncCommand {
    /// Runs `command`, then `finish` with what it threw (`nil` when it succeeded), which must
    /// end the process.
    static func run(_ command: any AsyncParsableCommand, finish: @escaping @Sendable ((any Error)?) -> Never) -> Never {
        // NB: the command is handed to the task and never touched again on this thread.
        nonisolated(unsafe) var command = command
        Task.immediate {
            do {
                try await command.run()
            } catch {
                finish(error)
            }
            finish(nil)
        }
        dispatchMain()
    }
}
