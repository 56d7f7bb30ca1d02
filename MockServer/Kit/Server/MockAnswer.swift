import HTTPTypes
import Hummingbird

/// What a simulation or fixture answers, before faults and the journal see it.
public struct MockAnswer: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers (`Content-Length` is added by the server).
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: ByteBuffer
    /// Who answered, for the journal: `fixture pizza/bins-drinks`, `simulation counters.inc`.
    public var answeredBy: String

    /// An answer.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: ByteBuffer = ByteBuffer(), answeredBy: String) {
        self.status = status
        self.headers = headers
        self.body = body
        self.answeredBy = answeredBy
    }

    /// An answer whose body is `bytes`.
    public init(status: Int, headers: [(name: String, value: String)] = [], bytes: some Sequence<UInt8>, answeredBy: String) {
        self.init(status: status, headers: headers, body: ByteBuffer(bytes: bytes), answeredBy: answeredBy)
    }

    /// A JSON answer (`application/json; charset=utf-8`).
    public static func json(_ value: JSONValue, status: Int = 200, style: JSONWriter.Style, answeredBy: String) -> MockAnswer {
        MockAnswer(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], bytes: JSONWriter.bytes(value, style: style), answeredBy: answeredBy)
    }

    /// `headers` already as `HTTPFields`, for answers sent thousands of times a second.
    public var prebuiltFields: HTTPFields?

    /// Writes the body a piece at a time instead of `body`, when set: an answer too large to
    /// build whole (a journal of a million requests).
    var stream: (@Sendable (inout any ResponseBodyWriter) async throws -> Void)?

    /// `headers` as `HTTPFields`, built once for a hot answer.
    public static func fields(_ headers: [(name: String, value: String)]) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in headers {
            if let fieldName = HTTPField.Name(name) { fields.append(HTTPField(name: fieldName, value: value)) }
        }
        return fields
    }

    /// The Hummingbird response.
    var response: Response {
        let fields = prebuiltFields ?? Self.fields(headers)
        return Response(status: HTTPResponse.Status(code: status), headers: fields, body: stream.map { ResponseBody($0) } ?? ResponseBody(byteBuffer: body))
    }
}
