import Foundation
import Imaging
import TerminalUI

/// The pictures of the screens: screens ask it for the picture of a URL in a box of cells while
/// they render, and get what it has at that moment, never a wait.
///
/// The first ask for a picture draws a placeholder and queues the load; once the frame is
/// drawn the event loop calls `renderFinished()`, which starts the loads asked for in that
/// frame (at most `maximumLoads` at a time: only what is visible is loaded, and a list
/// scrolled past does not leave a queue behind). A finished load stores the picture (or the
/// failure) and calls `onChange`, which the loop turns into a redraw, where the screen asks
/// again and now gets the picture. A render is therefore a function of the state and of what
/// the board holds; asking only records what to load next.
///
/// Pictures are prepared for the drawing mode off the main actor (half-block cells, a sixel
/// sequence, a kitty image encoded once per placement id), so a render only copies cells or
/// places bytes already made. A failed load (no such picture, not an image, too large, cut
/// short, a network error) shows nothing in its place, for the board's lifetime.
@MainActor
final class PictureBoard {
    /// What a screen's ask drew.
    enum Slot: Equatable {
        /// The placeholder: the picture is coming.
        case loading
        /// The picture.
        case picture
        /// Nothing: no URL, pictures are off, or the picture cannot be had.
        case none
    }

    /// A picture at one size.
    private struct Key: Hashable {
        let url: String
        let columns: Int
        let rows: Int
    }

    private enum Entry {
        case loading
        case ready(TerminalPicture)
        case failed
    }

    /// The drawing mode (never `.auto`).
    nonisolated let mode: TerminalGraphics
    private let source: any PictureSource
    private let cellPixels: PixelBox
    private let maximumLoads: Int
    private let capacity: Int

    private var entries: [Key: Entry] = [:]
    /// Loaded keys, oldest first: the first to go beyond `capacity`.
    private var loadOrder: [Key] = []
    private var tasks: [Key: Task<Void, Never>] = [:]
    /// The keys asked for since the last `renderFinished()`, in order (each once).
    private var asked: [Key] = []
    private var askedSet: Set<Key> = []
    /// How many times each picture was placed in the frame being rendered: each placement
    /// of a kitty or sixel picture needs its own id.
    private var placements: [Key: UInt32] = [:]
    private var baseIDs: [Key: UInt32] = [:]
    private var nextBaseID: UInt32 = 1
    private var kittyBytes: [UInt32: [UInt8]] = [:]
    private var hasNotified = false

    /// How many placements of one picture a frame can hold (ids are reserved in blocks).
    static let placementsPerPicture: UInt32 = 16
    /// The pixels of one cell when the terminal does not say.
    static let defaultCellPixels = PixelBox(width: 10, height: 20)

    /// Called (once until the next render) when a load finished: draw again.
    var onChange: (@MainActor () -> Void)?

    /// A board drawing in `mode` (resolve `.auto` first).
    ///
    /// - Parameters:
    ///   - source: where pictures come from.
    ///   - cellPixels: the size of a cell in pixels, for kitty and sixel.
    ///   - maximumLoads: how many loads run at once.
    ///   - capacity: how many prepared pictures are kept.
    init(mode: TerminalGraphics, source: any PictureSource, cellPixels: PixelBox = PictureBoard.defaultCellPixels,
         maximumLoads: Int = 4, capacity: Int = 256) {
        self.mode = mode == .auto ? .blocks : mode
        self.source = source
        self.cellPixels = cellPixels.isEmpty ? Self.defaultCellPixels : cellPixels
        self.maximumLoads = max(1, maximumLoads)
        self.capacity = max(1, capacity)
    }

    /// Whether pictures are drawn at all: screens keep their text-only layout when not.
    nonisolated var isEnabled: Bool { mode != .off }

    // MARK: - Rendering

    /// Draws the picture at `url` in `box` as far as the board has it: the picture (centred
    /// in the box), else the placeholder while it loads, else nothing. The first ask queues
    /// the load.
    @discardableResult
    func draw(_ url: String?, into frame: inout Frame, in box: Rect) -> Slot {
        guard isEnabled, !box.isEmpty, let url = url?.trimmingCharacters(in: .whitespaces), !url.isEmpty else { return .none }
        let key = Key(url: url, columns: box.width, rows: box.height)
        switch entries[key] {
        case .failed:
            return .none
        case let .ready(picture):
            place(picture, key: key, into: &frame, in: box)
            return .picture
        case .loading, nil:
            if askedSet.insert(key).inserted { asked.append(key) }
            frame.fill(box, with: Cell("░", style: .plain.dimmed))
            return .loading
        }
    }

    /// What `draw` would show for `url` in a box of `columns` × `rows`, without asking for it.
    func slot(for url: String, columns: Int, rows: Int) -> Slot {
        switch entries[Key(url: url, columns: columns, rows: rows)] {
        case .ready?: .picture
        case .failed?: .none
        case .loading?, nil: .loading
        }
    }

    /// The frame was drawn: starts the loads it asked for, up to `maximumLoads` running.
    func renderFinished() {
        for key in asked where entries[key] == nil && tasks.count < maximumLoads {
            start(key)
        }
        asked.removeAll(keepingCapacity: true)
        askedSet.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
        hasNotified = false
    }

    /// How many loads are running.
    var loadsInFlight: Int { tasks.count }

    /// Waits until no load is running (tests; the loop never waits).
    func waitForLoads() async {
        while let task = tasks.values.first { await task.value }
    }

    /// Stops the loads (the program is ending).
    func close() {
        tasks.values.forEach { $0.cancel() }
    }

    // MARK: - Loading

    private func start(_ key: Key) {
        guard let url = URL(string: key.url), url.scheme != nil else {
            entries[key] = .failed
            return
        }
        entries[key] = .loading
        let box = mode == .blocks
            ? PixelBox.halfBlocks(columns: key.columns, rows: key.rows)
            : PixelBox(width: key.columns * cellPixels.width, height: key.rows * cellPixels.height)
        tasks[key] = Task.detached { [source, mode, cellPixels] in
            let image = await source.picture(for: url, box: box)
            let picture = image.flatMap { TerminalPicture($0, mode: mode, cellPixels: cellPixels) }
            await self.finished(key, picture)
        }
    }

    private func finished(_ key: Key, _ picture: TerminalPicture?) {
        tasks[key] = nil
        if let picture {
            entries[key] = .ready(picture)
            loadOrder.append(key)
            evict()
        } else {
            entries[key] = .failed
        }
        guard !hasNotified else { return }
        hasNotified = true
        onChange?()
    }

    /// Forgets the oldest pictures beyond `capacity` (a later ask loads them again, from the
    /// loader's memory or disk cache).
    private func evict() {
        while loadOrder.count > capacity {
            let key = loadOrder.removeFirst()
            entries[key] = nil
            if let base = baseIDs.removeValue(forKey: key) {
                for id in base..<(base + Self.placementsPerPicture) { kittyBytes[id] = nil }
            }
        }
    }

    // MARK: - Drawing

    private func place(_ picture: TerminalPicture, key: Key, into frame: inout Frame, in box: Rect) {
        let rect = Rect(
            x: box.x + max(0, (box.width - picture.columns) / 2), y: box.y + max(0, (box.height - picture.rows) / 2),
            width: min(picture.columns, box.width), height: min(picture.rows, box.height)
        )
        frame.fill(box)
        switch picture.content {
        case let .cells(rows):
            for (dy, row) in rows.prefix(rect.height).enumerated() {
                for (dx, cell) in row.prefix(rect.width).enumerated() { frame[rect.x + dx, rect.y + dy] = cell }
            }
        case let .kitty(image):
            guard let id = placementID(for: key) else { return }
            let bytes = kittyBytes[id] ?? Array(KittyEncoder.transmit(image, id: id, columns: rect.width, rows: rect.height, moveCursor: false).utf8)
            kittyBytes[id] = bytes
            frame.place(GraphicPlacement(rect: rect, id: id, kind: .kitty, bytes: bytes))
        case let .sixel(bytes):
            guard let id = placementID(for: key) else { return }
            frame.place(GraphicPlacement(rect: rect, id: id, kind: .sixel, bytes: bytes))
        }
    }

    /// The id of the next placement of `key` in this frame, `nil` past `placementsPerPicture`.
    private func placementID(for key: Key) -> UInt32? {
        let base: UInt32
        if let known = baseIDs[key] {
            base = known
        } else {
            base = nextBaseID
            baseIDs[key] = base
            nextBaseID &+= Self.placementsPerPicture
            if nextBaseID == 0 { nextBaseID = 1 }
        }
        let index = placements[key, default: 0]
        guard index < Self.placementsPerPicture else { return nil }
        placements[key] = index + 1
        return base + index
    }
}
