import ArgumentParser
import Foundation

/// What a command declares: its options (with whether each takes a value) and its positional
/// arguments, read from argument-parser's own description of the command (`_dumpHelp`), so
/// every command is known the same way without a list kept beside it.
///
/// Read only when a line went wrong (a value that begins with `-`, an empty value, a rule's
/// field to name): never on a command's normal path, whose start-up is measured.
public struct DeclaredArguments: Sendable {
    /// An option or flag, by every name it has as typed (`--limit`, `-o`).
    public struct Option: Sendable {
        /// Its names as typed.
        public var names: [String]
        /// Whether it takes a value (`--limit <n>`), not a flag (`--json`).
        public var takesValue: Bool
        /// Its value's name (`n`), if it takes one.
        public var valueName: String?
        /// Its help (`Wines per page (1 to 500).`).
        public var help: String
    }

    /// A positional argument.
    public struct Positional: Sendable {
        /// Its name as the usage line shows it, in angle brackets (`<id>`).
        public var name: String
        /// Its help.
        public var help: String
    }

    /// The options and flags, the global ones included.
    public var options: [Option]
    /// The positional arguments, in order.
    public var positionals: [Positional]

    /// What `command` declares.
    public init(_ command: any ParsableCommand.Type) {
        let dump = command._dumpHelp()
        let info = (try? JSONDecoder().decode(Dump.self, from: Data(dump.utf8)))?.command.arguments ?? []
        options = info.filter { $0.kind != "positional" }.map { argument in
            Option(
                names: (argument.names ?? []).map { ($0.kind == "long" ? "--" : "-") + $0.name },
                takesValue: argument.kind == "option",
                valueName: argument.valueName,
                help: argument.abstract ?? ""
            )
        }
        positionals = info.filter { $0.kind == "positional" }.map { Positional(name: "<\($0.valueName ?? "value")>", help: $0.abstract ?? "") }
    }

    /// The option typed as `token` (`--limit`, `--limit=5`), if the command has it.
    public func option(_ token: String) -> Option? {
        let name = token.split(separator: "=", maxSplits: 1).first.map(String.init) ?? token
        return options.first { $0.names.contains(name) }
    }

    /// How the command names a rule's `field` to the person, as they typed it: the option whose
    /// long name is the field's (`limit` → `--limit`, `firstName` → `--first-name`), else the
    /// positional argument of that name (`id` → `<id>`); `nil` when the command has neither.
    public func name(ofField field: String) -> String? {
        let kebab = field.reduce(into: "") { text, character in
            if character.isUppercase, !text.isEmpty { text += "-" }
            text += character.lowercased()
        }
        if let option = options.first(where: { $0.names.contains("--" + kebab) }) { return option.names.first { $0 == "--" + kebab } }
        let bracketed = "<\(field.lowercased())>"
        return positionals.first { $0.name.lowercased() == bracketed }?.name
    }

    // MARK: - argument-parser's description

    private struct Dump: Decodable {
        struct Command: Decodable {
            var arguments: [Argument]?
        }

        struct Argument: Decodable {
            struct Name: Decodable {
                var kind: String
                var name: String
            }

            var kind: String
            var names: [Name]?
            var valueName: String?
            var abstract: String?
        }

        var command: Command
    }
}
