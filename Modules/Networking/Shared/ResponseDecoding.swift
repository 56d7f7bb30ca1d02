import Foundation

/// Turns HTTP responses into DTOs, with errors that name the JSON path.
public enum ResponseDecoding {
    /// Decodes a successful JSON response.
    ///
    /// - Throws: `APIError.status` for a non-2xx status; `APIError.badResponse` for an HTML
    ///   page, an empty or truncated body, or a value of the wrong type (naming its JSON path).
    public static func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws -> T {
        guard response.isSuccess else {
            throw APIError.status(response.status, body: excerpt(of: response))
        }
        return try decode(type, from: response.body, contentType: response.headers[field: "Content-Type"])
    }

    /// Decodes a successful JSON response with `fastPath` (a hand-written reader, see
    /// `JSONReader`), or, when it gives up, with `JSONDecoder`, whose answer or error then stands.
    ///
    /// - Throws: as `decode(_:from:)`.
    public static func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, fastPath: (Data) throws -> T) throws -> T {
        if response.isSuccess, !looksLikeHTML(response.body, contentType: response.headers[field: "Content-Type"]),
           let value = try? fastPath(response.body) {
            return value
        }
        return try decode(type, from: response)
    }

    /// Decodes `body` as JSON into `type`.
    public static func decode<T: Decodable>(_ type: T.Type, from body: Data, contentType: String? = nil) throws -> T {
        if looksLikeHTML(body, contentType: contentType) {
            throw APIError.badResponse(path: "$", reason: "an HTML page instead of JSON")
        }
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw APIError.badResponse(path: "$", reason: "an empty body instead of JSON")
        }
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw APIError.badResponse(path: path(of: error), reason: reason(of: error))
        }
    }

    /// Whether the body is an HTML page (error pages of proxies and frameworks).
    public static func looksLikeHTML(_ body: Data, contentType: String?) -> Bool {
        if let contentType, contentType.lowercased().contains("text/html") { return true }
        let start = body.prefix(64).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        return start.first == UInt8(ascii: "<")
    }

    /// The start of a body, for error messages: the `<pre>` or `<title>` text of an HTML page,
    /// else the first line, at most 120 characters.
    public static func excerpt(of response: HTTPResponse) -> String {
        let text = String(decoding: response.body.prefix(4096), as: UTF8.self)
        for tag in ["pre", "title", "h1"] {
            if let open = text.range(of: "<\(tag)>"), let close = text.range(of: "</\(tag)>", range: open.upperBound..<text.endIndex) {
                return clip(String(text[open.upperBound..<close.lowerBound]).replacingOccurrences(of: "<br>", with: " "))
            }
        }
        return clip(text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
    }

    private static func clip(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.count > 120 ? String(trimmed.prefix(119)) + "…" : trimmed
    }

    static func path(of error: DecodingError) -> String {
        let codingPath: [any CodingKey]
        switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            codingPath = context.codingPath
        case let .keyNotFound(key, context):
            codingPath = context.codingPath + [key]
        @unknown default:
            codingPath = []
        }
        return codingPath.reduce("$") { path, key in
            if let index = key.intValue { return "\(path)[\(index)]" }
            return "\(path).\(key.stringValue)"
        }
    }

    static func reason(of error: DecodingError) -> String {
        switch error {
        case let .typeMismatch(type, _): return "expected \(describe(type))"
        case let .valueNotFound(type, _): return "expected \(describe(type)), found null"
        case .keyNotFound: return "missing"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty { return "not valid JSON (truncated or malformed)" }
            return context.debugDescription
        @unknown default: return "unreadable"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Int64.Type, is Double.Type, is Decimal.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object"
        }
    }
}
