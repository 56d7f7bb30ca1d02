import ArgumentParser

/// Lets the options every command takes (`--server`, `--data-dir`, `--json`, `-v`, `--images`)
/// stand anywhere on the command line, as in git or kubectl: `kiosk --server URL pizza menu`,
/// `kiosk pizza --json menu` and `kiosk pizza menu --json` are one command.
///
/// argument-parser only accepts options on the command that declares them, and these belong to
/// each command at the end of the path (`kiosk pizza menu`), so the ones written before that
/// end are moved to just after it before parsing. Nothing after `--` is touched.
///
/// One walk down the path (`walk`) serves the three questions asked of a line: where the
/// global options go (`placed`), which command a mistaken line was aimed at (`command(at:)`),
/// and whether its leaf can be parsed alone (`leaf(of:)`).
enum GlobalOptionPlacement {
    /// What a walk down a command line's path found.
    struct Walk {
        /// The commands the line's names lead to from `kiosk`, each with where its name stands.
        var steps: [(command: any ParsableCommand.Type, index: Int)] = []
        /// Where the global options met on the way stand, with their values.
        var globalOptions: [Int] = []
        /// Where the walk stopped: after a leaf's name, at `--`, at the first word that names
        /// no subcommand, or at the end of the line.
        var end = 0
    }

    /// Walks `arguments` from `kiosk` down the commands their names lead to, passing over
    /// options on the way (a global one with its value).
    static func walk(_ arguments: [String]) -> Walk {
        var walk = Walk()
        var command: (any ParsableCommand.Type)?
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" { break }
            if let takesValue = globalOption(token) {
                walk.globalOptions.append(index)
                // NB: another global option is not this one's value (`--data-dir --json`):
                // argument-parser takes no value that looks like an option.
                if takesValue, !token.contains("="), index + 1 < arguments.count, globalOption(arguments[index + 1]) == nil {
                    index += 1
                    walk.globalOptions.append(index)
                }
                index += 1
                continue
            }
            if token.hasPrefix("-") {
                // An option of a command on the path (`--help`, `--version`): passed over.
                index += 1
                continue
            }
            guard let next = subcommand(named: token, of: command) else { break }
            walk.steps.append((next, index))
            command = next
            index += 1
            if next.configuration.subcommands.isEmpty { break }
        }
        walk.end = index
        return walk
    }

    /// `arguments` (without the program's name) with the global options written before the
    /// end of the command's path moved to just after it.
    static func placed(_ arguments: [String]) -> [String] {
        let walk = walk(arguments)
        let kept = arguments[..<walk.end].indices.filter { !walk.globalOptions.contains($0) }
        return (kept + walk.globalOptions).map { arguments[$0] } + arguments[walk.end...]
    }

    /// The command a line's names lead to from `kiosk`, and those names.
    static func command(at arguments: [String]) -> (command: any ParsableCommand.Type, path: [String]) {
        let steps = walk(arguments).steps
        return (steps.last?.command ?? Kiosk.self, steps.map { arguments[$0.index] })
    }

    /// The leaf command `arguments` begin by naming, and how many names that took, when every
    /// command on the way declares no arguments of its own (so the leaf alone parses the rest
    /// as the whole line would); `nil` for anything else.
    static func leaf(of arguments: [String]) -> (command: any ParsableCommand.Type, pathLength: Int)? {
        let steps = walk(arguments).steps
        guard let leaf = steps.last?.command, leaf.configuration.subcommands.isEmpty,
              steps.indices.allSatisfy({ steps[$0].index == $0 }),
              ([Kiosk.self] + steps.dropLast().map { $0.command }).allSatisfy({ declaresNoArguments($0) }) else { return nil }
        return (leaf, steps.count)
    }

    /// The command named `name` under `parent`, or under `kiosk` itself when `parent` is `nil`,
    /// by the names (and aliases) a person types.
    ///
    /// NB: `kiosk`'s own are found in `Kiosk.commands`, by their names alone: reading each one's
    /// name from its configuration built the configurations of the apps listed before the one
    /// named (their help, the witness tables of all their commands), page faults every line paid
    /// for.
    static func subcommand(named name: String, of parent: (any ParsableCommand.Type)?) -> (any ParsableCommand.Type)? {
        guard let parent else { return Kiosk.commands.first { $0.name == name }?.command }
        return parent.configuration.subcommands.first { $0._commandName == name || $0.configuration.aliases.contains(name) }
    }

    /// Whether `command` declares no options, flags or arguments: each is a stored property (a
    /// property wrapper), so a command without any stores nothing.
    ///
    /// NB: its size, not a `Mirror` of an instance: a mirror first asks the runtime whether the
    /// type is `CustomReflectable`, a scan of every conformance record, for each group.
    static func declaresNoArguments<Command: ParsableCommand>(_ command: Command.Type) -> Bool {
        MemoryLayout<Command>.size == 0
    }

    /// Whether `token` is a global option (`--server`, `--server=URL`, `-v`).
    static func isGlobalOption(_ token: String) -> Bool {
        globalOption(token) != nil
    }

    /// Whether `token` is a global option (`--server`, `--server=URL`), and whether it takes a
    /// value; `nil` for anything else.
    private static func globalOption(_ token: String) -> Bool? {
        let name = token.split(separator: "=", maxSplits: 1).first.map(String.init) ?? token
        return GlobalOptions.names[name]
    }
}
