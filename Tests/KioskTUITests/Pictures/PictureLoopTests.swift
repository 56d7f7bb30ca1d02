import Foundation
import Imaging
import Presentation
import TerminalUI
import Testing
import TestSupport
@testable import KioskTUIApp

/// A screen showing one picture at its top left, with the home screen's keys (`q` quits).
enum PictureProbeScreen: Screen {
    typealias Feature = HomeFeature
    static let url = "https://example.com/probe.png"

    static func title(_ state: HomeFeature.State) -> String { "Probe" }

    static func body(_ state: HomeFeature.State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        context.activePictures?.draw(url, into: &frame, in: Rect(x: area.x, y: area.y, width: 4, height: 2))
    }

    static func keyMap(_ state: HomeFeature.State) -> KeyMap<HomeFeature.Action> { HomeScreen.keyMap(state) }

    static func isQuitting(_ state: HomeFeature.State) -> Bool { state.isQuitting }
}

/// Pictures through the event loop: a finished load wakes the loop, which draws the picture;
/// quitting deletes the kitty images on screen.
@MainActor
@Suite(.hangGuard) struct PictureLoopTests {
    func makeApplication(backend: InMemoryBackend, board: PictureBoard) -> TUIApplication {
        let host = StoreHost<PictureProbeScreen>(store: Store(initialState: HomeFeature.State(), environment: .init()))
        let shell = AppShell(root: host, clock: .fixed(Date(timeIntervalSince1970: 0)), pictures: board)
        return TUIApplication(shell: shell, backend: backend, depth: .trueColor, tickInterval: .seconds(3600))
    }

    @Test func aPictureThatArrivesIsDrawnWithoutAKeyPress() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        let source = StubPictureSource()
        let application = makeApplication(backend: backend, board: PictureBoard(mode: .blocks, source: source))
        let (input, feed) = AsyncStream<[UInt8]>.makeStream()
        let (signals, _) = AsyncStream<Int32>.makeStream()
        let run = Task { await application.run(input: input, signals: signals) }
        await yieldUntil("the first frame") { !backend.writes.isEmpty }
        #expect(backend.output.contains("░░░░"))
        #expect(!backend.output.contains("▀"))
        // The load started once the first frame was out; let it finish.
        await yieldUntil("a picture request") { await source.waitingCount != 0 }
        await source.open()
        await yieldUntil("a second frame") { backend.writes.count >= 2 }
        let second = String(decoding: backend.writes[1], as: UTF8.self)
        #expect(second.contains("▀▀▀▀"))
        #expect(second.contains("\u{1B}[0;38;2;200;30;40;48;2;20;40;220m"))
        feed.yield(Array("q".utf8))
        await run.value
        #expect(await source.requests == [PictureProbeScreen.url])
    }

    @Test func quittingDeletesTheKittyImagesOnScreen() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        let board = PictureBoard(mode: .kitty, source: StubPictureSource(isOpen: true), cellPixels: PixelBox(width: 8, height: 16))
        let application = makeApplication(backend: backend, board: board)
        let (input, feed) = AsyncStream<[UInt8]>.makeStream()
        let (signals, _) = AsyncStream<Int32>.makeStream()
        let run = Task { await application.run(input: input, signals: signals) }
        await yieldUntil("a kitty picture") { backend.output.contains("\u{1B}_Ga=T") }
        feed.yield(Array("q".utf8))
        await run.value
        let last = String(decoding: backend.writes.last ?? [], as: UTF8.self)
        #expect(last.hasPrefix("\u{1B}_Ga=d,d=I,i="))
    }
}
