/// Deterministic label images for the label URLs the products carry (the real ones at
/// `cache.wine.com` are gone): a small PNG whose colours derive from the file name.
///
/// The PNG is written here with "stored" (uncompressed) deflate blocks, so it needs no zlib.
enum LabelImage {
    static let width = 48
    static let height = 64

    /// The PNG for label file `name` (e.g. `108074m.jpg`).
    static func png(for name: String) -> [UInt8] {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        let background = color(hash)
        let band = color(hash >> 24 ^ 0x5555_5555)
        let bandTop = 18 + Int(hash % 12)
        var raw: [UInt8] = []
        raw.reserveCapacity((width * 3 + 1) * height)
        for y in 0..<height {
            raw.append(0) // filter: none
            let inBand = (bandTop..<(bandTop + 20)).contains(y)
            for x in 0..<width {
                let border = x < 2 || x >= width - 2 || y < 2 || y >= height - 2
                let pixel = border ? (0x20, 0x20, 0x20) : (inBand ? band : background)
                raw.append(UInt8(pixel.0))
                raw.append(UInt8(pixel.1))
                raw.append(UInt8(pixel.2))
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0] // 8-bit RGB, deflate, no filter method, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", zlibStored(raw), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static func color(_ seed: UInt64) -> (Int, Int, Int) {
        (Int(seed & 0xFF) / 2 + 64, Int(seed >> 8 & 0xFF) / 2 + 32, Int(seed >> 16 & 0xFF) / 2 + 48)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png += bigEndian(UInt32(data.count))
        let typed = Array(type.utf8) + data
        png += typed
        png += bigEndian(crc32(typed))
    }

    /// A zlib stream of stored deflate blocks (at most 65,535 bytes each).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
            out.append(final)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        out += bigEndian(adler32(data))
        return out
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
