import Foundation

/// One recorded interaction: the request as sent and the response as received.
///
/// Stored as `Fixtures/<api>/<name>.json` (format in `Fixtures/README.md`), with a large or
/// byte-exact body beside it in `<name>.body.<ext>`.
public struct Fixture: Sendable, Equatable {
    /// The recorded request.
    public struct Request: Sendable, Equatable {
        /// `GET`, `POST`, …
        public var method: String
        /// The path, without the query.
        public var path: String
        /// The raw query string (without `?`), empty when there is none.
        public var query: String
        /// The headers that matter to the answer, in recorded order.
        public var headers: [(name: String, value: String)]
        /// The body, if the request had one.
        public var body: [UInt8]?

        /// A request.
        public init(method: String, path: String, query: String = "", headers: [(name: String, value: String)] = [], body: [UInt8]? = nil) {
            self.method = method
            self.path = path
            self.query = query
            self.headers = headers
            self.body = body
        }

        /// The value of header `name` (compared without case).
        public func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        public static func == (lhs: Request, rhs: Request) -> Bool {
            lhs.method == rhs.method && lhs.path == rhs.path && lhs.query == rhs.query && lhs.body == rhs.body
                && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
        }
    }

    /// The recorded response.
    public struct Response: Sendable, Equatable {
        /// The HTTP status.
        public var status: Int
        /// The headers worth replaying (not `Date`, `Content-Length` or `Connection`).
        public var headers: [(name: String, value: String)]
        /// The body bytes.
        public var body: [UInt8]

        /// A response.
        public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// The value of header `name` (compared without case).
        public func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        public static func == (lhs: Response, rhs: Response) -> Bool {
            lhs.status == rhs.status && lhs.body == rhs.body
                && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
        }
    }

    /// `api/name`, e.g. `pizza/bins-drinks`: how the journal and reports name it.
    public var name: String
    /// The API folder it belongs to (`wine`, `pizza`, `counters`).
    public var api: String
    /// Where the recording came from.
    public var source: String
    /// The request.
    public var request: Request
    /// The response.
    public var response: Response

    /// A fixture.
    public init(name: String, api: String, source: String, request: Request, response: Response) {
        self.name = name
        self.api = api
        self.source = source
        self.request = request
        self.response = response
    }
}
