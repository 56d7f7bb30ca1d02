import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// The shell, driven by keys as a person would: home → app → back → quit.
@MainActor
@Suite struct AppShellTests {
    static let size = Size(width: 80, height: 24)

    func makeShell(now: Date = Date(timeIntervalSince1970: 0)) -> AppShell {
        let home = StoreHost<HomeScreen>(
            store: Store(initialState: HomeFeature.State(), environment: .init()),
            navigation: { store in
                store.state.opened.map { StoreHost<ComingSoonScreen>(store: Store(initialState: $0, environment: .init())) }
            },
            onReturn: { store in store.send(.returnedHome) }
        )
        return AppShell(root: home, clock: .fixed(now))
    }

    @Test func enterOpensTheHighlightedAppAndEscapeComesBack() {
        let shell = makeShell()
        shell.handle(.down, size: Self.size)
        shell.handle(.enter, size: Self.size)
        #expect(shell.stack.count == 2)
        Snapshot.assert(lines: shell.render(size: Self.size).lines, named: "app-opened-80x24")
        shell.handle(.escape, size: Self.size)
        #expect(shell.stack.count == 1)
        Snapshot.assert(lines: shell.render(size: Self.size).lines, named: "back-home-80x24")
    }

    @Test func aDigitOpensThatApp() {
        let shell = makeShell()
        shell.handle(.character("3"), size: Self.size)
        #expect(shell.render(size: Self.size).lines[0].contains("Kiosk › Counters"))
    }

    @Test func escapeOnHomeDoesNotQuitButQDoes() {
        let shell = makeShell()
        shell.handle(.escape, size: Self.size)
        #expect(!shell.isQuitting)
        shell.handle(.character("q"), size: Self.size)
        #expect(shell.isQuitting)
    }

    @Test func qQuitsFromInsideAnAppToo() {
        let shell = makeShell()
        shell.handle(.enter, size: Self.size)
        shell.handle(.character("q"), size: Self.size)
        #expect(shell.isQuitting)
    }

    @Test func ctrlCQuitsFromAnyScreen() {
        let shell = makeShell()
        shell.handle(.enter, size: Self.size)
        shell.handle(.ctrl("c"), size: Self.size)
        #expect(shell.isQuitting)
    }

    @Test func questionMarkOpensTheHelpOverlayAndAnyKeyClosesIt() {
        let shell = makeShell()
        shell.handle(.character("?"), size: Self.size)
        #expect(shell.top.isShowingHelp)
        Snapshot.assert(lines: shell.render(size: Self.size).lines, named: "help-overlay-80x24")
        // The key that closes the overlay does nothing else.
        shell.handle(.character("q"), size: Self.size)
        #expect(!shell.top.isShowingHelp)
        #expect(!shell.isQuitting)
    }

    @Test func aTerminalBelowTheMinimumShowsANotice() {
        let shell = makeShell()
        let lines = shell.render(size: Size(width: 59, height: 20)).lines
        #expect(lines.contains { $0.contains("Terminal too small") })
        Snapshot.assert(lines: shell.render(size: Size(width: 40, height: 10)).lines, named: "too-small-40x10")
    }
}
