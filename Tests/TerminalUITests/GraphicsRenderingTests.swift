import Testing
import TerminalUI

/// The graphics layer of a frame (kitty and sixel placements) through the renderer, on the
/// in-memory backend: what is written when a picture appears, stays, moves and goes.
@Suite struct GraphicsRenderingTests {
    static let size = Size(width: 12, height: 5)
    static let kittyBytes = Array("\u{1B}_Ga=T,i=7;PIXELS\u{1B}\\".utf8)
    static let sixelBytes = Array("\u{1B}Pq#0;2;0;0;0~~\u{1B}\\".utf8)

    static func kitty(at x: Int, _ y: Int, id: UInt32 = 7) -> GraphicPlacement {
        GraphicPlacement(rect: Rect(x: x, y: y, width: 4, height: 2), id: id, kind: .kitty, bytes: kittyBytes)
    }

    static func sixel(at x: Int, _ y: Int) -> GraphicPlacement {
        GraphicPlacement(rect: Rect(x: x, y: y, width: 4, height: 2), id: 9, kind: .sixel, bytes: sixelBytes)
    }

    static func frame(text: String = "Wine", with placements: [GraphicPlacement] = []) -> Frame {
        var frame = Frame(size: size)
        frame.put(text, x: 6, y: 1)
        for placement in placements { frame.place(placement) }
        return frame
    }

    /// A renderer that has drawn `first`; its backend's writes are cleared by reading `after`.
    static func renderer(showing first: Frame) -> (TerminalRenderer, InMemoryBackend) {
        let backend = InMemoryBackend(size: size)
        let renderer = TerminalRenderer(backend: backend, encoder: ANSIEncoder(depth: .trueColor))
        renderer.draw(first)
        return (renderer, backend)
    }

    @Test func aNewPictureIsACursorMoveThenItsBytes() {
        let (renderer, backend) = Self.renderer(showing: Self.frame())
        let written = renderer.draw(Self.frame(with: [Self.kitty(at: 1, 1)]))
        #expect(backend.writes.last == Array("\u{1B}[2;2H".utf8) + Self.kittyBytes)
        #expect(written == backend.writes.last?.count)
    }

    @Test func anUnchangedPictureCostsNothing() {
        let frame = Self.frame(with: [Self.kitty(at: 1, 1), Self.sixel(at: 6, 2)])
        let (renderer, backend) = Self.renderer(showing: frame)
        #expect(renderer.draw(frame) == 0)
        #expect(backend.writes.count == 1)
    }

    @Test func anUnchangedPictureCostsNothingWhenTextElsewhereChanges() {
        let (renderer, backend) = Self.renderer(showing: Self.frame(with: [Self.kitty(at: 1, 1), Self.sixel(at: 6, 2)]))
        renderer.draw(Self.frame(text: "Wina", with: [Self.kitty(at: 1, 1), Self.sixel(at: 6, 2)]))
        #expect(backend.writes.last == Array("\u{1B}[2;10H\u{1B}[0ma".utf8))
    }

    @Test func aMovedKittyPictureIsDeletedThenDrawnAtItsNewPlace() {
        let (renderer, backend) = Self.renderer(showing: Self.frame(with: [Self.kitty(at: 1, 1)]))
        renderer.draw(Self.frame(with: [Self.kitty(at: 1, 2)]))
        #expect(backend.writes.last == Array("\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\\u{1B}[3;2H".utf8) + Self.kittyBytes)
    }

    @Test func aRemovedKittyPictureIsDeletedById() {
        let (renderer, backend) = Self.renderer(showing: Self.frame(with: [Self.kitty(at: 1, 1, id: 42)]))
        renderer.draw(Self.frame())
        #expect(backend.output.hasSuffix("\u{1B}_Ga=d,d=I,i=42,q=2\u{1B}\\"))
        #expect(backend.writes.last == Array("\u{1B}_Ga=d,d=I,i=42,q=2\u{1B}\\".utf8))
    }

    @Test func aRemovedSixelHasTheCellsUnderItRewritten() {
        let (renderer, backend) = Self.renderer(showing: Self.frame(with: [Self.sixel(at: 1, 1)]))
        renderer.draw(Self.frame())
        // Its two rows of four blank cells, even though the cells themselves did not change.
        #expect(backend.writes.last == Array("\u{1B}[2;2H\u{1B}[0m    \u{1B}[3;2H    ".utf8))
    }

    @Test func aMovedSixelRepaintsItsOldCellsThenDrawsAtTheNewPlace() {
        let (renderer, backend) = Self.renderer(showing: Self.frame(with: [Self.sixel(at: 0, 0)]))
        renderer.draw(Self.frame(with: [Self.sixel(at: 0, 2)]))
        #expect(backend.writes.last == Array("\u{1B}[1;1H\u{1B}[0m    \u{1B}[2;1H    \u{1B}[3;1H".utf8) + Self.sixelBytes)
    }

    @Test func aSixelWhoseCellsWereWrittenIsDrawnAgain() {
        var before = Self.frame(with: [Self.sixel(at: 1, 1)])
        before.put("x", x: 2, y: 2)
        let (renderer, backend) = Self.renderer(showing: before)
        renderer.draw(Self.frame(with: [Self.sixel(at: 1, 1)]))
        #expect(backend.writes.last == Array("\u{1B}[3;3H\u{1B}[0m \u{1B}[2;2H".utf8) + Self.sixelBytes)
    }

    @Test func aKittyPictureOverChangedCellsIsNotDrawnAgain() {
        var before = Self.frame(with: [Self.kitty(at: 1, 1)])
        before.put("x", x: 2, y: 2)
        let (renderer, backend) = Self.renderer(showing: before)
        renderer.draw(Self.frame(with: [Self.kitty(at: 1, 1)]))
        #expect(backend.writes.last == Array("\u{1B}[3;3H\u{1B}[0m ".utf8))
    }

    @Test func aFullRepaintDeletesTheKittyImagesOnScreenAndDrawsEveryPictureAgain() {
        let frame = Self.frame(with: [Self.kitty(at: 1, 1), Self.sixel(at: 6, 2)])
        let (renderer, backend) = Self.renderer(showing: frame)
        renderer.invalidate()
        renderer.draw(frame)
        let output = backend.writes.last ?? []
        #expect(output.starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)))
        #expect(String(decoding: output, as: UTF8.self).hasSuffix(
            "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\\u{1B}[2;2H" + String(decoding: Self.kittyBytes, as: UTF8.self)
                + "\u{1B}[3;7H" + String(decoding: Self.sixelBytes, as: UTF8.self)
        ))
    }

    @Test func erasingGraphicsDeletesTheKittyImagesAndForcesARepaint() {
        let frame = Self.frame(with: [Self.kitty(at: 1, 1), Self.sixel(at: 6, 2)])
        let (renderer, backend) = Self.renderer(showing: frame)
        renderer.eraseGraphics()
        #expect(backend.writes.last == Array("\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\".utf8))
        #expect(renderer.current == nil)
        #expect(renderer.eraseGraphics() == 0)
    }

    @Test func replayingADiffWithPicturesKeepsTheCellsRight() {
        var screen = ScreenReplica(size: Self.size)
        let encoder = ANSIEncoder(depth: .trueColor)
        var previous: Frame?
        let frames = [
            Self.frame(with: [Self.sixel(at: 0, 0)]),
            Self.frame(text: "Pizza", with: [Self.sixel(at: 1, 2), Self.kitty(at: 0, 0)]),
            Self.frame(text: "Wine"),
        ]
        for next in frames {
            screen.apply(encoder.encode(FrameDiff.commands(from: previous, to: next)))
            var cellsOnly = next
            cellsOnly.removeGraphics(intersecting: next.bounds)
            #expect(screen.frame == cellsOnly)
            previous = next
        }
    }
}

@Suite struct FrameGraphicsTests {
    static func placement(_ rect: Rect, id: UInt32 = 1, kind: GraphicPlacement.Kind = .kitty) -> GraphicPlacement {
        GraphicPlacement(rect: rect, id: id, kind: kind, bytes: [0x1B])
    }

    /// Which of `placements` a 10×4 frame accepts, in order.
    static func accepted(_ placements: [GraphicPlacement]) -> [Bool] {
        var frame = Frame(size: Size(width: 10, height: 4))
        return placements.map { frame.place($0) }
    }

    @Test func aPlacementMustFitInsideTheFrame() {
        #expect(Self.accepted([
            Self.placement(Rect(x: 8, y: 0, width: 4, height: 2)),
            Self.placement(Rect(x: 0, y: 0, width: 0, height: 2)),
            Self.placement(Rect(x: 6, y: 2, width: 4, height: 2)),
        ]) == [false, false, true])
    }

    @Test func aSixelMayNotTouchTheLastRow() {
        #expect(Self.accepted([
            Self.placement(Rect(x: 0, y: 2, width: 4, height: 2), kind: .sixel),
            Self.placement(Rect(x: 0, y: 1, width: 4, height: 2), kind: .sixel),
        ]) == [false, true])
    }

    @Test func anIdIsPlacedOncePerFrame() {
        #expect(Self.accepted([
            Self.placement(Rect(x: 0, y: 0, width: 2, height: 1), id: 5),
            Self.placement(Rect(x: 4, y: 0, width: 2, height: 1), id: 5),
        ]) == [true, false])
    }

    @Test func fillingOverAPictureRemovesIt() {
        var frame = Frame(size: Size(width: 10, height: 4))
        frame.place(Self.placement(Rect(x: 0, y: 0, width: 4, height: 2), id: 1))
        frame.place(Self.placement(Rect(x: 6, y: 0, width: 4, height: 2), id: 2))
        frame.box(Rect(x: 2, y: 1, width: 3, height: 3))
        #expect(frame.graphics.map(\.id) == [2])
    }

    @Test func placementsWithTheSameIdAndRectAreEqualWhateverTheirBytes() {
        let rect = Rect(x: 0, y: 0, width: 2, height: 1)
        #expect(GraphicPlacement(rect: rect, id: 3, kind: .kitty, bytes: [1]) == GraphicPlacement(rect: rect, id: 3, kind: .kitty, bytes: [2]))
        #expect(GraphicPlacement(rect: rect, id: 3, kind: .kitty, bytes: [1]) != GraphicPlacement(rect: Rect(x: 0, y: 0, width: 1, height: 1), id: 3, kind: .kitty, bytes: [1]))
    }
}
