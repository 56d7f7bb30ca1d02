import ArgumentParser
import Foundation

/// Where `kiosk` starts: argument-parser's own `main`, with two things added around
/// `parseAsRoot`: the global options may stand anywhere on the line (`GlobalOptionPlacement`),
/// and a line that does not parse is reported like every other failure (`UsageFailure`): one
/// JSON document with `--json`, the rule instead of "Missing value", "did you mean".
@main
enum KioskMain {
    static func main() async {
        let arguments = GlobalOptionPlacement.placed(Array(CommandLine.arguments.dropFirst()), root: Kiosk.self)
        let command: any ParsableCommand
        do {
            command = try Kiosk.parseAsRoot(arguments)
        } catch {
            UsageFailure.exit(error, arguments: arguments)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
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
