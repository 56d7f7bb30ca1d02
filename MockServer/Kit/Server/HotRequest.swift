import NIOCore
import NIOHTTP1

/// A request for the hot route, `GET /api/v1/counters`, recognised in a connection's raw bytes
/// (`MockRawFastPathHandler`), before NIO's HTTP/1 decoder parses them.
///
/// Only a plain request is recognised: a strict subset of what the decoder accepts, so that a
/// recognised request is one the decoder would have parsed into the very same head. Anything
/// else (another method, route or version, a query or escape, a header that changes how the
/// request is read or answered, a byte outside plain ASCII, a line not ended by CRLF, a request
/// cut short or larger than 8 KB) is not, and goes to the decoder and the router as before.
struct HotRequest {
    /// The request target as sent (`/API/v1/counters/`).
    let target: String
    /// The header fields in order, names and values as sent.
    let headers: HTTPHeaders
    /// How many bytes the request took (request line, fields, the empty line).
    let length: Int

    /// The most bytes a recognised request may take; larger ones go to the decoder.
    static let maximumLength = 8 * 1024

    /// The hot request at the start of `bytes`, or nil when there is none there, whole.
    static func parse(_ bytes: ByteBufferView) -> HotRequest? {
        var index = bytes.startIndex
        let end = min(bytes.endIndex, bytes.startIndex + maximumLength)

        // The request line: exactly `GET <target> HTTP/1.1` and CRLF.
        for byte in "GET ".utf8 {
            guard index < end, bytes[index] == byte else { return nil }
            index += 1
        }
        let targetStart = index
        while index < end, bytes[index] != UInt8(ascii: " ") {
            guard isPathByte(bytes[index]) else { return nil }
            index += 1
        }
        guard index > targetStart, isCountersList(bytes[targetStart..<index]) else { return nil }
        let target = String(decoding: bytes[targetStart..<index], as: UTF8.self)
        for byte in " HTTP/1.1\r\n".utf8 {
            guard index < end, bytes[index] == byte else { return nil }
            index += 1
        }

        // The fields, each `name:value` with the value's leading spaces dropped (as the decoder
        // drops them), until the empty line.
        var fields: [(String, String)] = []
        while true {
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: "\r") {
                guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") else { return nil }
                index += 2
                break
            }
            let nameStart = index
            while index < end, isTokenByte(bytes[index]) { index += 1 }
            guard index > nameStart, index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
            let name = bytes[nameStart..<index]
            guard !changesTheExchange(name) else { return nil }
            index += 1
            while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            let valueStart = index
            while index < end, bytes[index] >= 0x21 && bytes[index] <= 0x7E || bytes[index] == UInt8(ascii: " ") { index += 1 }
            // NB: a value ending in a space is left to the decoder, whose handling of trailing
            // whitespace this need not copy.
            guard index + 1 < end, bytes[index] == UInt8(ascii: "\r"), bytes[index + 1] == UInt8(ascii: "\n"),
                  index == valueStart || bytes[index - 1] != UInt8(ascii: " ") else { return nil }
            fields.append((String(decoding: name, as: UTF8.self), String(decoding: bytes[valueStart..<index], as: UTF8.self)))
            index += 2
            guard fields.count <= 100 else { return nil }
        }
        return HotRequest(target: target, headers: HTTPHeaders(fields), length: index - bytes.startIndex)
    }

    /// Whether `target` is the counters list as the router routes it: `/api/v1/counters` in any
    /// case, with any number of trailing slashes.
    static func isCountersList<Target: Collection<UInt8>>(_ target: Target) -> Bool {
        let route = "/api/v1/counters".utf8
        var rest = target[...]
        for expected in route {
            guard let byte = rest.popFirst() else { return false }
            // NB: ASCII case folding: the route is lower-case letters, digits and `/`.
            guard byte == expected || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && byte | 0x20 == expected) else { return false }
        }
        return rest.allSatisfy { $0 == UInt8(ascii: "/") }
    }

    /// A byte of a plain path: letters, digits, `/`, `-`, `.`, `_`, `~` (no query, no escape).
    private static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// A byte of a field name (RFC 9110's `tchar`).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Whether a field named `name` changes how the request is read or answered: a body
    /// (`Content-Length`, `Transfer-Encoding`), the connection's fate (`Connection`: the router
    /// honours `close`), an upgrade or an expectation. Such a request goes to the decoder.
    private static func changesTheExchange(_ name: ByteBufferView.SubSequence) -> Bool {
        for field in ["connection", "content-length", "transfer-encoding", "upgrade", "expect", "te"] {
            // NB: ASCII case folding; the names are lower-case letters and `-` (which it keeps).
            if name.count == field.utf8.count, zip(name, field.utf8).allSatisfy({ $0 | 0x20 == $1 }) { return true }
        }
        return false
    }
}
