import Foundation
import TerminalUI

/// A live screen as the shell sees it, whatever its view model: it draws, takes keys and
/// ticks, and may ask to open another screen. `StoreHost` is the one implementation.
@MainActor
protocol ScreenHosting: AnyObject {
    /// Draws the screen.
    func render(context: ScreenContext) -> Frame
    /// Takes a key.
    func handle(_ key: Key, context: ScreenContext) -> HostOutcome
    /// The clock ticked.
    func tick(now: Date)
    /// Read what the screen shows afresh (a timer, Ctrl-L, a resume after Ctrl-Z).
    func reload()
    /// A screen the state asks to open, if any; asking again returns it only once.
    func takeNavigation() -> (any ScreenHosting)?
    /// A screen this one opened was closed: back on this screen.
    func returned()
    /// Whether the state asks the program to end.
    var isQuitting: Bool { get }
    /// Whether the `?` overlay is open.
    var isShowingHelp: Bool { get }
    /// Called when an effect changed the state (the event loop redraws).
    var onChange: (@MainActor () -> Void)? { get set }
    /// The screen is going away: stop its work.
    func close()
}

/// What taking a key did, for the shell.
enum HostOutcome: Equatable {
    /// The screen used the key (or ignored it); nothing for the shell to do.
    case handled
    /// Go back to the previous screen.
    case back
    /// Quit the program.
    case quit
}
