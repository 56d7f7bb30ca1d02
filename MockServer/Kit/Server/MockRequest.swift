import HTTPTypes

/// A request as the simulations see it: collected once, with the body in memory.
public struct MockRequest: Sendable {
    /// `GET`, `POST`, … (as sent).
    public var method: String
    /// The path as sent, percent-encoded, without the query.
    public var path: String
    /// The raw query string without `?`; empty when there is none.
    public var query: String
    /// The headers as sent.
    public var headers: HTTPFields
    /// The body bytes (empty when there was none).
    public var body: [UInt8]
    /// The peer's address (`127.0.0.1`).
    public var remoteAddress: String

    /// A request.
    public init(method: String, path: String, query: String = "", headers: HTTPFields = [:], body: [UInt8] = [], remoteAddress: String = "127.0.0.1") {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
    }

    /// The path lower-cased, without a trailing slash: what case-insensitive routing compares.
    public var routingPath: String {
        var lowered = path.lowercased()
        while lowered.count > 1, lowered.hasSuffix("/") { lowered.removeLast() }
        return lowered
    }

    /// The value of header `name`, if sent (several values joined with `, `).
    public func header(_ name: String) -> String? {
        guard let fieldName = HTTPField.Name(name) else { return nil }
        let values = headers[values: fieldName]
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// The query's name/value pairs in order, percent-decoded; `+` stays `+` (wine.com's
    /// `categories(490+124)` uses it as a separator) unless `plusIsSpace`.
    public func queryItems(plusIsSpace: Bool = false) -> [(name: String, value: String)] {
        FormDecoding.pairs(query, plusIsSpace: plusIsSpace)
    }

    /// The last value of query parameter `name` (names compared without case), if present.
    public func queryValue(_ name: String) -> String? {
        queryItems().last { $0.name.lowercased() == name.lowercased() }?.value
    }
}
