import ArgumentParser
import Foundation

/// Where `kiosk` starts: argument-parser's own `main`, with two things added around
/// `parseAsRoot`: the global options may stand anywhere on the line (`GlobalOptionPlacement`),
/// and a line that does not parse is reported like every other failure (`UsageFailure`): one
/// JSON document with `--json`, the rule instead of "Missing value", "did you mean".
///
/// NB: a synchronous `main` that waits for the command's task. An `async` main runs on the main
/// actor, and on Linux libdispatch parks the main thread once it first awaits and starts
/// another thread to run the main actor's code after the command: a thread and two hand-overs
/// each command paid for nothing.
@main
enum KioskMain {
    static func main() {
        let arguments = GlobalOptionPlacement.placed(Array(CommandLine.arguments.dropFirst()), root: Kiosk.self)
        let command: any ParsableCommand
        do {
            command = try Kiosk.parseAsRoot(arguments)
        } catch {
            UsageFailure.exit(error, arguments: arguments)
        }
        do {
            if let asyncCommand = command as? any AsyncParsableCommand {
                try AsyncCommand(asyncCommand).runToCompletion()
            } else {
                var command = command
                try command.run()
            }
        } catch {
            // NB: commands report their own failures (`reportingFailures`) and throw `ExitCode`.
            Kiosk.exit(withError: error)
        }
    }
}
