#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: raw mode, alternate screen, hidden cursor, bracketed paste and mouse
/// reports; all of it undone by `restore()`, which is idempotent and safe to call from any exit
/// path, and done again by `enterAltScreen()` after a suspension (Ctrl-Z, then `fg`).
public final class ANSITerminalBackend: TerminalBackend {
    private let input: Int32
    private let output: Int32
    private let mouse: Bool
    private var saved: termios?
    private var active = false

    /// A backend on the given file descriptors (standard input and output by default).
    ///
    /// - Parameter mouse: whether to ask for mouse reports (clicks and the wheel, SGR
    ///   encoded); without them the terminal keeps the mouse for selecting text.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, mouse: Bool = true) {
        self.input = input
        self.output = output
        self.mouse = mouse
    }

    /// Turns on button-press reports (1000: clicks and the wheel) in SGR form (1006: any
    /// column, presses and releases told apart).
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Turns them off.
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    /// Whether standard output is a terminal; the TUI refuses to start otherwise.
    public static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1 }

    /// The terminal's size from `TIOCGWINSZ`; 80×24 when it cannot be read.
    public func size() -> Size {
        guard let window = TerminalWindow.measure(output) else { return Size(width: 80, height: 24) }
        return Size(width: window.columns, height: window.rows)
    }

    /// The size of one cell in pixels, when the terminal reports its size in pixels
    /// (`TIOCGWINSZ`'s `ws_xpixel`, `ws_ypixel`); `nil` when it does not. Pictures drawn by
    /// the terminal (kitty, sixel) are sized with it.
    public func cellPixelSize() -> Size? {
        guard let window = TerminalWindow.measure(output), window.pixelWidth >= window.columns, window.pixelHeight >= window.rows else { return nil }
        return Size(width: window.pixelWidth / window.columns, height: window.pixelHeight / window.rows)
    }

    /// Writes all of `bytes`, in one `write(2)` unless the kernel takes them in parts.
    public func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.write(output, raw.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }

    /// Saves termios (the first time: a resumed program restores what it found at start),
    /// switches to raw mode, the alternate screen, bracketed paste and mouse reports, and hides
    /// the cursor. Called again after a suspension, it sets everything up again, whatever the
    /// shell did to the terminal meanwhile.
    ///
    /// - Throws: `TerminalError.notATerminal` when standard input is not a terminal.
    public func enterAltScreen() throws {
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else { throw TerminalError.notATerminal }
        if saved == nil { saved = attributes }
        var raw = saved ?? attributes
        // Raw mode: no echo, no line buffering, no signals from keys (Ctrl-C arrives as a key
        // and quits cleanly), no CR/LF translation, 8-bit input.
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw TerminalError.notATerminal }
        active = true
        write(Array(("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J" + (mouse ? Self.mouseOn : "")).utf8))
    }

    /// Undoes everything `enterAltScreen` did; idempotent.
    public func restore() {
        guard active else { return }
        active = false
        write(Array(((mouse ? Self.mouseOff : "") + "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l").utf8))
        if var saved { tcsetattr(input, TCSAFLUSH, &saved) }
    }
}

/// Why the terminal could not be set up.
public enum TerminalError: Error, Equatable {
    /// Standard input or output is not a terminal.
    case notATerminal
}
