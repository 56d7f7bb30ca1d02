import Foundation
import Presentation
import TerminalUI

/// The navigation model: a stack of screens, home at the bottom. Keys go to the top screen;
/// Esc goes back one screen; quitting is a state change (`isQuitting`) that the event loop
/// reads, never an `exit()`.
///
/// Free of terminal I/O: tests drive it with keys and ticks and snapshot `render(size:)`.
@MainActor
final class AppShell {
    /// The open screens; the last one is shown.
    private(set) var stack: [any ScreenHosting]
    /// Set once the user asked to quit (from home, or Ctrl-C anywhere).
    private(set) var isQuitting = false
    /// The time, for time-limited banners and ticks.
    private let clock: Clock
    /// The pictures every screen draws from; `nil` for none.
    let pictures: PictureBoard?
    /// Called when a screen's state changed by itself (an effect result): draw again.
    var onChange: (@MainActor () -> Void)? {
        didSet { stack.forEach { $0.onChange = onChange } }
    }

    /// A shell showing `root`, reading the time from `clock`, drawing pictures from `pictures`.
    init(root: any ScreenHosting, clock: Clock, pictures: PictureBoard? = nil) {
        self.stack = [root]
        self.clock = clock
        self.pictures = pictures
    }

    /// The screen shown.
    var top: any ScreenHosting { stack[stack.count - 1] }

    /// The context the top screen renders and routes keys in.
    func context(size: Size) -> ScreenContext {
        ScreenContext(size: size, now: clock.now(), canGoBack: stack.count > 1, isShowingHelp: top.isShowingHelp, pictures: pictures)
    }

    /// The frame for the top screen at `size`.
    func render(size: Size) -> Frame {
        top.render(context: context(size: size))
    }

    /// Applies a key to the top screen, then any navigation its new state asks for.
    ///
    /// - Parameter confirmationShown: whether the terminal showed a confirmation when the key
    ///   was read (`ScreenContext.isConfirmationOnScreen`); `nil`, the top screen's state
    ///   counts as shown.
    func handle(_ key: Key, size: Size, confirmationShown: Bool? = nil) {
        var context = context(size: size)
        context.isConfirmationOnScreen = confirmationShown
        switch top.handle(key, context: context) {
        case .handled: break
        case .back: back()
        case .quit: isQuitting = true
        }
        settle()
    }

    /// The clock ticked: time-based state may change.
    func tick() {
        top.tick(now: clock.now())
        settle()
    }

    /// The screen shown reads what it shows afresh: other processes may have changed it.
    func reload() {
        top.reload()
        settle()
    }

    /// Applies navigation asked for by state that changed outside a key press.
    func settle() {
        if top.isQuitting { isQuitting = true }
        while let next = top.takeNavigation() {
            next.onChange = onChange
            stack.append(next)
        }
    }

    /// Closes the top screen, unless it is home.
    func back() {
        guard stack.count > 1 else { return }
        let closed = stack.removeLast()
        closed.close()
        top.returned()
    }

    /// Stops every screen's work and the picture loads (the program is ending).
    func close() {
        stack.reversed().forEach { $0.close() }
        pictures?.close()
    }
}
