import Foundation
import Imaging
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// Nenno's menu and editor with the pizzas' pictures (half blocks): late, failed, and Mare
/// Bianco, which has none, at 80×24 and 100×30.
@MainActor
@Suite struct PizzaScreenPictureTests {
    typealias State = PizzaScreenFeature.State
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30)]
    static let margherita = "https://cdn.pbrd.co/images/M57yElqQo.png"

    static let menu = PizzaScreenTests.loaded { $0.menuCursor = 0 }
    static func editor(_ name: String) -> State {
        PizzaScreenTests.on(.editor(PizzaScreenTests.editor(name)))
    }

    func render(_ state: State, size: Size, board: PictureBoard) -> Frame {
        let frame = PizzaScreen.render(state, context: ScreenContext(size: size, now: PizzaScreenTests.start, canGoBack: true, pictures: board))
        board.renderFinished()
        return frame
    }

    func row(of text: String, in frame: Frame) -> Int? {
        frame.lines.firstIndex { $0.contains(text) }
    }

    @Test(arguments: sizes)
    func menuPicturesArriveLateAfterAPlaceholder(size: Size) async throws {
        let source = StubPictureSource()
        let board = PictureBoard(mode: .blocks, source: source)
        let loading = render(Self.menu, size: size, board: board)
        Snapshot.assert(lines: loading.lines, named: "menu-loading-\(size.width)x\(size.height)")
        let margherita = try #require(row(of: "Margherita", in: loading))
        #expect(loading.lines[margherita].hasPrefix(" › ░░░░ Margherita"))
        // Only the cards on screen asked for a picture, at most four at a time.
        #expect(board.loadsInFlight == 4)

        await source.open()
        await board.waitForLoads()
        for _ in 0..<3 {
            _ = render(Self.menu, size: size, board: board)
            await board.waitForLoads()
        }
        let loaded = render(Self.menu, size: size, board: board)
        Snapshot.assert(lines: loaded.lines, named: "menu-pictures-\(size.width)x\(size.height)")
        #expect(loaded.lines[margherita].hasPrefix(" › ▀▀▀▀ Margherita") && loaded.lines[margherita + 1].hasPrefix("   ▀▀▀▀ "))
        #expect(!loaded.lines.joined().contains("░"))
        #expect(await !source.requests.contains { $0.isEmpty })
    }

    @Test func thePizzaWithoutAPictureHasNothingInItsPlace() async throws {
        let board = PictureBoard(mode: .blocks, source: StubPictureSource(isOpen: true))
        let state = PizzaScreenTests.loaded { $0.menuCursor = 5 }
        for _ in 0..<4 {
            _ = render(state, size: Size(width: 100, height: 30), board: board)
            await board.waitForLoads()
        }
        let frame = render(state, size: Size(width: 100, height: 30), board: board)
        let bianco = try #require(row(of: "Mare Bianco", in: frame))
        #expect(frame.lines[bianco].hasPrefix(" ›      Mare Bianco"))
        #expect(frame.lines[bianco + 1].hasPrefix("        "))
    }

    @Test(arguments: sizes)
    func theEditorShowsThePizzaBesideItsIngredients(size: Size) async {
        let source = StubPictureSource(isOpen: true)
        let board = PictureBoard(mode: .blocks, source: source)
        _ = render(Self.editor("Margherita"), size: size, board: board)
        await board.waitForLoads()
        let frame = render(Self.editor("Margherita"), size: size, board: board)
        Snapshot.assert(lines: frame.lines, named: "editor-picture-\(size.width)x\(size.height)")
        #expect(frame.lines.filter { $0.contains("▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀") }.count == 8)
        #expect(await source.requests == [Self.margherita])
        #expect(await source.boxes == [PixelBox(width: 16, height: 16)])
    }

    @Test func theEditorOfAPizzaWithoutAPictureOrWhosePictureFailedShowsNone() async {
        let board = PictureBoard(mode: .blocks, source: StubPictureSource(failing: [Self.margherita], isOpen: true))
        let size = Size(width: 80, height: 24)
        for name in ["Margherita", "Mare Bianco"] {
            _ = render(Self.editor(name), size: size, board: board)
            await board.waitForLoads()
            let frame = render(Self.editor(name), size: size, board: board)
            #expect(!frame.lines.joined().contains("▀") && !frame.lines.joined().contains("░"), "\(name)")
            #expect(frame.lines == PizzaScreen.render(Self.editor(name), context: ScreenContext(size: size, now: PizzaScreenTests.start, canGoBack: true)).lines)
        }
    }

    @Test func theAddedToCartBarHidesTheFirstCardsPictureUnderIt() async {
        // A kitty picture would float over the bar: the bar's fill removes it.
        let board = PictureBoard(mode: .kitty, source: StubPictureSource(isOpen: true))
        let size = Size(width: 80, height: 24)
        _ = render(Self.editor("Margherita"), size: size, board: board)
        await board.waitForLoads()
        var state = Self.editor("Margherita")
        #expect(render(state, size: size, board: board).graphics.count == 1)
        let line = PizzaCartLine(id: PizzaCartLineID(1), item: .pizza(PizzaScreenTests.pizza("Margherita")), quantity: 1)
        state.app.notice = .addedToCart(line)
        let frame = render(state, size: size, board: board)
        #expect(frame.graphics.allSatisfy { $0.rect.y > 2 })
    }
}
