import Foundation
import Testing
import TestSupport

/// The CLI references beside the apps (`Apps/CLI/**/README.md`) state a field's limits in the
/// words its `--help` uses, and the help draws them from the Domain's rule (`FieldRule.summary`):
/// so a README line that states a range ("1 to 999", "4 to 8 digits") names a `kiosk …` command,
/// and that command's `--help` states the same words. A rule changed without its reference, a
/// range written another way ("1–999") or a range on a line that names no command fails here;
/// so does a command named in a reference that is none (renamed, or never there).
@Suite(.hangGuard) struct CLIReferenceTests {
    /// A range as `FieldRule.summary` words it, with its unit when it has one.
    static var range: Regex<Substring> { #/\b\d+ to \d+(?: digits| characters)?/# }
    /// A range of numbers written with a dash, which no help prints (a code point range,
    /// `U+2066–2069`, is not a field's).
    static var dashedRange: Regex<Substring> { #/(?:^|[^+\w])\d+ ?– ?\d+\b/# }
    /// A command named in backticks: `kiosk` and its subcommands' words (up to its first
    /// argument, option or placeholder).
    static var command: Regex<(Substring, Substring)> { #/`kiosk((?: [a-z][a-z-]*)+)/# }

    /// A range stated in one reference: where, what, and the commands its line names.
    struct StatedRange: CustomStringConvertible {
        let file: String
        let line: Int
        let words: String
        let commands: [[String]]
        var description: String { "\(file):\(line): \"\(words)\"" }
    }

    /// Every CLI reference of the apps, by its path below the package.
    static func references() throws -> [(path: String, text: String)] {
        let root = Products.packageRoot
        let cli = root.appendingPathComponent("Apps/CLI")
        let enumerator = try #require(FileManager.default.enumerator(at: cli, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }
            .filter { $0.lastPathComponent == "README.md" }
            .map { url in
                (String(url.path.dropFirst(root.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
            }
            .sorted { $0.path < $1.path }
    }

    /// The ranges the references state, each with the commands named on its line.
    static func statedRanges() throws -> [StatedRange] {
        try references().flatMap { reference in
            reference.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
                let commands = line.matches(of: command).map { match in
                    match.output.1.split(separator: " ").map(String.init)
                }
                return line.matches(of: range).map { match in
                    StatedRange(file: reference.path, line: index + 1, words: String(match.output), commands: commands)
                }
            }
        }
    }

    /// `kiosk <words> --help`, its whitespace made single spaces (the help wraps its lines).
    func help(_ words: [String]) async throws -> String {
        let directory = try TemporaryDirectory()
        let result = try await CommandRun.runAsync(
            Products.executable("kiosk"), words + ["--help"], environment: ["HOME": directory.url.path]
        )
        #expect(result.status == 0, "kiosk \(words.joined(separator: " ")) --help: \(result.stderr)")
        return result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func everyStatedRangeIsTheOneItsCommandsHelpStates() async throws {
        let stated = try Self.statedRanges()
        // NB: the references state at least the wine quantity, the PIN and the pizza quantity;
        // finding none means the scan broke, not that the references agree.
        #expect(stated.count >= 3, "\(stated)")
        var helps: [[String]: String] = [:]
        for range in stated {
            #expect(!range.commands.isEmpty, "\(range) names no `kiosk …` command whose --help states it")
            var agreeing = false
            for command in range.commands {
                if helps[command] == nil { helps[command] = try await help(command) }
                if helps[command]?.contains(range.words) == true { agreeing = true }
            }
            #expect(agreeing || range.commands.isEmpty, "\(range): not in the --help of \(range.commands.map { "kiosk " + $0.joined(separator: " ") })")
        }
    }

    @Test func everyCommandTheReferencesNameIsOne() async throws {
        let commands = Set(try Self.references().flatMap { reference in
            reference.text.matches(of: Self.command).map { $0.output.1.split(separator: " ").map(String.init) }
        })
        // NB: the references name some thirty commands; none found means the scan broke.
        #expect(commands.count >= 20, "\(commands)")
        for command in commands.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            // NB: argument-parser answers `--help` after a word that is no subcommand with its
            // parent's help: the usage line tells which command answered.
            let usage = "USAGE: kiosk " + command.joined(separator: " ")
            let help = try await help(command)
            #expect(help.contains(usage + " ") || help.hasSuffix(usage), "`kiosk \(command.joined(separator: " "))` is named in a reference and is no command")
        }
    }

    @Test func noReferenceWritesARangeAnotherWay() throws {
        for reference in try Self.references() {
            for (index, line) in reference.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for match in line.matches(of: Self.dashedRange) {
                    Issue.record("\(reference.path):\(index + 1): \"\(match.output)\": write a range as the help does (\"1 to 999\")")
                }
            }
        }
    }
}
