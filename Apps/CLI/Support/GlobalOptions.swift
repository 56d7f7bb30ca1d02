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

    // NB: read by `transform`, not as an `ExpressibleByArgument` value: argument-parser's
    // defaults for a `CaseIterable` type (its choices, default and completions, each worked out
    // through the runtime's protocol look-ups) are a cost of every command's start-up.
    @Option(
        help: ArgumentHelp(
            "How to draw pictures: auto, kitty, sixel, blocks or off (default: auto on a terminal, off otherwise).",
            valueName: "mode"
        ),
        completion: .list(TerminalGraphics.allCases.map(\.rawValue)),
        transform: TerminalGraphics.argument
    )
    var images: TerminalGraphics?

    /// How this run draws pictures: never with `--json`; the `--images` choice (`auto` resolved
    /// from the environment); without it, auto-detected when stdout is a terminal and `off`
    /// otherwise, so scripts and pipes never receive escape sequences they did not ask for.
    /// Detected half blocks are off where no colour is wanted (`NO_COLOR`, `TERM=dumb`), as in
    /// the TUI: they are nothing but colour. An explicit `--images blocks` still draws them (the
    /// NO_COLOR convention lets a command-line flag override it).
    func graphics(environment: [String: String] = ProcessInfo.processInfo.environment, stdoutIsTerminal: Bool = Output.stdoutIsTerminal) -> TerminalGraphics {
        if json { return .off }
        if let images, images != .auto { return images.resolve(environment: environment) }
        guard images == .auto || stdoutIsTerminal else { return .off }
        let detected = TerminalGraphics.auto.resolve(environment: environment)
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return detected == .blocks && noColor ? .off : detected
    }

    /// The names of these options as typed, and whether each takes a value: what
    /// `GlobalOptionPlacement` moves to the command it belongs to. A test holds this list to
    /// the options' usage line, so a new option cannot be forgotten here.
    static let names: [String: Bool] = [
        "--data-dir": true, "--server": true, "--database": true, "--kiosk": true, "--idle-sign-out": true, "--images": true,
        "--json": false, "--verbose": false, "-v": false,
    ]

    /// Whether details go to stderr (`--verbose`).
    var verbose: Bool { kiosk.verbose }

    /// The configuration these options and the process environment resolve to.
    func configuration() throws -> KioskConfiguration {
        try kiosk.configuration()
    }
}
