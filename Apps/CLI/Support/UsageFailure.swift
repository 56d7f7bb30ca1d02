import ArgumentParser
import Foundation
import FrontEndSupport
import Presentation

/// A command line that does not parse, reported as the CLI reports every failure: a line on
/// stderr starting `kiosk:`, the usage under it, exit 64, and with `--json` one error document
/// on stdout (kind `usage`), so a script that asked for JSON always gets it.
///
/// Two mistakes get a better answer than argument-parser's: a command name one letter off
/// ("did you mean 'counters'?"), and a value that begins with `-` taken for an option
/// (`kiosk counters add -x`), answered with the rule: such values go after `--`.
enum UsageFailure {
    /// Reports `error` from parsing `arguments` and exits. Help, `--version` and completion
    /// scripts (which argument-parser delivers as errors) are printed as argument-parser does.
    static func exit(_ error: any Error, arguments: [String]) -> Never {
        let code = Kiosk.exitCode(for: error)
        guard code != .success else { Kiosk.exit(withError: error) }
        var lines = Kiosk.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let original = Kiosk.message(for: error)
        var message = original
        var field = field(in: original)
        if let better = suggestion(for: original, arguments: arguments) {
            message = better
            field = Self.field(in: better)
        } else if let (name, rule) = ParserRefusal.rule(for: original, declared: DeclaredArguments(GlobalOptionPlacement.command(at: arguments).command)) {
            message = "\(name): \(rule)"
            // NB: an argument is its name (`counter`), an option as typed (`--limit`).
            field = name.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
        }
        if !lines.isEmpty { lines.removeFirst() }
        let usage = lines.filter { !$0.isEmpty && !$0.hasPrefix("Help: ") }
        report(message, field: field, usage: usage, code: code.rawValue, arguments: arguments)
    }

    /// Reports an option given an empty value (`--category ""`) and exits 64: an empty value
    /// is never one the option takes, whatever the command would make of it.
    static func exit(emptyValueOf option: String, arguments: [String]) -> Never {
        let declared = DeclaredArguments(GlobalOptionPlacement.command(at: arguments).command)
        report(ParserRefusal.emptyValue(option, declared: declared), field: option, usage: [], code: ExitCode.validationFailure.rawValue, arguments: arguments)
    }

    private static func report(_ message: String, field: String?, usage: [String], code: Int32, arguments: [String]) -> Never {
        Output.warn((["kiosk: \(message)"] + usage).joined(separator: "\n"))
        if wantsJSON(arguments) {
            try? Output.json(ErrorDocument(kind: "usage", message: message, exitCode: code, field: field))
        }
        Kiosk.exit(withError: ExitCode(code))
    }

    /// A clearer message for two common mistakes, or `nil`.
    static func suggestion(for message: String, arguments: [String]) -> String? {
        if let unknown = quoted(in: message, after: "Unexpected argument '") ?? unknownCommand(beforeMoved: message, arguments: arguments) {
            let (command, path) = GlobalOptionPlacement.command(at: arguments)
            let names = command.configuration.subcommands.map { $0._commandName }
            guard !names.isEmpty, !names.contains(unknown) else { return nil }
            let line = (["kiosk"] + path).joined(separator: " ")
            let close = names.filter { Self.isClose(unknown, $0) }
            guard !close.isEmpty else {
                return "'\(unknown)' is not a command of \(line) (its commands: \(names.joined(separator: ", ")))"
            }
            return "'\(unknown)' is not a command of \(line); did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"
        }
        if message.hasPrefix("Missing expected argument") || message.hasPrefix("Unknown option") || message.hasPrefix("Missing value") {
            return dashValue(arguments: arguments, message: message)
        }
        return nil
    }

    /// The word a line stops at where it should name a command, when argument-parser reported
    /// a global option instead: in `kiosk wine catlog --json` the `--json` stands after
    /// `catlog` (where `placed` moves it), and `kiosk wine` declares no such option, so the
    /// message was "Unknown option '--json'" rather than the mistyped command.
    private static func unknownCommand(beforeMoved message: String, arguments: [String]) -> String? {
        guard let option = quoted(in: message, after: "Unknown option '"), GlobalOptionPlacement.isGlobalOption(option) else { return nil }
        let walk = GlobalOptionPlacement.walk(arguments)
        // NB: only a word after the path's last name with nothing but global options between
        // (where `placed` put them): in `kiosk --data-dir --data-dir DIR`, DIR is a value.
        let start = walk.steps.last.map { $0.index + 1 } ?? 0
        guard walk.end < arguments.count, (start..<walk.end).allSatisfy(walk.globalOptions.contains) else { return nil }
        let word = arguments[walk.end]
        // NB: `help` is argument-parser's own command, in no configuration's list.
        return word.hasPrefix("-") || word == "help" ? nil : word
    }

    /// For `kiosk counters add -x`: when moving the one unknown `-…` token after `--` makes the
    /// line parse, the person meant it as a value; say so, with the line that works.
    private static func dashValue(arguments: [String], message: String) -> String? {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let (command, path) = GlobalOptionPlacement.command(at: arguments)
        let help = Kiosk.helpMessage(for: command, includeHidden: true, columns: 10_000)
        for index in arguments[..<end].indices {
            let token = arguments[index]
            guard token.hasPrefix("-"), token.count > 1, Double(token) == nil, !names(token, in: help) else { continue }
            var retried = arguments
            retried.remove(at: index)
            if let separator = retried.firstIndex(of: "--") {
                retried.insert(token, at: separator + 1)
            } else {
                retried += ["--", token]
            }
            guard (try? Kiosk.parseAsRoot(retried)) != nil else { continue }
            let argument = quoted(in: message, after: "Missing expected argument '") ?? "value"
            let line = (["kiosk"] + retried.map(shellQuoted)).joined(separator: " ")
            let name = (["kiosk"] + path).joined(separator: " ")
            return "\(token) is not an option of \(name); a \(argument) that begins with \"-\" goes after \"--\": \(line)"
        }
        return nil
    }

    /// Whether a command's help names `option` (`-o, --output <file>`, `[--quiet]`).
    private static func names(_ option: String, in help: String) -> Bool {
        let name = option.split(separator: "=", maxSplits: 1).first.map(String.init) ?? option
        var searchStart = help.startIndex
        while let range = help.range(of: name, range: searchStart..<help.endIndex) {
            let before = range.lowerBound == help.startIndex ? " " : help[help.index(before: range.lowerBound)]
            let after = range.upperBound == help.endIndex ? " " : help[range.upperBound]
            if " ,[".contains(before), " ,]=\n".contains(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }

    /// Whether `--json` was asked for (before any `--`).
    private static func wantsJSON(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains("--json")
    }

    /// The option or argument a message names (`--frobnicate`, `title`), for the document's
    /// `field`.
    private static func field(in message: String) -> String? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        guard let named = quoted.first(where: { $0.hasPrefix("-") || $0.hasPrefix("<") }) ?? quoted.first else { return nil }
        let name = named.split(separator: " ").first.map(String.init) ?? ""
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "<>."))
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func quoted(in message: String, after prefix: String) -> String? {
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    /// Whether a mistyped name is near a command's name: one is the other's start, or they are
    /// at most two edits apart.
    static func isClose(_ typed: String, _ name: String) -> Bool {
        if typed.count >= 3, name.hasPrefix(typed) || typed.hasPrefix(name) { return true }
        return editDistance(Array(typed.lowercased()), Array(name)) <= (name.count > 4 ? 2 : 1)
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=@".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
