import ArgumentParser
import Composition
import Foundation
import FrontEndSupport
import Imaging

/// The options every command takes: the ones every front end shares (`KioskOptions`), and the
/// CLI's own output choices.
struct GlobalOptions: ParsableArguments {
    @OptionGroup var kiosk: KioskOptions

    @Flag(help: "Print exactly one JSON document on stdout.")
    var json = false

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

    /// The names of these options as typed, and whether each takes a value: what
    /// `GlobalOptionPlacement` moves to the command it belongs to. A test holds this list to
    /// the options' usage line, so a new option cannot be forgotten here.
    static let names: [String: Bool] = [
        "--data-dir": true, "--server": true, "--images": true,
        "--json": false, "--verbose": false, "-v": false,
    ]

    /// Whether details go to stderr (`--verbose`).
    var verbose: Bool { kiosk.verbose }

    /// The configuration these options and the process environment resolve to.
    func configuration() throws -> KioskConfiguration {
        try kiosk.configuration()
    }
}
