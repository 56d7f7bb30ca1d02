import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

// MARK: - A screen over a small view model, to exercise what the shell gives every screen

/// A view model with a 3-second notice, an unreachable API and a text field.
enum ProbeFeature: Reducer {
    struct State: Equatable, Sendable {
        var noticeUntil: Date?
        var isUnreachable = true
        var retries = 0
        var search = ""
        var isSearching = false
        var deleteConfirmation = false
    }

    enum Action: Equatable, Sendable {
        case addPressed(Date)
        case tick(Date)
        case retryPressed
        case reloaded
        case searchPressed
        case searchEdited(String)
        case searchClosed
        case deletePressed
        case deleteCancelled
    }

    struct Environment: Sendable {}

    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
        switch action {
        case let .addPressed(now): state.noticeUntil = now.addingTimeInterval(3)
        case let .tick(now): if let until = state.noticeUntil, now >= until { state.noticeUntil = nil }
        case .retryPressed:
            state.retries += 1
            return .run { send in await send(.reloaded) }
        case .reloaded: state.isUnreachable = false
        case .searchPressed: state.isSearching = true
        case let .searchEdited(text): state.search = text
        case .searchClosed: state.isSearching = false
        case .deletePressed: state.deleteConfirmation = true
        case .deleteCancelled: state.deleteConfirmation = false
        }
        return .none
    }
}


@MainActor
enum ProbeScreen: Screen {
    typealias Feature = ProbeFeature
    nonisolated(unsafe) static var clock = TestClock()

    static func title(_ state: ProbeFeature.State) -> String { "Probe" }

    static func body(_ state: ProbeFeature.State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        frame.text("retries: \(state.retries)", in: area.row(0))
        if state.isSearching {
            TextField(text: state.search, placeholder: "Search").render(into: &frame, in: area.row(1).splitLeft(20).left)
        }
    }

    static func keyMap(_ state: ProbeFeature.State) -> KeyMap<ProbeFeature.Action> {
        if state.deleteConfirmation {
            return [.keys(.character("n"), .escape, label: "n/esc", help: "cancel", send: .deleteCancelled)]
        }
        if state.isSearching {
            return [
                .keys(.escape, .enter, label: "esc", help: "done", send: .searchClosed),
                KeyBinding(help: nil) { key in
                    var field = TextFieldState(text: state.search)
                    return field.handle(key) ? .searchEdited(field.text) : nil
                },
            ]
        }
        return [
            .keys(.character("a"), help: "add", send: .addPressed(clock.now)),
            .keys(.character("/"), help: "search", send: .searchPressed),
            .keys(.character("d"), help: "delete", send: .deletePressed),
        ]
    }

    static func unreachable(_ state: ProbeFeature.State) -> Unreachable<ProbeFeature.Action>? {
        state.isUnreachable ? Unreachable(message: "Can't reach the probe server", retry: .retryPressed) : nil
    }

    static func banner(_ state: ProbeFeature.State, context: ScreenContext) -> Banner? {
        guard let until = state.noticeUntil, context.now < until else { return nil }
        return Banner(.notice, "ADDED TO CART")
    }

    static func overlay(_ state: ProbeFeature.State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        if state.deleteConfirmation {
            Dialog(title: "Delete", message: "Delete 2 counters?", confirm: "Delete 2 counters", isDestructive: true).render(into: &frame, in: area)
        }
    }

    static func tickAction(_ state: ProbeFeature.State, now: Date) -> ProbeFeature.Action? {
        state.noticeUntil == nil ? nil : .tick(now)
    }

    static func capturesKeys(_ state: ProbeFeature.State) -> Bool { state.isSearching || state.deleteConfirmation }
}

// MARK: Tests

@MainActor
@Suite(.serialized) struct ScreenShellTests {
    static let size = Size(width: 80, height: 24)
    let clock = TestClock()

    func makeShell() -> (AppShell, StoreHost<ProbeScreen>) {
        ProbeScreen.clock = clock
        let host = StoreHost<ProbeScreen>(store: Store(initialState: .init(), environment: .init()))
        let clock = clock
        return (AppShell(root: host, clock: clock.clock), host)
    }

    @Test func aNoticeLastsThreeSecondsOfTheInjectedClock() {
        let (shell, _) = makeShell()
        shell.handle(.character("a"), size: Self.size)
        #expect(shell.render(size: Self.size).lines.contains { $0.contains("ADDED TO CART") })
        clock.advance(by: .milliseconds(2_900))
        shell.tick()
        #expect(shell.render(size: Self.size).lines.contains { $0.contains("ADDED TO CART") })
        clock.advance(by: .milliseconds(100))
        shell.tick()
        #expect(!shell.render(size: Self.size).lines.contains { $0.contains("ADDED TO CART") })
    }

    @Test func theUnreachableBannerOffersRetryAndLeavesWhenTheRetryWorks() async {
        let (shell, host) = makeShell()
        var redraws = 0
        shell.onChange = { redraws += 1 }
        Snapshot.assert(lines: shell.render(size: Self.size).lines, named: "unreachable-80x24")
        shell.handle(.character("r"), size: Self.size)
        await host.store.idle()
        #expect(host.store.state.retries == 1)
        #expect(redraws >= 2) // The key press, then the effect's result.
        #expect(!shell.render(size: Self.size).lines.contains { $0.contains("Can't reach") })
    }

    @Test func whileTypingShellKeysAreText() {
        let (shell, host) = makeShell()
        for key: Key in [.character("/"), .character("q"), .character("?"), .character("r")] {
            shell.handle(key, size: Self.size)
        }
        #expect(host.store.state.search == "q?r")
        #expect(!shell.isQuitting && !host.isShowingHelp && host.store.state.retries == 0)
        shell.handle(.paste("Cups of\ncoffee"), size: Self.size)
        #expect(host.store.state.search == "q?rCups of coffee")
        Snapshot.assert(lines: shell.render(size: Self.size).lines, named: "typing-80x24")
        shell.handle(.escape, size: Self.size)
        #expect(!host.store.state.isSearching)
    }

    @Test func aDialogTakesTheKeysUntilItIsAnswered() {
        let (shell, host) = makeShell()
        shell.handle(.character("d"), size: Self.size)
        Snapshot.assert(lines: shell.render(size: Self.size).lines, named: "dialog-80x24")
        for key: Key in [.character("a"), .character("r"), .character("?")] { shell.handle(key, size: Self.size) }
        #expect(host.store.state.noticeUntil == nil)
        #expect(host.store.state.retries == 0)
        #expect(!host.isShowingHelp)
        shell.handle(.escape, size: Self.size)
        #expect(!host.store.state.deleteConfirmation)
    }

    @Test func theHelpOverlayListsEveryKeyOfTheScreen() {
        let (shell, _) = makeShell()
        shell.handle(.character("?"), size: Self.size)
        let text = shell.render(size: Self.size).lines.joined()
        for key in ["add", "search", "delete", "retry", "help", "quit Kiosk"] {
            #expect(text.contains(key), "\(key) missing")
        }
    }

    @Test(arguments: [Size(width: 60, height: 20), Size(width: 120, height: 40)])
    func theChromeAtOtherSizes(size: Size) {
        let (shell, _) = makeShell()
        shell.handle(.character("a"), size: size)
        Snapshot.assert(lines: shell.render(size: size).lines, named: "notice-and-unreachable-\(size.width)x\(size.height)")
    }
}
