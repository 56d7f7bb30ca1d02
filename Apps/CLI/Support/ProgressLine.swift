import Foundation
import Presentation

/// A line on stderr rewritten in place (`\r`, erase to the end), for long work on a terminal:
/// never on a pipe, where it would be noise in a log. Cleared before the result is printed.
final class ProgressLine: @unchecked Sendable {
    // NB: @unchecked: written from the sync's progress callback and the command's task, one at
    // a time (the callback runs inside the awaited call), and only ever to stderr.
    private var shown = false

    /// Shows `text` in place of the previous line.
    func show(_ text: String) {
        shown = true
        FileHandle.standardError.write(Data("\r\(text.terminalSafe)\u{1B}[K".utf8))
    }

    /// Erases the line, if one was shown.
    func clear() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}
