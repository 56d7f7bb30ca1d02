import ArgumentParser
@testable import kiosk
import Testing

/// `Kiosk.commands`, by which a line finds its app without building every app's configuration,
/// names each command as argument-parser does, in `kiosk --help`'s order.
@Suite struct KioskCommandsTests {
    @Test func eachCommandIsNamedAsItsConfigurationNamesIt() {
        let subcommands = Kiosk.configuration.subcommands
        #expect(Kiosk.commands.map { ObjectIdentifier($0.command) } == subcommands.map { ObjectIdentifier($0) })
        for (name, command) in Kiosk.commands {
            #expect(name == command._commandName)
            #expect(command.configuration.aliases.isEmpty, "\(name): an alias is not looked up by name alone")
        }
    }

    @Test(arguments: ["config", "counters", "pizza", "wine"])
    func aLineFindsItsAppByName(name: String) throws {
        let found = try #require(GlobalOptionPlacement.subcommand(named: name, of: nil))
        #expect(found._commandName == name)
        #expect(GlobalOptionPlacement.subcommand(named: name + "s", of: nil) == nil)
    }
}
