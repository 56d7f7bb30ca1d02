import ArgumentParser
import Foundation
import FrontEndSupport

/// Where `kiosk` starts: argument-parser's own `main`, with two things added around
/// `parseAsRoot`: the global options may stand anywhere on the line (`GlobalOptionPlacement`),
/// and a line that does not parse is reported like every other failure (`UsageFailure`): one
/// JSON document with `--json`, the rule instead of "Missing value", "did you mean".
///
/// NB: a synchronous `main` that starts the command's task on the main thread (`AsyncCommand`),
/// not an `async` main: that one runs the whole command on the main actor, and on Linux
/// libdispatch parks the main thread once it first awaits and starts another thread to run the
/// main actor's code after it: a thread and two hand-overs each command paid for nothing. Only
/// a command that drives a feature's store goes to the main actor, and only for that step.
@main
enum KioskMain {
    static func main() {
        let given = Array(CommandLine.arguments.dropFirst())
        // NB: bash's script is argument-parser's with its subshells rewritten away; zsh's and
        // fish's are argument-parser's own.
        if given == ["--generate-completion-script", "bash"] || given == ["--generate-completion-script=bash"] {
            print(BashCompletionScript.quicker(Kiosk.completionScript(for: .bash), command: Kiosk._commandName))
            return
        }
        let arguments = GlobalOptionPlacement.placed(given)
        if DashedValues.mayHoldAnEmptyValue(arguments), let (leaf, start) = leaf(of: arguments),
           let option = DashedValues.emptyValue(in: arguments, leaf: leaf, start: start) {
            UsageFailure.exit(emptyValueOf: option, arguments: arguments)
        }
        if let command = directlyParsed(arguments) {
            AsyncCommand.run(command, finish: end)
        }
        let command: any ParsableCommand
        do {
            command = try parse(arguments)
        } catch {
            // NB: help, `--version` and a Tab's completions come as errors that succeed: they
            // are answered as they are (a completion runs on every Tab; parsing the line again
            // would run its look-up twice).
            if Kiosk.exitCode(for: error) == .success { Kiosk.exit(withError: error) }
            // NB: a value that begins with "-" (`--quantity -1`) was read as an option; read as
            // the value it is, the line reaches the command's rule for it.
            guard let (leaf, start) = leaf(of: arguments), let given = DashedValues.given(arguments, leaf: leaf, start: start) else { UsageFailure.exit(error, arguments: arguments) }
            do {
                command = try parse(given)
            } catch {
                UsageFailure.exit(error, arguments: given)
            }
        }
        if let asyncCommand = command as? any AsyncParsableCommand {
            AsyncCommand.run(asyncCommand, finish: end)
        }
        do {
            var command = command
            try command.run()
        } catch {
            end(error)
        }
        end(nil)
    }

    /// Ends the process after a command: `exit(0)` when it succeeded, else the status its error
    /// names (commands report their own failures, `reportingFailures`, and throw `ExitCode`).
    static func end(_ failure: (any Error)?) -> Never {
        CommandEnvironment.end()
        guard let failure else { exit(0) }
        Kiosk.exit(withError: failure)
    }

    /// The leaf command a line names and where its own words start, or `nil` when the line
    /// names a group.
    static func leaf(of arguments: [String]) -> (any ParsableCommand.Type, Int)? {
        let walk = GlobalOptionPlacement.walk(arguments)
        guard let last = walk.steps.last, last.command.configuration.subcommands.isEmpty else { return nil }
        return (last.command, last.index + 1)
    }

    /// The leaf commands read from their table first (`DirectParsing`).
    ///
    /// NB: a list, not a cast of the leaf to `DirectlyParsed`: the first such cast in a process
    /// walks every conformance record of the program, the cost this path exists to avoid.
    /// `DirectParsingTests` fails when a command that adopts it is missing here.
    static let directCommands: [any DirectlyParsed.Type] = [
        ConfigCommand.self,
        CatalogCommand.self, CategoriesCommand.self, ShowCommand.self, ImportCommand.self,
        CartShowCommand.self, CartAddCommand.self, CartRemoveCommand.self, CheckoutCommand.self,
        CartSetCommand.self, OrdersListCommand.self, OrdersShowCommand.self,
        LoginCommand.self, LogoutCommand.self, WhoamiCommand.self, ForgotPINCommand.self,
        EmployeesCommand.self, EmployeeAddCommand.self, EmployeePINCommand.self, EmployeeRemoveCommand.self, EmployeeRenameCommand.self,
        PizzaMenuCommand.self, PizzaDrinksCommand.self, PizzaIngredientsCommand.self, PizzaShowCommand.self,
        PizzaCartShowCommand.self, PizzaCartAddCommand.self, PizzaCartCustomCommand.self, PizzaCartAddDrinkCommand.self,
        PizzaCartSetCommand.self, PizzaCartRemoveCommand.self,
        PizzaCheckoutCommand.self, PizzaOrdersListCommand.self, PizzaOrdersShowCommand.self,
        CountersListCommand.self, CountersAddCommand.self, CountersIncrementCommand.self, CountersDecrementCommand.self,
        CountersSearchCommand.self, CountersPendingCommand.self, CountersSyncCommand.self,
    ]

    /// The command `arguments` (already `placed`) name when its leaf is read directly and the
    /// line is a plain one (`DirectParsing`); `nil` sends the line to argument-parser.
    static func directlyParsed(_ arguments: [String]) -> (any AsyncParsableCommand)? {
        guard let (leaf, pathLength) = GlobalOptionPlacement.leaf(of: arguments),
              let table = directCommands.first(where: { ObjectIdentifier($0) == ObjectIdentifier(leaf) }) else { return nil }
        return table.directlyParsed(Array(arguments.dropFirst(pathLength)))
    }

    /// The command `arguments` (already `placed`) name.
    ///
    /// A line that names a leaf command through groups declaring no options of their own
    /// (`wine catalog --search …`) is parsed by that leaf alone, as its own root: what
    /// argument-parser does for each level of a path (building every level's arguments, and the
    /// leaf's three more times, each first use a scan of the runtime's conformance records) is
    /// most of what a three-level command spent parsing beyond `kiosk --version`. Anything the
    /// leaf alone does not accept (a wrong option, a validation failure) is parsed again from
    /// the root, so what is reported, and how, is argument-parser's for the whole line; so is
    /// `--help`, which the leaf answers with a help command of its own (usage `catalog …`).
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        if let (leaf, pathLength) = GlobalOptionPlacement.leaf(of: arguments),
           let command = try? leaf.parseAsRoot(Array(arguments.dropFirst(pathLength))),
           ObjectIdentifier(type(of: command)) == ObjectIdentifier(leaf) {
            return command
        }
        return try Kiosk.parseAsRoot(arguments)
    }
}
