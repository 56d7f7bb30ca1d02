import Foundation
import Imaging
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// The picture board on its own: placeholder, picture after the load, nothing after a failure,
/// loads bounded and limited to what a frame asked for, kitty and sixel placements.
@MainActor
@Suite struct PictureBoardTests {
    static let box = Rect(x: 1, y: 1, width: 4, height: 2)

    func frame(_ board: PictureBoard, _ urls: [String?], size: Size = Size(width: 40, height: 12)) -> (Frame, [PictureBoard.Slot]) {
        var frame = Frame(size: size)
        let slots = urls.enumerated().map { index, url in
            board.draw(url, into: &frame, in: Rect(x: 1 + index * 5, y: 1, width: 4, height: 2))
        }
        return (frame, slots)
    }

    @Test func aPictureIsAPlaceholderUntilItsLoadFinishesThenHalfBlocks() async {
        let source = StubPictureSource()
        let board = PictureBoard(mode: .blocks, source: source)
        var changes = 0
        board.onChange = { changes += 1 }

        let (first, slots) = frame(board, ["https://example.com/a.png"])
        #expect(slots == [.loading])
        #expect(first.lines[1].hasPrefix(" ░░░░") && first.lines[2].hasPrefix(" ░░░░"))
        board.renderFinished()
        // Drawn again before the picture came: still the placeholder, and no second load.
        #expect(frame(board, ["https://example.com/a.png"]).1 == [.loading])
        board.renderFinished()

        await source.open()
        await board.waitForLoads()
        #expect(changes == 1)
        #expect(await source.requests == ["https://example.com/a.png"])
        #expect(await source.boxes == [PixelBox(width: 4, height: 4)])
        let (after, slotsAfter) = frame(board, ["https://example.com/a.png"])
        #expect(slotsAfter == [.picture])
        #expect(after.lines[1].hasPrefix(" ▀▀▀▀") && after.lines[2].hasPrefix(" ▀▀▀▀"))
        let top = StubPictureSource.top, bottom = StubPictureSource.bottom
        #expect(after[1, 1].style == Style(foreground: .rgb(top.red, top.green, top.blue), background: .rgb(bottom.red, bottom.green, bottom.blue)))
    }

    @Test func aFailedPictureShowsNothing() async {
        let source = StubPictureSource(failing: ["https://example.com/broken.png"], isOpen: true)
        let board = PictureBoard(mode: .blocks, source: source)
        _ = frame(board, ["https://example.com/broken.png"])
        board.renderFinished()
        await board.waitForLoads()
        let (after, slots) = frame(board, ["https://example.com/broken.png"])
        #expect(slots == [.none])
        #expect(after.lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(board.slot(for: "https://example.com/broken.png", columns: 4, rows: 2) == .none)
    }

    @Test func noURLOrTextThatIsNoURLShowsNothingAndLoadsNothing() async {
        let source = StubPictureSource(isOpen: true)
        let board = PictureBoard(mode: .blocks, source: source)
        #expect(frame(board, [nil, "", "  "]).1 == [.none, .none, .none])
        _ = frame(board, ["not a url"])
        board.renderFinished()
        await board.waitForLoads()
        #expect(frame(board, ["not a url"]).1 == [.none])
        #expect(await source.requests.isEmpty)
    }

    @Test func picturesOffDrawNothing() {
        let board = PictureBoard(mode: .off, source: StubPictureSource())
        let (frame, slots) = frame(board, ["https://example.com/a.png"])
        #expect(slots == [.none])
        #expect(frame == Frame(size: frame.size))
        #expect(!board.isEnabled)
    }

    @Test func atMostFourLoadsRunAndOnlyWhatTheLastFrameAskedFor() async {
        let source = StubPictureSource()
        let board = PictureBoard(mode: .blocks, source: source, maximumLoads: 4)
        let urls = (0..<7).map { "https://example.com/\($0).png" }
        _ = frame(board, urls)
        board.renderFinished()
        #expect(board.loadsInFlight == 4)
        // The next frame shows other items (the list scrolled): 4, 5 and 6 are no longer asked.
        _ = frame(board, ["https://example.com/9.png"])
        board.renderFinished()
        #expect(board.loadsInFlight == 4)
        await source.open()
        await board.waitForLoads()
        _ = frame(board, ["https://example.com/9.png"])
        board.renderFinished()
        await board.waitForLoads()
        #expect(await source.mostRunning <= 4)
        #expect(Set(await source.requests) == Set(urls.prefix(4) + ["https://example.com/9.png"]))
    }

    @Test func loadsFinishingTogetherAskForOneRedraw() async {
        let source = StubPictureSource()
        let board = PictureBoard(mode: .blocks, source: source)
        var changes = 0
        board.onChange = { changes += 1 }
        _ = frame(board, ["https://example.com/a.png", "https://example.com/b.png", "https://example.com/c.png"])
        board.renderFinished()
        await source.open()
        await board.waitForLoads()
        #expect(changes == 1)
    }

    @Test func kittyPicturesArePlacementsOverBlankCellsWithAnIdPerPlacement() async {
        let source = StubPictureSource(isOpen: true)
        let board = PictureBoard(mode: .kitty, source: source, cellPixels: PixelBox(width: 8, height: 16))
        let url = "https://example.com/a.png"
        _ = frame(board, [url])
        board.renderFinished()
        await board.waitForLoads()
        // The same picture twice: two placements, two ids (a kitty id is one placement).
        let (after, slots) = frame(board, [url, url])
        #expect(slots == [.picture, .picture])
        #expect(after.graphics.map(\.rect) == [Rect(x: 1, y: 1, width: 4, height: 2), Rect(x: 6, y: 1, width: 4, height: 2)])
        #expect(Set(after.graphics.map(\.id)).count == 2)
        #expect(after.graphics.allSatisfy { $0.kind == .kitty })
        let bytes = String(decoding: after.graphics[0].bytes, as: UTF8.self)
        #expect(bytes.hasPrefix("\u{1B}_Ga=T,f=32,s=32,v=32,i=\(after.graphics[0].id),c=4,r=2,C=1,q=2"))
        #expect(after.lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(await source.boxes == [PixelBox(width: 32, height: 32)])
        // Drawn again: the same placements, so the diff writes nothing for them.
        board.renderFinished()
        #expect(frame(board, [url, url]).0.graphics == after.graphics)
    }

    @Test func sixelPicturesArePlacementsOfOneSixelSequence() async {
        let source = StubPictureSource(isOpen: true)
        let board = PictureBoard(mode: .sixel, source: source, cellPixels: PixelBox(width: 8, height: 16))
        _ = frame(board, ["https://example.com/a.png"])
        board.renderFinished()
        await board.waitForLoads()
        let (after, _) = frame(board, ["https://example.com/a.png"])
        #expect(after.graphics.count == 1)
        #expect(after.graphics[0].kind == .sixel)
        #expect(after.graphics[0].bytes.starts(with: Array("\u{1B}P".utf8)))
    }

    @Test func theRealLoaderShowsNothingForBrokenPicturesAndNeverThrows() async throws {
        // 404, an HTML error page, a PNG cut short, a PNG claiming huge dimensions, a refused
        // connection: all nothing.
        let transport = FakeHTTPTransport()
        transport.on(.get, "/missing.png", status: 404, json: "{}")
        transport.on(.get, "/page.png", bytes: Data("<html>oops</html>".utf8))
        transport.on(.get, "/cut.png", bytes: Data(Self.pngHeader(width: 8, height: 8)))
        transport.on(.get, "/huge.png", bytes: Data(Self.pngHeader(width: 100_000, height: 100_000)))
        transport.on(.get, "/down.png", failing: .unreachable("connection refused"))
        let board = PictureBoard(mode: .blocks, source: ImageLoader(transport: transport, cache: nil))
        let urls = ["missing", "page", "cut", "huge"].map { "http://127.0.0.1:1/\($0).png" }
        _ = frame(board, urls)
        board.renderFinished()
        await board.waitForLoads()
        let (after, slots) = frame(board, urls)
        #expect(slots == [.none, .none, .none, .none])
        #expect(after == Frame(size: after.size))
        _ = frame(board, ["http://127.0.0.1:1/down.png"])
        board.renderFinished()
        await board.waitForLoads()
        #expect(frame(board, ["http://127.0.0.1:1/down.png"]).1 == [.none])
    }

    /// The signature and an IHDR chunk of a PNG of `width` × `height`, and nothing after it.
    nonisolated static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
        let data = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8) + data + [0, 0, 0, 0]
    }
}

/// `--images` against the environment.
@Suite struct PictureModeTests {
    @Test func autoIsHalfBlocksUnderTmuxEvenInKitty() {
        let environment = ["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"]
        #expect(PictureMode.resolve(.auto, environment: environment, depth: .indexed256) == .blocks)
    }

    @Test func autoFollowsTheTerminal() {
        #expect(PictureMode.resolve(.auto, environment: ["TERM": "xterm-kitty"], depth: .trueColor) == .kitty)
        #expect(PictureMode.resolve(.auto, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], depth: .trueColor) == .blocks)
        #expect(PictureMode.resolve(.auto, environment: ["TERM": "dumb"], depth: .none) == .off)
    }

    @Test func sixelNeedsTheCellSizeElseHalfBlocks() {
        #expect(PictureMode.resolve(.auto, environment: ["TERM": "foot"], depth: .trueColor, knowsCellSize: true) == .sixel)
        #expect(PictureMode.resolve(.sixel, environment: ["TERM": "foot"], depth: .trueColor, knowsCellSize: false) == .blocks)
        #expect(PictureMode.resolve(.kitty, environment: ["TERM": "xterm-kitty"], depth: .trueColor, knowsCellSize: false) == .kitty)
    }

    @Test func halfBlocksNeedColourButTheOtherModesDoNot() {
        #expect(PictureMode.resolve(.blocks, environment: ["TERM": "xterm", "NO_COLOR": "1"], depth: .none) == .off)
        #expect(PictureMode.resolve(.sixel, environment: ["TERM": "xterm", "NO_COLOR": "1"], depth: .none) == .sixel)
        #expect(PictureMode.resolve(.off, environment: ["TERM": "xterm-kitty"], depth: .trueColor) == .off)
    }
}
