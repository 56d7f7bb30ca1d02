import Foundation
import Presentation
import TerminalUI

/// Runs a `Store` for a `Screen`: routes keys to its actions, renders its state, keeps the
/// screen's own UI state (the `?` overlay) and tells the event loop when an effect changed the
/// state, so effect results are drawn like key presses.
@MainActor
final class StoreHost<S: Screen>: ScreenHosting {
    /// The view model's store.
    let store: Store<S.Feature>
    private(set) var isShowingHelp = false
    var onChange: (@MainActor () -> Void)?
    private let navigation: ((Store<S.Feature>) -> (any ScreenHosting)?)?
    private let onReturn: ((Store<S.Feature>) -> Void)?

    /// A host for `store`.
    ///
    /// - Parameters:
    ///   - navigation: looks at the store after each change and returns a screen to open
    ///     (the home screen opens an app); it must also update the state so it does not ask
    ///     twice, or rely on `onReturn` to do so.
    ///   - onReturn: called when the opened screen is closed.
    init(
        store: Store<S.Feature>,
        navigation: ((Store<S.Feature>) -> (any ScreenHosting)?)? = nil,
        onReturn: ((Store<S.Feature>) -> Void)? = nil
    ) {
        self.store = store
        self.navigation = navigation
        self.onReturn = onReturn
        store.onChange = { [weak self] _ in self?.onChange?() }
    }

    var isQuitting: Bool { S.isQuitting(store.state) }

    func render(context: ScreenContext) -> Frame {
        var context = context
        context.isShowingHelp = isShowingHelp
        return S.render(store.state, context: context)
    }

    func handle(_ key: Key, context: ScreenContext) -> HostOutcome {
        // NB: first, so a key after the idle limit finds the sign-in instead of acting on the
        // screen it left; a button's release is the same touch as its press.
        if let touched = S.touchedAction(store.state), !Self.isRelease(key) { store.send(touched) }
        var context = context
        context.isShowingHelp = isShowingHelp
        // NB: a click means what is drawn under it: the frame knows the layout the screen drew.
        var target: ClickTarget?
        if case let .mouse(event) = key, case .press(.left) = event.kind {
            target = S.render(store.state, context: context).target(atX: event.x, y: event.y)
        }
        switch S.route(key, state: store.state, context: context, target: target) {
        case let .send(action): store.send(action)
        case .toggleHelp: isShowingHelp.toggle()
        case .back: return .back
        case .quit: return .quit
        case .ignore: break
        }
        return .handled
    }

    private static func isRelease(_ key: Key) -> Bool {
        guard case let .mouse(event) = key, case .release = event.kind else { return false }
        return true
    }

    func tick(now: Date) {
        if let action = S.tickAction(store.state, now: now) { store.send(action) }
    }

    func reload() {
        if let action = S.reloadAction(store.state) { store.send(action) }
    }

    /// Whether a screen this one opened is still open: navigation is not asked meanwhile,
    /// since the state that opened it usually stays set until `onReturn` clears it.
    private var hasOpenChild = false

    func takeNavigation() -> (any ScreenHosting)? {
        guard !hasOpenChild, let next = navigation?(store) else { return nil }
        hasOpenChild = true
        return next
    }

    func returned() {
        hasOpenChild = false
        onReturn?(store)
    }

    func close() {
        store.cancelAll()
        store.onChange = nil
    }
}
