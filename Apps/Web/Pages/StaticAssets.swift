import Foundation

/// The stylesheet and scripts under `/static/`, read once at start-up from the bundle's
/// `Static` folder and served from memory.
///
/// Pages link them as `/static/NAME?v=HASH`, with the hash of the content, so they can be
/// cached for a year (`immutable`): a changed file gets a new address.
struct StaticAssets: Sendable {
    /// Where the files are served: `/static/NAME`.
    static let prefix = "/static/"

    /// One file.
    struct Asset: Sendable {
        /// The bytes served.
        var bytes: [UInt8]
        /// Its `Content-Type`.
        var contentType: String
        /// A short hash of the bytes, for the versioned address.
        var version: String
    }

    private let assets: [String: Asset]

    /// The files of `directory` (not recursive); a file of an unknown type is left out.
    ///
    /// - Throws: when the folder cannot be read.
    init(directory: URL) throws {
        var assets: [String: Asset] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            guard let type = Self.contentType(of: name) else { continue }
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
            assets[name] = Asset(bytes: bytes, contentType: type, version: Self.version(of: bytes))
        }
        self.assets = assets
    }

    /// The file named `name`, if served.
    subscript(_ name: String) -> Asset? { assets[name] }

    /// The versioned address of `name`.
    func url(_ name: String) -> String {
        "\(Self.prefix)\(name)?v=\(assets[name]?.version ?? "0")"
    }

    /// The content type for a file name, by extension; `nil` for what is not served.
    static func contentType(of name: String) -> String? {
        switch name.split(separator: ".").last?.lowercased() {
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "ico": return "image/x-icon"
        default: return nil
        }
    }

    /// FNV-1a, 64 bits, as hex: a cache key, not a security measure.
    private static func version(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
