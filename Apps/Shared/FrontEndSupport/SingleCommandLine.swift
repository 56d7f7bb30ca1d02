import ArgumentParser

/// The command line of a program that is one command (`kiosk-tui`, `kiosk-web`), read as
/// `kiosk` reads its commands' lines: a value that begins with `-` reaches the option's rule
/// (`--port -5`), another option is no value (`--log-file --no-mouse` is a missing value), an
/// empty value is a usage error, and a refusal names the option and its rule
/// (`ParserRefusal`).
public enum SingleCommandLine {
    /// The command `arguments` (without the program's name) make of `command`.
    ///
    /// - Throws: argument-parser's own errors for help and `--version` (printed by
    ///   `exit(withError:)` as it prints them); a `ValidationError` naming the option and its
    ///   rule for a line that does not parse.
    public static func parse(_ command: any ParsableCommand.Type, _ arguments: [String]) throws -> any ParsableCommand {
        if DashedValues.mayHoldAnEmptyValue(arguments), let option = DashedValues.emptyValue(in: arguments, leaf: command) {
            throw ValidationError(ParserRefusal.emptyValue(option, declared: DeclaredArguments(command)))
        }
        do {
            return try command.parseAsRoot(arguments)
        } catch {
            guard let given = DashedValues.given(arguments, leaf: command) else { throw reworded(error, command) }
            do {
                return try command.parseAsRoot(given)
            } catch {
                throw reworded(error, command)
            }
        }
    }

    /// The whole of a one-command program's `main`: reads the process's line with
    /// `parse(_:_:)`, runs what it names, and exits as argument-parser does on a failure.
    public static func main<Command: AsyncParsableCommand>(_ command: Command.Type) async {
        do {
            var parsed = try parse(command, Array(CommandLine.arguments.dropFirst()))
            if var program = parsed as? Command {
                try await program.run()
            } else {
                try parsed.run() // Help asked as `<program> help`.
            }
        } catch {
            command.exit(withError: error)
        }
    }

    /// `error` as a `ValidationError` naming the option and its rule, when it is a refused
    /// value; as it is otherwise (help, `--version`, an unknown option).
    private static func reworded(_ error: any Error, _ command: any ParsableCommand.Type) -> any Error {
        guard command.exitCode(for: error) != .success,
              let (name, rule) = ParserRefusal.rule(for: command.message(for: error), declared: DeclaredArguments(command)) else { return error }
        return ValidationError("\(name): \(rule)")
    }
}
