import ArgumentParser

/// `kiosk-mock`: serves the three APIs from recorded fixtures on 127.0.0.1; `record` and
/// `verify` keep the fixtures honest.
@main
struct KioskMock: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-mock",
        abstract: "Serve the wine.com, Nenno's and Counters APIs from recorded fixtures.",
        discussion: """
        Listens on 127.0.0.1:8765 by default, the address kiosk and kiosk-tui use when no
        --server is given. GET /__admin/health answers once it is ready. Stops cleanly on
        SIGINT and SIGTERM. See MockServer/README.md for the admin API and faults.
        """,
        subcommands: [Serve.self, Record.self, Verify.self, Fixtures.self],
        defaultSubcommand: Serve.self
    )
}
