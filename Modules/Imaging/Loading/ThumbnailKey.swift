/// What a thumbnail is of: a picture's URL, the box it was fitted into and the colour its
/// transparency was composited over. The key of both the memory and the disk cache.
public struct ThumbnailKey: Sendable, Hashable, CustomStringConvertible {
    /// The picture's URL, as fetched.
    public var url: String
    /// The box the picture was fitted into.
    public var box: PixelBox
    /// The background of transparent pixels; `nil` when the alpha channel was kept.
    public var background: RGBColor?

    /// A key.
    public init(url: String, box: PixelBox, background: RGBColor?) {
        self.url = url
        self.box = box
        self.background = background
    }

    /// The key as one line: URL, box and background.
    public var description: String {
        let behind = background.map { "#" + [$0.red, $0.green, $0.blue].map { hex($0) }.joined() } ?? "alpha"
        return "\(url) \(box.width)x\(box.height) \(behind)"
    }

    /// The cache file's name: two 64-bit FNV-1a hashes of `description` (different seeds) in
    /// hex. Stable across runs and platforms, unlike `hashValue`; collisions are caught by the
    /// key stored in the file itself.
    var fileName: String {
        let bytes = Array(description.utf8)
        return hex64(fnv1a(bytes, seed: 0xcbf2_9ce4_8422_2325)) + hex64(fnv1a(bytes, seed: 0x8422_2325_cbf2_9ce4)) + ".thumb"
    }

    private func fnv1a(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
        var hash = seed
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    private func hex64(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private func hex(_ value: UInt8) -> String {
        value < 16 ? "0" + String(value, radix: 16) : String(value, radix: 16)
    }
}
