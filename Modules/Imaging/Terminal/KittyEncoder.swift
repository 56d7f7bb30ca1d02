import Foundation

/// Escape sequences of the kitty graphics protocol
/// (<https://sw.kovidgoyal.net/kitty/graphics-protocol/>): transmit-and-display raw RGBA, and
/// delete by image id so a full-screen program can replace or remove its pictures.
public enum KittyEncoder {
    /// The largest base64 payload of one escape sequence, as the protocol requires.
    public static let chunkSize = 4096

    /// Transmits `image` as 32-bit RGBA (`f=32`) and displays it at the cursor (`a=T`), quietly
    /// (`q=2`: the terminal sends no reply, which would otherwise arrive as keyboard input).
    /// The payload is split into `chunkSize`-byte chunks, `m=1` on each but the last (`m=0`).
    ///
    /// - Parameters:
    ///   - id: the image id (`i=`, 1…4294967295), so `delete(id:)` can remove it; `nil` for none.
    ///   - columns: the width in cells to scale the picture to (`c=`); its own size when `nil`.
    ///   - rows: the height in cells (`r=`).
    ///   - moveCursor: whether the cursor moves past the picture; `false` (`C=1`) leaves it
    ///     where it was, as a full-screen program drawing its own cells wants.
    public static func transmit(_ image: RGBAImage, id: UInt32? = nil, columns: Int? = nil, rows: Int? = nil, moveCursor: Bool = true) -> String {
        var keys = ["a=T", "f=32", "s=\(image.width)", "v=\(image.height)"]
        if let id, id > 0 { keys.append("i=\(id)") }
        if let columns, columns > 0 { keys.append("c=\(columns)") }
        if let rows, rows > 0 { keys.append("r=\(rows)") }
        if !moveCursor { keys.append("C=1") }
        keys.append("q=2")
        let payload = Array(Data(image.pixels).base64EncodedString().utf8)
        guard payload.count > chunkSize else {
            return command(keys.joined(separator: ","), payload[...])
        }
        var text = ""
        var start = 0
        while start < payload.count {
            let end = min(payload.count, start + chunkSize)
            let more = end < payload.count ? "m=1" : "m=0"
            let control = start == 0 ? keys.joined(separator: ",") + "," + more : more
            text += command(control, payload[start..<end])
            start = end
        }
        return text
    }

    /// Deletes the placements of image `id` and frees its data (`a=d,d=I`).
    public static func delete(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    /// Deletes every picture on the screen and frees their data (`a=d,d=A`).
    public static func deleteAll() -> String {
        "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
    }

    private static func command(_ control: String, _ payload: ArraySlice<UInt8>) -> String {
        "\u{1B}_G" + control + ";" + String(decoding: payload, as: UTF8.self) + "\u{1B}\\"
    }
}
