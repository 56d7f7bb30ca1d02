import ArgumentParser
import Composition
import Foundation
import Imaging

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

    @Option(help: ArgumentHelp(
        "How to draw pictures: auto, kitty, sixel, blocks or off (default: auto on a terminal, off otherwise).",
        valueName: "mode"
    ))
    var images: TerminalGraphics?

    /// How this run draws pictures: never with `--json`; the `--images` choice (`auto` resolved
    /// from the environment); without it, auto-detected when stdout is a terminal and `off`
    /// otherwise, so scripts and pipes never receive escape sequences they did not ask for.
    func graphics(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalGraphics {
        if json { return .off }
        if let images { return images.resolve(environment: environment) }
        return Output.stdoutIsTerminal ? TerminalGraphics.auto.resolve(environment: environment) : .off
    }

    /// The configuration these options and the process environment resolve to.
    func configuration() throws -> KioskConfiguration {
        try KioskConfiguration.resolve(dataDir: dataDir, server: server, verbose: verbose)
    }
}
