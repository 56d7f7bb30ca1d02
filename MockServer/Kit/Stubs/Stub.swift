import Foundation

/// An answer given at run time instead of the simulation's: which requests (`request`, a
/// `RequestMatcher`) and what to answer (`response`), before the simulations and fixtures, the
/// lowest `priority` first (default 5), then the newest.
///
/// ```json
/// {"priority": 1,
///  "request": {"method": "GET", "path": "/api/v1/counters"},
///  "response": {"status": 200, "headers": {"Content-Type": "application/json"},
///               "jsonBody": [{"id": "a", "title": "Tea", "count": 2}], "latencyMs": 50}}
/// ```
///
/// The response takes `body` (text), `jsonBody` (any JSON, written compactly) or `bodyFile` (a
/// file under the stubs directory, for stubs loaded with `--stubs`).
struct Stub: Sendable {
    /// Given by the mock: the order stubs were added in.
    var id: Int
    var priority: Int
    var request: RequestMatcher
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]
    var latency: Duration
    /// The stub as it was given (with its id), for listing.
    var json: JSONValue

    /// The highest status a stub may answer, and the longest latency (a minute: a stub never
    /// holds a connection longer than a test would wait).
    static let maximumLatencyMs = 60_000

    /// A stub from its JSON; `bodyFiles` is where `bodyFile` names are read (nil: not allowed).
    init(_ value: JSONValue, id: Int, bodyFiles: URL?) throws(StubError) {
        guard case let .object(members) = value else { throw StubError("stub", "must be a JSON object with request and response") }
        for member in members where !["priority", "request", "response", "id"].contains(member.key) {
            throw StubError(member.key, "is not a stub field (priority, request, response)")
        }
        self.id = id
        priority = 5
        if let given = value["priority"] {
            guard let number = given.intValue, (0...1000).contains(number) else { throw StubError("priority", "must be a whole number from 0 to 1000") }
            priority = number
        }
        guard let matcher = value["request"] else { throw StubError("request", "is required (a matcher; {} matches every request)") }
        request = try RequestMatcher(matcher, field: "request")
        guard let response = value["response"], case let .object(fields) = response else { throw StubError("response", "is required (an object with status, headers, body)") }
        for field in fields where !["status", "headers", "body", "jsonBody", "bodyFile", "latencyMs"].contains(field.key) {
            throw StubError("response.\(field.key)", "is not a response field (status, headers, body, jsonBody, bodyFile, latencyMs)")
        }
        status = 200
        if let given = response["status"] {
            guard let number = given.intValue, (100...599).contains(number) else { throw StubError("response.status", "must be an HTTP status from 100 to 599") }
            status = number
        }
        headers = []
        if let given = response["headers"] {
            guard case let .object(entries) = given else { throw StubError("response.headers", "must be an object of names to strings") }
            for entry in entries {
                guard let text = entry.value.stringValue else { throw StubError("response.headers.\(entry.key)", "must be a string") }
                headers.append((entry.key, text))
            }
        }
        let bodies = ["body", "jsonBody", "bodyFile"].filter { response[$0] != nil }
        guard bodies.count <= 1 else { throw StubError("response", "takes one of body, jsonBody or bodyFile (got \(bodies.joined(separator: " and ")))") }
        body = []
        if let text = response["body"] {
            guard let string = text.stringValue else { throw StubError("response.body", "must be a string (use jsonBody for JSON)") }
            body = Array(string.utf8)
        } else if let json = response["jsonBody"] {
            body = JSONWriter.bytes(json, style: .javaScript)
            if !headers.contains(where: { $0.name.lowercased() == "content-type" }) { headers.append(("Content-Type", "application/json; charset=utf-8")) }
        } else if let file = response["bodyFile"] {
            guard let name = file.stringValue, !name.isEmpty, !name.contains(".."), !name.hasPrefix("/") else {
                throw StubError("response.bodyFile", "must be a file name inside the stubs directory")
            }
            guard let directory = bodyFiles else { throw StubError("response.bodyFile", "is only for stubs loaded with --stubs DIR; use body or jsonBody") }
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
                throw StubError("response.bodyFile", "\(name) cannot be read in \(directory.path)")
            }
            body = Array(data)
        }
        latency = .zero
        if let given = response["latencyMs"] {
            guard let number = given.intValue, (0...Self.maximumLatencyMs).contains(number) else {
                throw StubError("response.latencyMs", "must be a whole number of milliseconds from 0 to \(Self.maximumLatencyMs)")
            }
            latency = .milliseconds(number)
        }
        var listed = members.filter { $0.key != "id" }
        listed.insert(.init("id", .number("\(id)")), at: 0)
        json = .object(listed)
    }

    /// The answer.
    var answer: MockAnswer {
        MockAnswer(status: status, headers: headers, bytes: body, answeredBy: "stub \(id)")
    }
}
