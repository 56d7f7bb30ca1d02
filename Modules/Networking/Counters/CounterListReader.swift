import Foundation

/// The fast path for the Counters list, which every answer carries whole: reads
/// `[{"id", "title", "count"}, …]` with `JSONReader` by `CounterDTO`'s rules, and leaves
/// anything else (a fractional title, a field given twice, a malformed body) to `JSONDecoder`
/// through `ResponseDecoding.decode(_:from:fastPath:)`.
public enum CounterListReader {
    /// The list in `body`.
    public static func read(_ body: Data) throws -> [CounterDTO] {
        try body.withUnsafeBytes { bytes in
            var reader = try JSONReader(bytes)
            var list: [CounterDTO] = []
            try reader.beginArray()
            while try reader.nextElement() { list.append(try counter(&reader)) }
            try reader.end()
            return list
        }
    }

    private static func counter(_ reader: inout JSONReader) throws -> CounterDTO {
        var id: String?
        var count: Int?
        var title: String??
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "id": try reader.once(id, "id"); id = try reader.readString()
            case "count": try reader.once(count, "count"); count = try reader.readInt()
            case "title": try reader.once(title, "title"); title = .some(try self.title(&reader))
            default: try reader.skipValue()
            }
        }
        guard let id, let count else { throw reader.unsupported("a counter without id or count") }
        return CounterDTO(id: id, title: title ?? nil, count: count)
    }

    /// Text as it is, an integer as its digits, any other shape as no title.
    private static func title(_ reader: inout JSONReader) throws -> String? {
        switch try reader.peekKind() {
        case .string: return try reader.readString()
        case .number: return String(try reader.readInt())
        case .null, .bool, .object, .array:
            try reader.skipValue()
            return nil
        }
    }
}
