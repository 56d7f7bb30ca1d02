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
        write(text.terminalSafe + "\n", to: STDOUT_FILENO)
    }

    /// Prints lines of data on stdout in one write.
    static func lines(_ texts: [String]) {
        var text = ""
        for line in texts {
            text += line.terminalSafe
            text += "\n"
        }
        write(text, to: STDOUT_FILENO)
    }

    /// Prints `text` on stdout as it is (escape sequences of a picture).
    static func raw(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Prints a diagnostic line on stderr.
    static func warn(_ text: String) {
        write(text.terminalSafe + "\n", to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor`, again after a partial write or an interruption.
    ///
    /// NB: `write(2)` itself, not `FileHandle`, whose first use (and `Data`'s for the bytes) was
    /// a tenth of a millisecond of every command. A closed pipe ends the process by SIGPIPE, as
    /// before and as `cat` does; any other failure leaves the rest unwritten.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
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
