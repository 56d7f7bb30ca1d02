import ArgumentParser
import FrontEndSupport
@testable import kiosk
import Testing
import TestSupport

/// A command read from its table (`DirectParsing`) is the command argument-parser makes of the
/// same line: every table names what its command declares, its defaults are argument-parser's,
/// every value lands in the property argument-parser puts it in, and a line the table cannot
/// read is left to argument-parser.
@Suite struct DirectParsingTests {
    /// Values tried for each option: one of `--images`' modes, a number, an order that begins
    /// with `-`, and words with a space and beyond ASCII.
    static let values = ["auto", "5", "-name", "Rosé d'Anjou"]

    @Test func everyLeafThatReadsDirectlyIsRegistered() {
        for leaf in Self.leaves(of: Kiosk.self) where leaf is any DirectlyParsed.Type {
            #expect(KioskMain.directCommands.contains { ObjectIdentifier($0) == ObjectIdentifier(leaf) }, "\(leaf._commandName)")
        }
        #expect(!KioskMain.directCommands.isEmpty)
    }

    @Test func everyTableNamesWhatItsCommandDeclares() {
        for command in KioskMain.directCommands { Self.checkNames(command) }
    }

    @Test func anEmptyLineGivesArgumentParsersDefaults() throws {
        for command in KioskMain.directCommands { try Self.checkDefaults(command) }
    }

    /// NB: the global options, the same table in every command, are tried one by one on the
    /// browse alone; every command's own, on it.
    @Test func everyValueLandsWhereArgumentParserPutsIt() {
        for command in KioskMain.directCommands { Self.checkEachOption(command, globalOptionsToo: ObjectIdentifier(command) == ObjectIdentifier(CatalogCommand.self)) }
    }

    @Test func manyLinesReadAsArgumentParserReadsThem() {
        for command in KioskMain.directCommands { Self.checkRandomLines(command, count: 40) }
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["--version"], ["--", "x"], ["--unknown", "x"], ["--search", "-x"], ["--json=1"], ["-vv"],
        ["--limit"], ["--json", "--json"], ["--search", "a", "--search", "b"], ["cellars"], ["--images", "neon"],
        ["--generate-completion-script", "bash"], ["---completion", "--", "--category", "Red"],
    ])
    func aLineTheTableCannotReadIsLeftToArgumentParser(words: [String]) {
        #expect(CatalogCommand.direct.parse(words) == nil)
    }

    @Test func theBrowsesLineIsReadDirectly() throws {
        let words = ["--sort", "-name", "--category", "Red Wine", "--search", "cellars", "--data-dir", "/tmp/d", "--server", "http://127.0.0.1:9"]
        let command = try #require(CatalogCommand.direct.parse(words))
        #expect(command.sort == "-name")
        #expect(command.categories == ["Red Wine"])
        #expect(command.options.kiosk.dataDir == "/tmp/d")
        #expect(Self.dumped(command) == Self.dumped(try CatalogCommand.parseAsRoot(words)))
    }

    // MARK: - Checks, per command

    static func checkNames<Command: DirectlyParsed>(_: Command.Type) {
        let declared = DeclaredArguments(Command.self)
        let table = Command.direct.options
        #expect(declared.positionals.count == Command.direct.arguments.count, "\(Command._commandName)")
        var declaredNames: [String: Bool] = [:]
        for option in declared.options { for name in option.names { declaredNames[name] = option.takesValue } }
        var tableNames: [String: Bool] = ["-h": false, "--help": false]
        for option in table { for name in option.names { tableNames[name] = option.takesValue } }
        #expect(tableNames == declaredNames, "\(Command._commandName)")
    }

    static func checkDefaults<Command: DirectlyParsed>(_: Command.Type) throws {
        let line = arguments(Command.self)
        let direct = try #require(Command.direct.parse(line), "\(Command._commandName)")
        #expect(dumped(direct) == dumped(try Command.parseAsRoot(line)), "\(Command._commandName)")
        if !line.isEmpty {
            #expect(Command.direct.parse(Array(line.dropLast())) == nil, "\(Command._commandName): a value missing")
            #expect(Command.direct.parse(line + ["extra"]) == nil, "\(Command._commandName): an argument too many")
        }
        let options = Command.direct.options
        for index in options.indices where options[index].required {
            #expect(Command.direct.parse(arguments(Command.self, except: index)) == nil, "\(Command._commandName) without \(options[index].names[0])")
        }
    }

    /// The shortest line the command takes: a value for each required option (but `except`) and
    /// for each positional argument.
    static func arguments<Command: DirectlyParsed>(_: Command.Type, except: Int? = nil) -> [String] {
        let options = Command.direct.options
        let required = options.indices.filter { options[$0].required && $0 != except }.flatMap { [options[$0].names[0], "5"] }
        return required + Array(["7", "Rosé d'Anjou", "x7"].prefix(Command.direct.arguments.count))
    }

    static func checkEachOption<Command: DirectlyParsed>(_: Command.Type, globalOptionsToo: Bool) {
        let options = Command.direct.options
        for (index, option) in options.enumerated() where globalOptionsToo || index < options.count - GlobalOptions.directOptions.count {
            var lines: [[String]] = []
            let base = arguments(Command.self, except: index)
            for name in option.names {
                guard option.takesValue else { lines.append([name]); continue }
                for value in values {
                    lines.append([name, value])
                    if name.hasPrefix("--") { lines.append(["\(name)=\(value)"]) }
                    lines.append([name, value, name, value + "2"])
                }
            }
            var read = 0
            for line in lines where agree(Command.self, line + base) { read += 1 }
            #expect(read > 0, "\(Command._commandName): no line with \(option.names) was read directly")
        }
    }

    static func checkRandomLines<Command: DirectlyParsed>(_: Command.Type, count: Int) {
        var random = SeededGenerator(seed: 0x6b696f736b)
        let options = Command.direct.options
        var read = 0
        for _ in 0..<count {
            var line = arguments(Command.self)
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                let option = options.randomElement(using: &random)!
                let name = option.names.randomElement(using: &random)!
                // NB: anywhere on the line, before, between or after the arguments.
                let at = Int.random(in: 0...line.count, using: &random)
                line.insert(contentsOf: [name] + (option.takesValue ? [values.randomElement(using: &random)!] : []), at: at)
            }
            if agree(Command.self, line) { read += 1 }
        }
        #expect(read > count / 8, "\(Command._commandName): too few random lines were read directly (\(read) of \(count))")
    }

    /// Whether the table read `line`; fails the test when it read it otherwise than argument-parser.
    static func agree<Command: DirectlyParsed>(_: Command.Type, _ line: [String]) -> Bool {
        guard let direct = Command.direct.parse(line) else { return false }
        guard let parsed = try? Command.parseAsRoot(line) else {
            Issue.record("\(Command._commandName) \(line): read directly, refused by argument-parser")
            return false
        }
        #expect(dumped(direct) == dumped(parsed), "\(Command._commandName) \(line)")
        return true
    }

    // MARK: - Helpers

    /// Everything a command holds, every property wrapper's state included.
    static func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    static func leaves(of command: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        let subcommands = command.configuration.subcommands
        return subcommands.isEmpty ? [command] : subcommands.flatMap { leaves(of: $0) }
    }
}
