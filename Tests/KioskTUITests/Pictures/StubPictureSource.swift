import Foundation
import Imaging
@testable import KioskTUIApp

/// A picture source for tests: no HTTP. Each URL answers a picture of the box's size (upper
/// pixel rows red, lower ones blue, so half blocks show both colours) or `nil` for the URLs
/// listed as failing; while the gate is closed every load waits, so a test sees the
/// placeholder first and the picture only after it opens the gate.
actor StubPictureSource: PictureSource {
    static let top = RGBColor(red: 200, green: 30, blue: 40)
    static let bottom = RGBColor(red: 20, green: 40, blue: 220)

    private let failing: Set<String>
    private var isOpen: Bool
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// Every URL asked for, in order.
    private(set) var requests: [String] = []
    /// The boxes asked for.
    private(set) var boxes: [PixelBox] = []
    private var running = 0
    /// The most loads that waited at once.
    private(set) var mostRunning = 0

    /// A source failing `failing`; loads wait for `open()` unless `isOpen`.
    init(failing: Set<String> = [], isOpen: Bool = false) {
        self.failing = failing
        self.isOpen = isOpen
    }

    func picture(for url: URL, box: PixelBox) async -> RGBAImage? {
        requests.append(url.absoluteString)
        boxes.append(box)
        running += 1
        mostRunning = max(mostRunning, running)
        if !isOpen { await withCheckedContinuation { waiting.append($0) } }
        running -= 1
        guard !failing.contains(url.absoluteString) else { return nil }
        return Self.image(box)
    }

    /// Lets every load finish, now and from now on.
    func open() {
        isOpen = true
        waiting.forEach { $0.resume() }
        waiting.removeAll()
    }

    /// How many loads are waiting at the gate.
    var waitingCount: Int { waiting.count }

    /// A picture filling `box`: even pixel rows `top`, odd rows `bottom`.
    static func image(_ box: PixelBox) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<box.height {
            let color = y.isMultiple(of: 2) ? top : bottom
            for _ in 0..<box.width { pixels += [color.red, color.green, color.blue, 255] }
        }
        return RGBAImage(width: box.width, height: box.height, pixels: pixels)!
    }
}
