import Foundation
import Imaging
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// The Wine catalog and detail with label pictures (half blocks), arriving late and failing,
/// and a wine without a label, at 80×24 and 100×30.
@MainActor
@Suite struct WineScreenPictureTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30)]
    static let catalog = WineScreenTests.signedIn(.catalog) { $0.catalogCursor = 0 }
    static let detail = WineScreenTests.signedIn(.detail) {
        $0.app.detail = WineDetailFeature.State(wineID: 1)
        $0.app.detail?.wine = WineScreenTests.wines[0]
        $0.app.detail?.quantity = "1"
    }
    static let firstLabel = "https://example.com/1.jpg"
    static let secondLabel = "https://example.com/3.jpg"

    func render(_ state: WineScreenFeature.State, size: Size, board: PictureBoard) -> Frame {
        let frame = WineScreen.render(state, context: ScreenContext(size: size, canGoBack: true, pictures: board))
        board.renderFinished()
        return frame
    }

    /// The rows of `frame` holding `text`.
    func rows(of text: String, in frame: Frame) -> [Int] {
        frame.lines.indices.filter { frame.lines[$0].contains(text) }
    }

    @Test(arguments: sizes)
    func catalogLabelsArriveLateAfterAPlaceholder(size: Size) async {
        let source = StubPictureSource()
        let board = PictureBoard(mode: .blocks, source: source)
        let loading = render(Self.catalog, size: size, board: board)
        Snapshot.assert(lines: loading.lines, named: "catalog-loading-\(size.width)x\(size.height)")
        let duckhorn = rows(of: "Duckhorn", in: loading)[0]
        #expect(loading.lines[duckhorn].hasPrefix(" ░░░░ Duckhorn"))
        #expect(!loading.lines.joined().contains("▀"))

        await source.open()
        await board.waitForLoads()
        let loaded = render(Self.catalog, size: size, board: board)
        Snapshot.assert(lines: loaded.lines, named: "catalog-labels-\(size.width)x\(size.height)")
        #expect(loaded.lines[duckhorn].hasPrefix(" ▀▀▀▀ Duckhorn") && loaded.lines[duckhorn + 1].hasPrefix(" ▀▀▀▀ "))
        #expect(loaded[1, duckhorn].style.foreground == .rgb(StubPictureSource.top.red, StubPictureSource.top.green, StubPictureSource.top.blue))
        // Only the two wines with a label were asked for, once each, as 4×4-pixel thumbnails.
        #expect(await source.requests.sorted() == [Self.firstLabel, Self.secondLabel])
        #expect(Set(await source.boxes) == [PixelBox(width: 4, height: 4)])
    }

    @Test func aWineWithoutALabelHasNothingInItsPlace() async {
        let source = StubPictureSource(isOpen: true)
        let board = PictureBoard(mode: .blocks, source: source)
        _ = render(Self.catalog, size: Size(width: 80, height: 24), board: board)
        await board.waitForLoads()
        let frame = render(Self.catalog, size: Size(width: 80, height: 24), board: board)
        for name in ["Aalto", "Château Ste. Michelle Merlot"] {
            let row = rows(of: name, in: frame)[0]
            #expect(frame.lines[row].hasPrefix("      \(name)"), "\(name): \(frame.lines[row])")
            #expect(frame.lines[row + 1].hasPrefix("      "))
        }
    }

    @Test func aLabelThatFailsToLoadLeavesItsPlaceEmpty() async {
        let source = StubPictureSource(failing: [Self.secondLabel], isOpen: true)
        let board = PictureBoard(mode: .blocks, source: source)
        _ = render(Self.catalog, size: Size(width: 80, height: 24), board: board)
        await board.waitForLoads()
        let frame = render(Self.catalog, size: Size(width: 80, height: 24), board: board)
        Snapshot.assert(lines: frame.lines, named: "catalog-one-label-failed-80x24")
        let riesling = rows(of: "Zind-Humbrecht Riesling", in: frame)[0]
        #expect(frame.lines[riesling].hasPrefix("      Zind-Humbrecht Riesling"))
        #expect(!frame.lines[riesling + 1].contains("░") && !frame.lines[riesling + 1].contains("▀"))
        #expect(frame.lines[rows(of: "Duckhorn", in: frame)[0]].hasPrefix(" ▀▀▀▀ Duckhorn"))
    }

    @Test func theSelectedRowIsHighlightedButItsLabelIsNotReversed() async {
        let board = PictureBoard(mode: .blocks, source: StubPictureSource(isOpen: true))
        _ = render(Self.catalog, size: Size(width: 80, height: 24), board: board)
        await board.waitForLoads()
        let frame = render(Self.catalog, size: Size(width: 80, height: 24), board: board)
        let row = rows(of: "Duckhorn", in: frame)[0]
        #expect(!frame[1, row].style.reverse)
        #expect(frame[6, row].style.reverse && frame[6, row + 1].style.reverse)
    }

    @Test(arguments: sizes)
    func theDetailLabelArrivesLateBesideTheFacts(size: Size) async {
        let source = StubPictureSource()
        let board = PictureBoard(mode: .blocks, source: source)
        let loading = render(Self.detail, size: size, board: board)
        Snapshot.assert(lines: loading.lines, named: "detail-loading-\(size.width)x\(size.height)")
        await source.open()
        await board.waitForLoads()
        let loaded = render(Self.detail, size: size, board: board)
        Snapshot.assert(lines: loaded.lines, named: "detail-label-\(size.width)x\(size.height)")
        #expect(await source.boxes == [PixelBox(width: 16, height: 16)])
        let name = rows(of: "Duckhorn Napa Valley Merlot 2008", in: loaded)[0]
        #expect(loaded.lines[name].hasPrefix(" ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀  Duckhorn"))
        #expect(loaded.lines.filter { $0.contains("▀") }.count == 8)
        #expect(!loaded.lines.joined().contains("label image on wine.com"))
    }

    @Test func aDetailLabelThatFailsLeavesTheTextAtTheLeft() async {
        let board = PictureBoard(mode: .blocks, source: StubPictureSource(failing: [Self.firstLabel], isOpen: true))
        _ = render(Self.detail, size: Size(width: 80, height: 24), board: board)
        await board.waitForLoads()
        let frame = render(Self.detail, size: Size(width: 80, height: 24), board: board)
        Snapshot.assert(lines: frame.lines, named: "detail-label-failed-80x24")
        #expect(frame.lines[rows(of: "Duckhorn Napa Valley Merlot 2008", in: frame)[0]].hasPrefix(" Duckhorn"))
        #expect(!frame.lines.joined().contains("▀") && !frame.lines.joined().contains("░"))
    }

    @Test func picturesOffKeepTheTextLayout() {
        let board = PictureBoard(mode: .off, source: StubPictureSource())
        let size = Size(width: 80, height: 24)
        #expect(render(Self.catalog, size: size, board: board).lines == WineScreen.render(Self.catalog, context: ScreenContext(size: size, canGoBack: true)).lines)
    }
}
