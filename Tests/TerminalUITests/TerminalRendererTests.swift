import Testing
import TerminalUI

@Suite struct TerminalRendererTests {
    @Test func eachFrameIsOneWrite() {
        let backend = InMemoryBackend(size: Size(width: 20, height: 4))
        let renderer = TerminalRenderer(backend: backend, encoder: ANSIEncoder(depth: .basic))
        var frame = Frame(size: backend.size())
        for word in ["one", "two", "three"] {
            frame.put(word, x: 0, y: 1, style: Style(foreground: .green))
            renderer.draw(frame)
        }
        #expect(backend.writes.count == 3)
    }

    @Test func anUnchangedFrameWritesNothing() {
        let backend = InMemoryBackend(size: Size(width: 20, height: 4))
        let renderer = TerminalRenderer(backend: backend, encoder: ANSIEncoder(depth: .basic))
        let frame = Frame(size: backend.size())
        renderer.draw(frame)
        #expect(renderer.draw(frame) == 0)
        #expect(backend.writes.count == 1)
    }

    @Test func afterInvalidateTheNextFrameIsAFullRepaint() {
        let backend = InMemoryBackend(size: Size(width: 20, height: 4))
        let renderer = TerminalRenderer(backend: backend, encoder: ANSIEncoder(depth: .basic))
        let frame = Frame(size: backend.size())
        renderer.draw(frame)
        renderer.invalidate()
        renderer.draw(frame)
        #expect(backend.writes.count == 2)
        #expect(backend.writes[1].starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)))
    }

    @Test func aOneLineChangeOnALargeScreenIsSmall() {
        let size = Size(width: 200, height: 60)
        let backend = InMemoryBackend(size: size)
        let renderer = TerminalRenderer(backend: backend, encoder: ANSIEncoder(depth: .trueColor))
        var frame = Frame(size: size)
        for row in 0..<60 { frame.put("Row \(row): " + String(repeating: "wine ", count: 30), x: 0, y: row) }
        renderer.draw(frame)
        frame.put("Row 30: Château Margaux 2015 ×3", x: 0, y: 30, style: .plain.reversed)
        let written = renderer.draw(frame)
        #expect(written > 0 && written < 200)
    }
}
