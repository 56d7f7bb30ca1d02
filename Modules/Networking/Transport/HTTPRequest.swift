import Foundation

/// One HTTP request, as a value.
public struct HTTPRequest: Equatable, Sendable {
    /// The method: `GET`, `POST`, `DELETE`, …
    public var method: HTTPMethod
    /// The absolute URL, query included.
    public var url: URL
    /// Header fields, in order. Names compare without case.
    public var headers: [HTTPHeader]
    /// The body, if any.
    public var body: Data?
    /// The most the whole exchange may take, connection included.
    public var timeout: Duration
    /// The most connections to one host while this request is in flight, or nil for no cap.
    ///
    /// Requests asked together (an import's pages, `n` at a time) say `n`: a request that finds
    /// every connection busy then waits for one to finish its transfer and reuses it, instead of
    /// opening another while the finished one sits idle. A transport without connections of its
    /// own ignores it.
    public var connectionsPerHost: Int?

    /// A request; `timeout` defaults to 30 seconds.
    public init(method: HTTPMethod = .get, url: URL, headers: [HTTPHeader] = [], body: Data? = nil, timeout: Duration = .seconds(30), connectionsPerHost: Int? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.connectionsPerHost = connectionsPerHost.map { max(1, $0) }
    }
}

/// An HTTP method.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name on the wire.
    public let rawValue: String
    /// A method by its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A method from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let get: HTTPMethod = "GET"
    public static let post: HTTPMethod = "POST"
    public static let put: HTTPMethod = "PUT"
    public static let delete: HTTPMethod = "DELETE"
    public static let head: HTTPMethod = "HEAD"
}

/// A header field.
public struct HTTPHeader: Equatable, Sendable {
    /// The field name, as sent.
    public var name: String
    /// The field value.
    public var value: String

    /// A header field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

extension Array where Element == HTTPHeader {
    /// The first value of the field `name`, compared without case.
    public subscript(field name: String) -> String? {
        first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
