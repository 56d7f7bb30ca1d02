import ArgumentParser
import Composition
import Foundation
import FrontEndSupport
import Imaging
import Presentation
import TerminalUI

/// `kiosk-tui`: the full-screen front end.
@main
struct KioskTUI: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-tui",
        abstract: "The full-screen terminal front end of Kiosk.",
        discussion: """
        Needs a terminal (use `kiosk` for scripts and pipes). Keys are shown at the
        bottom of each screen; `?` lists them all and `q` quits. Endpoints and the
        data directory are resolved as for `kiosk` (see `kiosk --help`).
        """,
        version: KioskVersion.current
    )

    @OptionGroup var kiosk: KioskOptions

    @Option(help: ArgumentHelp(
        "How pictures are drawn: auto (from the terminal; half blocks under tmux), kitty, sixel, blocks (truecolour half blocks) or off.",
        valueName: "mode"
    ))
    var images: TerminalGraphics = .auto

    @MainActor
    func run() async throws {
        guard ANSITerminalBackend.isTerminal else {
            FileHandle.standardError.write(Data("kiosk-tui: standard output is not a terminal; run it in a terminal, or use `kiosk` for scripts.\n".utf8))
            throw ExitCode(ExitStatus.usage)
        }
        let environment: AppEnvironment
        do {
            environment = try makeEnvironment(configuration: try kiosk.configuration())
        } catch let error as AppError {
            FileHandle.standardError.write(Data("kiosk-tui: \(error.message)\n".utf8))
            throw ExitCode(error.exitCode)
        }
        let backend = ANSITerminalBackend()
        try backend.enterAltScreen()
        // NB: every way out of `run` passes here: a normal quit, SIGINT/SIGTERM/SIGHUP (turned
        // into events by the loop) and a thrown error.
        defer { backend.restore() }
        let application = TUIApplication(
            environment: environment, backend: backend, processEnvironment: ProcessInfo.processInfo.environment,
            graphics: images, cellPixels: backend.cellPixelSize().map { PixelBox(width: $0.width, height: $0.height) }
        )
        await application.run(input: TerminalInput.bytes(), signals: TerminalInput.signals())
    }
}
