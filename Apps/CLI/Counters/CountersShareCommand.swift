import ArgumentParser
import Foundation
import Presentation

/// `kiosk counters share [COUNTER...]`: the counters as text, `5 × Cups of coffee` per line,
/// to stdout, a file, or the terminal's clipboard.
struct CountersShareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Share counters as text (\"5 × Cups of coffee\" per line): stdout, a file or the clipboard.",
        discussion: """
        Without COUNTER, every counter is shared. --clipboard copies through the
        terminal (OSC 52), which works over ssh and in tmux with
        `set -g set-clipboard on`.
        """
    )

    @Argument(help: ArgumentHelp("The counters to share (ids or titles); all when none is named.", valueName: "counter"),
              completion: CompletionValues.counterTitles)
    var counters: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the text to this file instead of stdout.", valueName: "file"), completion: .file())
    var output: String?

    @Flag(help: "Copy the text to the terminal's clipboard (OSC 52) instead of stdout.")
    var clipboard = false

    @OptionGroup var options: GlobalOptions

    struct Document: Encodable {
        let text: String
        let counters: [CountersDocument.Row]
        let output: String?
        let clipboard: Bool
    }

    func run() async throws {
        try await reportingFailures(json: options.json) {
            // NB: checked first, so a wrong --output fails before any work or network.
            let file = try output.map(OutputFile.init)
            let session = try CountersSession(options)
            let result = try await session.syncBeforeShowing()
            var chosen: [Counter] = []
            for reference in counters {
                let counter = try result.overview.counter(named: reference)
                if !chosen.contains(counter) { chosen.append(counter) }
            }
            if counters.isEmpty { chosen = result.overview.counters }
            guard !chosen.isEmpty else { throw AppError.notFound(what: "Counters to share") }
            let text = CounterLookup.shareText(chosen) + "\n"
            if let output, let file {
                try file.write(text)
                Output.warn("kiosk: wrote \(Plural.count(chosen.count, "counter")) to \(output)")
            }
            if clipboard {
                try Self.copyToClipboard(text)
                Output.warn("kiosk: copied \(Plural.count(chosen.count, "counter")) to the clipboard")
            }
            if options.json {
                return try Output.json(Document(text: text, counters: chosen.map { CountersDocument.Row($0, pending: result.overview.pendingIDs) },
                                                output: output, clipboard: clipboard))
            }
            if output == nil, !clipboard { FileHandle.standardOutput.write(Data(text.utf8)) }
        }
    }

    /// Sends OSC 52 to the controlling terminal, so stdout stays clean for data.
    static func copyToClipboard(_ text: String) throws {
        guard let terminal = FileHandle(forWritingAtPath: "/dev/tty") else {
            throw AppError.validation(field: "--clipboard", rule: "needs a terminal (there is none); use --output FILE instead")
        }
        let sequence = "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
        terminal.write(Data(sequence.utf8))
        try? terminal.close()
    }
}
