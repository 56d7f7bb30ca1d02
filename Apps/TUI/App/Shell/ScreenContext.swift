import Foundation
import TerminalUI

/// What a screen's render needs besides its state: the terminal's size, the time (from the
/// injected clock, for time-limited banners), where the screen sits in the navigation and the
/// picture board.
struct ScreenContext: Sendable {
    /// The terminal's size.
    var size: Size
    /// The current time, from the environment's clock.
    var now: Date
    /// Whether Esc goes back to a previous screen (false on the home screen).
    var canGoBack: Bool
    /// Whether the `?` overlay is open.
    var isShowingHelp: Bool
    /// Where screens get the pictures of their items; `nil` (or a board that is off) keeps
    /// the text-only layouts.
    var pictures: PictureBoard?
    /// Whether the terminal shows a confirmation's buttons, as it was when the key was read:
    /// a confirmation is answered only then (`Screen.route`). `nil` when not known (a screen
    /// driven without a terminal, as tests do): the state is then taken as shown.
    var isConfirmationOnScreen: Bool?

    /// A context; the defaults suit a root screen with the overlay closed and no pictures.
    init(size: Size, now: Date = Date(timeIntervalSince1970: 0), canGoBack: Bool = false, isShowingHelp: Bool = false, pictures: PictureBoard? = nil) {
        self.size = size
        self.now = now
        self.canGoBack = canGoBack
        self.isShowingHelp = isShowingHelp
        self.pictures = pictures
    }

    /// The board when it draws pictures, else `nil`: what screens test to pick their layout.
    var activePictures: PictureBoard? {
        guard let pictures, pictures.isEnabled else { return nil }
        return pictures
    }
}
