import Foundation
import HTTPTypes

/// One request the mock received, and what became of it.
public struct JournalEntry: Sendable {
    /// 1 for the first request since start or the last reset; never reused.
    public var sequence: Int
    /// When it arrived.
    public var receivedAt: Date
    /// The method.
    public var method: String
    /// The path as sent.
    public var path: String
    /// The raw query.
    public var query: String
    /// The headers as sent.
    public var headers: HTTPFields {
        get { recordedHeaders.fields }
        set { recordedHeaders = newValue }
    }
    /// The headers as they were received, converted when read (`RecordedHeaders`).
    var recordedHeaders: any RecordedHeaders
    /// The body as text (invalid UTF-8 replaced), at most `Journal.bodyLimit` bytes of it.
    public var body: String
    /// Whether `body` was cut.
    public var bodyTruncated: Bool
    /// The status answered; nil when the connection was dropped instead.
    public var status: Int?
    /// Who answered: `simulation counters.inc`, `fixture pizza/bins-drinks`, `no fixture (…)`.
    public var answeredBy: String
    /// The faults applied, if any (`latency 200ms`, `dropAfterChange`).
    public var faults: [String]

    /// The entry as JSON for `GET /__admin/journal`.
    var json: JSONValue {
        var members: [JSONValue.Member] = [
            .init("sequence", .number("\(sequence)")),
            .init("receivedAt", .string(receivedAt.formatted(.iso8601))),
            .init("method", .string(method)),
            .init("path", .string(path)),
            .init("query", .string(query)),
            .init("headers", .object(headers.map { .init($0.name.rawName, .string($0.value)) })),
            .init("body", .string(body)),
            .init("bodyTruncated", .bool(bodyTruncated)),
            .init("status", status.map { .number("\($0)") } ?? .null),
            .init("answeredBy", .string(answeredBy)),
        ]
        members.append(.init("faults", .array(faults.map { .string($0) })))
        return .object(members)
    }
}
