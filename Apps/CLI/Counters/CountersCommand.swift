import ArgumentParser

/// `kiosk counters`: named counters, offline first, synced to the Counters server.
struct CountersCommand: AsyncParsableCommand {
    /// The name a line gives it (`Kiosk.commands`).
    static let name = "counters"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Keep named counters, offline first, synced to the Counters server.",
        discussion: """
        Every change is saved in the local database at once and queued, then sent to
        the server. When the server cannot be reached the change stays queued
        ("saved offline") and the command still succeeds; the next command, or
        `kiosk counters sync`, sends it.
        COUNTER is a counter's id or its title: the exact title first, else the title
        ignoring case and accents ("cafe" names "Café"). A title several counters share
        is refused with their ids.
        """,
        subcommands: [
            CountersListCommand.self, CountersAddCommand.self, CountersIncrementCommand.self,
            CountersDecrementCommand.self, CountersDeleteCommand.self, CountersSearchCommand.self,
            CountersShareCommand.self, CountersSyncCommand.self, CountersPendingCommand.self,
        ],
        defaultSubcommand: CountersListCommand.self
    )
}
