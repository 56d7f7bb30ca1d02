import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

@MainActor
@Suite struct HomeScreenTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 60, height: 20)]

    func render(_ state: HomeFeature.State, _ size: Size) -> Frame {
        HomeScreen.render(state, context: ScreenContext(size: size))
    }

    @Test(arguments: sizes)
    func theThreeAppsWithTheFirstHighlighted(size: Size) {
        Snapshot.assert(lines: render(HomeFeature.State(), size).lines, named: "initial-\(size.width)x\(size.height)")
    }

    @Test func keysMoveTheHighlight() {
        var state = HomeFeature.State()
        for key in [Key.down, .down, .character("j"), .up] {
            guard case let .send(action) = HomeScreen.route(key, state: state, context: ScreenContext(size: Self.sizes[0])) else {
                Issue.record("\(key) did nothing")
                return
            }
            _ = HomeFeature.reduce(&state, action, .init())
        }
        #expect(state.selection == 2) // Moving wraps around: 0, 1, 2, 0, then up to 2.
        Snapshot.assert(lines: render(state, Self.sizes[0]).lines, named: "after-down-down-j-up-80x24")
    }

    @Test func theHelpLineNamesEveryPrimaryKey() {
        let help = HomeScreen.helpEntries(HomeFeature.State(), context: ScreenContext(size: Self.sizes[0])).map(\.keys)
        #expect(help == ["↑↓", "enter", "1-3", "q", "?"])
    }

    @Test func digitsOutsideTheListDoNothing() {
        #expect(HomeScreen.keyMap(HomeFeature.State()).action(for: .character("7")) == nil)
        #expect(HomeScreen.keyMap(HomeFeature.State()).action(for: .character("2")) == .appPicked(1))
    }
}

extension Size: CustomTestStringConvertible {
    public var testDescription: String { "\(width)x\(height)" }
}
