import TerminalUI

/// The colours of the TUI, in one place.
enum Theme {
    /// Highlights and key names.
    static let accent = Color.cyan
    /// Warnings and notices.
    static let warning = Color.yellow
    /// Errors and the unreachable-API banner.
    static let error = Color.red
    /// Nenno's brand red (titles, banner): #E14D45.
    static let pizzaRed = Color.hex(0xE14D45)
    /// Nenno's brand yellow (prices, add buttons): #FFCD2B.
    static let pizzaYellow = Color.hex(0xFFCD2B)
}
