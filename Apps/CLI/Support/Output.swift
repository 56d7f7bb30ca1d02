import Foundation
import TerminalText

/// Writes data to stdout and diagnostics to stderr; the only place the CLI prints.
///
/// Text lines go through `terminalSafe`: names, titles, ids and error messages come from
/// servers and from other processes' data, and must never reach a terminal as escape sequences.
enum Output {
    /// Whether stdout is a terminal (progress and pretty JSON only then).
    static let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
    /// Whether stderr is a terminal.
    static let stderrIsTerminal = isatty(STDERR_FILENO) == 1
    /// The terminal's width when stdout is a terminal, for tables; `nil` for pipes and files.
    static let terminalColumns: Int? = stdoutIsTerminal ? TerminalWindow.columns(of: STDOUT_FILENO) : nil

    /// Prints a line of data on stdout.
    static func line(_ text: String = "") {
        FileHandle.standardOutput.write(Data((text.terminalSafe + "\n").utf8))
    }

    /// Prints lines of data on stdout in one write.
    static func lines(_ texts: [String]) {
        var text = ""
        for line in texts {
            text += line.terminalSafe
            text += "\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Prints `text` on stdout as it is (escape sequences of a picture).
    static func raw(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Prints a diagnostic line on stderr.
    static func warn(_ text: String) {
        FileHandle.standardError.write(Data((text.terminalSafe + "\n").utf8))
    }

    /// Prints `value` as the one JSON document of this run: sorted keys, pretty on a terminal.
    static func json<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = stdoutIsTerminal ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(value)
        data.append(0x0A)
        FileHandle.standardOutput.write(data)
    }
}
