import ArgumentParser

/// Lets the options every command takes (`--server`, `--data-dir`, `--json`, `-v`, `--images`)
/// stand anywhere on the command line, as in git or kubectl: `kiosk --server URL pizza menu`,
/// `kiosk pizza --json menu` and `kiosk pizza menu --json` are one command.
///
/// argument-parser only accepts options on the command that declares them, and these belong to
/// each command at the end of the path (`kiosk pizza menu`), so the ones written before that
/// end are moved to just after it before parsing. Nothing after `--` is touched.
enum GlobalOptionPlacement {
    /// `arguments` (without the program's name) with the global options written before the
    /// end of the command's path moved to just after it.
    static func placed(_ arguments: [String], root: any ParsableCommand.Type) -> [String] {
        var command = root
        var kept: [String] = []
        var moved: [String] = []
        var index = 0
        walk: while index < arguments.count {
            let token = arguments[index]
            if token == "--" { break }
            if let takesValue = globalOption(token) {
                moved.append(token)
                if takesValue, !token.contains("="), index + 1 < arguments.count {
                    moved.append(arguments[index + 1])
                    index += 1
                }
                index += 1
                continue
            }
            if token.hasPrefix("-") {
                // An option of a command on the path (`--help`, `--version`): stays where it is.
                kept.append(token)
                index += 1
                continue
            }
            guard let next = subcommand(named: token, of: command) else { break walk }
            kept.append(token)
            command = next
            index += 1
            if next.configuration.subcommands.isEmpty { break walk }
        }
        return kept + moved + arguments[index...]
    }

    /// The subcommands a command has, by the names (and aliases) a person types.
    static func subcommand(named name: String, of command: any ParsableCommand.Type) -> (any ParsableCommand.Type)? {
        command.configuration.subcommands.first { $0._commandName == name || $0.configuration.aliases.contains(name) }
    }

    /// The command a path of names leads to from `root`, and how many of the names it used.
    static func command(at arguments: [String], root: any ParsableCommand.Type) -> (command: any ParsableCommand.Type, path: [String]) {
        var command = root
        var path: [String] = []
        for token in arguments where !token.hasPrefix("-") {
            guard let next = subcommand(named: token, of: command) else { break }
            command = next
            path.append(token)
        }
        return (command, path)
    }

    /// The leaf command `arguments` begin by naming, and how many names that took, when every
    /// command on the way declares no arguments of its own (so the leaf alone parses the rest
    /// as the whole line would); `nil` for anything else.
    static func leaf(of arguments: [String], root: any ParsableCommand.Type) -> (command: any ParsableCommand.Type, pathLength: Int)? {
        var command = root
        for (index, token) in arguments.enumerated() {
            guard declaresNoArguments(command), let next = subcommand(named: token, of: command) else { return nil }
            command = next
            if next.configuration.subcommands.isEmpty { return (next, index + 1) }
        }
        return nil
    }

    /// Whether `command` declares no options, flags or arguments: each is a stored property (a
    /// property wrapper), so a command without any stores nothing.
    ///
    /// NB: its size, not a `Mirror` of an instance: a mirror first asks the runtime whether the
    /// type is `CustomReflectable`, a scan of every conformance record, for each group.
    static func declaresNoArguments<Command: ParsableCommand>(_ command: Command.Type) -> Bool {
        MemoryLayout<Command>.size == 0
    }

    /// Whether `token` is a global option (`--server`, `--server=URL`), and whether it takes a
    /// value; `nil` for anything else.
    private static func globalOption(_ token: String) -> Bool? {
        let name = token.split(separator: "=", maxSplits: 1).first.map(String.init) ?? token
        return GlobalOptions.names[name]
    }
}
