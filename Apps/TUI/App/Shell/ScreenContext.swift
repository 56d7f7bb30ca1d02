import Foundation
import TerminalUI

/// What a screen's render needs besides its state: the terminal's size, the time (from the
/// injected clock, for time-limited banners) and where the screen sits in the navigation.
struct ScreenContext: Sendable {
    /// The terminal's size.
    var size: Size
    /// The current time, from the environment's clock.
    var now: Date
    /// Whether Esc goes back to a previous screen (false on the home screen).
    var canGoBack: Bool
    /// Whether the `?` overlay is open.
    var isShowingHelp: Bool

    /// A context; the defaults suit a root screen with the overlay closed.
    init(size: Size, now: Date = Date(timeIntervalSince1970: 0), canGoBack: Bool = false, isShowingHelp: Bool = false) {
        self.size = size
        self.now = now
        self.canGoBack = canGoBack
        self.isShowingHelp = isShowingHelp
    }
}
