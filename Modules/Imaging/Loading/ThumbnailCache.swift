import Foundation
import UseCases

/// Decoded, scaled thumbnails on disk, so a picture is fetched and decoded once, not once per run.
///
/// - Location: one file per thumbnail in `directory` (by default `<data directory>/images/`),
///   named by a stable hash of its `ThumbnailKey`.
/// - Format: `KTHB`, a version byte, width and height (UInt32, big-endian), the key's length
///   (UInt16) and UTF-8 text, then the RGBA pixels. A file that does not parse, or holds another
///   key, is ignored and removed.
/// - Bound: after each store, the least recently used files (oldest modification time; a hit
///   touches its file) are removed until the total is at most `maximumBytes`.
/// - Writes are atomic (a temporary file renamed into place), so a crash or a second process
///   never leaves a half-written thumbnail under a real name.
///
/// Every failure of the file system is swallowed: a cache that cannot be used is a cache miss.
public final class ThumbnailCache: Sendable {
    /// The directory holding the thumbnails.
    public let directory: URL
    /// The most bytes the thumbnails may take together.
    public let maximumBytes: Int
    private let clock: Clock

    /// 32 MB: a few thousand label-sized thumbnails.
    public static let defaultMaximumBytes = 32 << 20

    /// The thumbnail directory inside Kiosk's cache directory: `<cacheDirectory>/thumbnails`.
    public static func directory(inCache cacheDirectory: URL) -> URL {
        cacheDirectory.appendingPathComponent("thumbnails", isDirectory: true)
    }

    /// A cache in `directory` (created when first written).
    ///
    /// - Parameter clock: the time files are stamped with (tests inject one to order them).
    public init(directory: URL, maximumBytes: Int = ThumbnailCache.defaultMaximumBytes, clock: Clock = .live) {
        self.directory = directory
        self.maximumBytes = maximumBytes
        self.clock = clock
    }

    private static let magic: [UInt8] = Array("KTHB".utf8)
    private static let version: UInt8 = 1
    /// No thumbnail is larger: anything bigger in the directory is not ours.
    private static let maximumSide = 4_096

    /// The thumbnail stored for `key`, or `nil`; a hit counts as a use for the LRU bound.
    public func image(for key: ThumbnailKey) -> RGBAImage? {
        let file = directory.appendingPathComponent(key.fileName)
        guard let data = try? Data(contentsOf: file) else { return nil }
        guard let image = Self.parse([UInt8](data), key: key) else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        try? FileManager.default.setAttributes([.modificationDate: clock.now()], ofItemAtPath: file.path)
        return image
    }

    /// Stores `image` for `key`, then evicts down to the bound.
    public func store(_ image: RGBAImage, for key: ThumbnailKey) {
        guard image.width <= Self.maximumSide, image.height <= Self.maximumSide else { return }
        let keyBytes = Array(key.description.utf8.prefix(Int(UInt16.max)))
        var bytes = Self.magic + [Self.version]
        bytes += Self.bigEndian(UInt32(image.width), count: 4)
        bytes += Self.bigEndian(UInt32(image.height), count: 4)
        bytes += Self.bigEndian(UInt32(keyBytes.count), count: 2)
        bytes += keyBytes
        bytes += image.pixels
        guard bytes.count <= maximumBytes else { return }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent(key.fileName)
            try Data(bytes).write(to: file, options: .atomic)
            try? FileManager.default.setAttributes([.modificationDate: clock.now()], ofItemAtPath: file.path)
        } catch {
            return
        }
        evict()
    }

    /// The bytes the thumbnails take now.
    public func totalBytes() -> Int {
        entries().reduce(0) { $0 + $1.size }
    }

    /// Removes the least recently used thumbnails until the total is within `maximumBytes`.
    func evict() {
        var files = entries()
        var total = files.reduce(0) { $0 + $1.size }
        guard total > maximumBytes else { return }
        files.sort { ($0.modified, $0.url.lastPathComponent) < ($1.modified, $1.url.lastPathComponent) }
        for file in files where total > maximumBytes {
            try? FileManager.default.removeItem(at: file.url)
            total -= file.size
        }
    }

    private func entries() -> [(url: URL, size: Int, modified: Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let urls = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return [] }
        return urls.filter { $0.pathExtension == "thumb" }.compactMap { url in
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
            return (url, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
    }

    static func parse(_ bytes: [UInt8], key: ThumbnailKey) -> RGBAImage? {
        let headerSize = magic.count + 1 + 4 + 4 + 2
        guard bytes.count >= headerSize, bytes.starts(with: magic), bytes[magic.count] == version else { return nil }
        func number(at offset: Int, count: Int) -> Int {
            bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = number(at: 5, count: 4)
        let height = number(at: 9, count: 4)
        let keyLength = number(at: 13, count: 2)
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height),
              bytes.count == headerSize + keyLength + width * height * 4 else { return nil }
        let storedKey = bytes[headerSize..<(headerSize + keyLength)]
        guard storedKey.elementsEqual(key.description.utf8.prefix(Int(UInt16.max))) else { return nil }
        return RGBAImage(width: width, height: height, pixels: Array(bytes[(headerSize + keyLength)...]))
    }

    private static func bigEndian(_ value: UInt32, count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
    }
}
