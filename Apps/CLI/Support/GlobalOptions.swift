import ArgumentParser
import Composition
import Foundation

/// The options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: ArgumentHelp("The directory holding the database.", valueName: "dir"))
    var dataDir: String?

    @Option(help: ArgumentHelp("The base URL of every API (default http://127.0.0.1:8765).", valueName: "url"))
    var server: String?

    @Flag(help: "Print exactly one JSON document on stdout.")
    var json = false

    @Flag(name: [.customShort("v"), .long], help: "Log requests and other details to stderr.")
    var verbose = false

    /// The configuration these options and the process environment resolve to.
    func configuration() throws -> KioskConfiguration {
        try KioskConfiguration.resolve(dataDir: dataDir, server: server, verbose: verbose)
    }
}
