import ArgumentParser
import Foundation
import Presentation

/// `kiosk wine import`: categories and the whole catalog from wine.com into the database.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import the categories and the whole catalog into the local database.",
        discussion: "Pages of 100, each stored in its own transaction: an interrupted import keeps what it stored, and running it again completes it. Progress is shown on a terminal only."
    )

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options, checkService: false) { wine in
            let line = Output.stderrIsTerminal ? ProgressLine() : nil
            let started = ContinuousClock.now
            var result = ImportProgress()
            for try await progress in wine.importCatalog() {
                result = progress
                line?.show("\(progress.text) (\(progress.percent)%)")
            }
            line?.clear()
            if options.json { return try Output.json(result) }
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            Output.line(result.doneText(seconds: seconds))
        }
    }
}

extension ImportCommand: DirectlyParsed {}
