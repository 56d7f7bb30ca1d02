#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal a file descriptor writes to, as `TIOCGWINSZ` reports it.
public enum TerminalWindow {
    /// The window of the terminal on `descriptor`, in columns and rows and, when the terminal
    /// reports them, pixels; `nil` when it is not a terminal or says nothing.
    public static func measure(_ descriptor: Int32) -> (columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int)? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return (Int(window.ws_col), Int(window.ws_row), Int(window.ws_xpixel), Int(window.ws_ypixel))
    }

    /// How many columns the terminal on `descriptor` has; `nil` when it is not a terminal.
    public static func columns(of descriptor: Int32) -> Int? {
        measure(descriptor)?.columns
    }
}
