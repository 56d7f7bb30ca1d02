import ArgumentParser
import Composition
import Foundation
import FrontEndSupport
import Imaging
import Presentation
import TerminalUI

/// `kiosk-tui`: the full-screen front end.
struct KioskTUI: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-tui",
        abstract: "The full-screen terminal front end of Kiosk.",
        discussion: """
        Needs a terminal (use `kiosk` for scripts and pipes). Keys are shown at the
        bottom of each screen; `?` lists them all and `q` quits. Endpoints and the
        data directory are resolved as for `kiosk` (see `kiosk --help`).

        Log lines never go onto the screen: warnings, and with -v/--verbose every request and detail, are appended to the log file: --log-file, else $XDG_STATE_HOME/kiosk/kiosk-tui.log, else ~/.local/state/kiosk/kiosk-tui.log.
        """,
        version: KioskVersion.current
    )

    @Option(help: ArgumentHelp(
        "How pictures are drawn: auto (from the terminal; half blocks under tmux), kitty, sixel, blocks (truecolour half blocks) or off.",
        valueName: "mode"
    ))
    var images: TerminalGraphics = .auto

    @Option(name: .customLong("log-file"), help: ArgumentHelp(
        "Where log lines go (appended; -v logs every request): default $XDG_STATE_HOME/kiosk/kiosk-tui.log, else ~/.local/state/kiosk/kiosk-tui.log.",
        valueName: "path"
    ))
    var logFile: String?

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (selecting text); keys only.")
    var noMouse = false

    @OptionGroup var kiosk: KioskOptions

    /// Reads the line as every Kiosk program does (`SingleCommandLine`: `--log-file -x` is a
    /// value, an empty value a usage error, a refusal names the option and its rule), then runs.
    static func main() async {
        await SingleCommandLine.main(Self.self)
    }

    /// Where the log goes: `--log-file`, else the XDG state directory, else
    /// `~/.local/state/kiosk/`; `nil` when neither `XDG_STATE_HOME` (absolute) nor `HOME` is set.
    static func logFile(option: String?, environment: [String: String]) -> URL? {
        if let option { return URL(fileURLWithPath: option) }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("kiosk/kiosk-tui.log")
        }
        // NB: a relative XDG_STATE_HOME is invalid by the XDG spec and ignored.
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/kiosk/kiosk-tui.log")
    }

    /// Where log lines go when there is no log file.
    static let discard = URL(fileURLWithPath: "/dev/null")

    @MainActor
    func run() async throws {
        guard ANSITerminalBackend.isTerminal else {
            FileHandle.standardError.write(Data("kiosk-tui: standard output is not a terminal; run it in a terminal, or use `kiosk` for scripts.\n".utf8))
            throw ExitCode(ExitStatus.usage)
        }
        let processEnvironment = ProcessInfo.processInfo.environment
        let environment: AppEnvironment
        do {
            let configuration = try kiosk.configuration()
            let log = Self.logFile(option: logFile, environment: processEnvironment)
            do {
                // NB: never stderr: it is the screen once the TUI runs.
                environment = try makeEnvironment(configuration: configuration, log: .file(log ?? Self.discard))
            } catch let error as AppError where logFile == nil && error.field == "logFile" {
                // The default place cannot be written (a read-only home): run without a log.
                environment = try makeEnvironment(configuration: configuration, log: .file(Self.discard))
            }
        } catch let error as AppError {
            FileHandle.standardError.write(Data("kiosk-tui: \(error.message)\n".utf8))
            throw ExitCode(error.exitCode)
        }
        let backend = ANSITerminalBackend(mouse: !noMouse)
        try backend.enterAltScreen()
        // NB: every way out of `run` passes here: a normal quit, SIGINT/SIGTERM/SIGHUP (turned
        // into events by the loop) and a thrown error.
        defer { backend.restore() }
        let application = TUIApplication(
            environment: environment, backend: backend, processEnvironment: processEnvironment,
            graphics: images, cellPixels: backend.cellPixelSize().map { PixelBox(width: $0.width, height: $0.height) }
        )
        await application.run(input: TerminalInput.bytes(), signals: TerminalInput.signals())
    }
}
