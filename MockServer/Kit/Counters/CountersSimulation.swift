import struct Clocks.Clock
import Foundation
import Hummingbird
import Synchronization

/// The Counters API with the real server's semantics (Express 4, body-parser, an in-memory
/// object keyed by id), as observed in `reference/counters/real-server-transcript.md`:
///
/// - `GET /api/v1/counters`, `POST /api/v1/counter {title}`, `POST /api/v1/counter/inc {id}`,
///   `POST /api/v1/counter/dec {id}`, `DELETE /api/v1/counter {id}`; paths without case and
///   with an optional trailing slash. Every success is 200 with the whole list in creation order.
/// - inc/dec of an unknown id: 500 with an HTML page; delete of an unknown id: 200, list
///   unchanged; a create without `title` stores a counter with no `title` key; any JSON value
///   is stored as the title; counts go negative.
/// - Bodies: JSON (strict: object or array; utf-8 only, else 415; over 100 kB, 413; malformed,
///   400) or form-urlencoded; any other content type is ignored, as body-parser does.
/// - Ids are the clock in milliseconds, base 36. With `legacyIDs` two creates in the same
///   millisecond get the same id and the second overwrites the first (keeping its place), as
///   the real server does; otherwise the id is bumped to the next free millisecond.
public final class CountersSimulation: APISimulation {
    /// One counter. `title` is any JSON value, or nil when the create sent none.
    public struct Counter: Sendable, Equatable {
        /// The id (base-36 milliseconds).
        public var id: String
        /// The title as sent.
        public var title: JSONValue?
        /// The count (may be negative).
        public var count: Int
    }

    private struct State {
        var counters: [Counter] = []
        var positions: [String: Int] = [:]
        var lastMilliseconds: Int64 = 0
        /// The encoded list, kept until the next change: the list is by far the most frequent
        /// request and must not be re-encoded each time.
        var encodedList: ByteBuffer?
        /// Bumped on every change to the list (and on reset), so a pre-encoded response built
        /// from `encodedList` knows when it is stale without comparing bytes.
        var generation: UInt64 = 0
    }

    /// body-parser's default limit.
    static let bodyLimit = 100 * 1024

    /// Names JavaScript objects inherit: looking one up finds a function, not `undefined`, so
    /// the real server answers 200 and nothing visible changes.
    static let inheritedKeys: Set<String> = [
        "constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString",
        "toString", "valueOf", "__proto__", "__defineGetter__", "__defineSetter__", "__lookupGetter__",
        "__lookupSetter__",
    ]

    private let state = Mutex(State())
    private let clock: Clock
    private let legacyIDs: Bool

    /// A simulation with no counters.
    public init(clock: Clock = .live, legacyIDs: Bool = false) {
        self.clock = clock
        self.legacyIDs = legacyIDs
    }

    /// Forgets every counter (a restarted server).
    public func reset() {
        state.withLock { state in
            let generation = state.generation
            state = State()
            state.generation = generation &+ 1
        }
    }

    /// The counters in list order.
    public var counters: [Counter] {
        state.withLock { $0.counters }
    }

    /// Whether `request` is for this API: every path under `/api/v1/` (case-insensitive), so
    /// that unknown routes there get Express's 404 page.
    public func handles(_ routingPath: String) -> Bool {
        routingPath.hasPrefix("/api/v1/") || routingPath == "/api/v1"
    }

    /// Whether `request` is for this API (`handles(_:)` of its routing path).
    public func handles(_ request: MockRequest) -> Bool { handles(request.routingPath) }

    public var name: String { "counters" }

    /// The answer to `request`.
    public func answer(_ request: MockRequest) -> MockAnswer {
        let path = request.routingPath
        let method = request.method.uppercased()
        switch (method, path) {
        case ("GET", "/api/v1/counters"), ("HEAD", "/api/v1/counters"):
            return listAnswer().answer
        case ("POST", "/api/v1/counter"):
            return withBody(request) { create(title: $0["title"]) }
        case ("POST", "/api/v1/counter/inc"):
            return withBody(request) { change(id: $0["id"], by: 1, name: "inc") }
        case ("POST", "/api/v1/counter/dec"):
            return withBody(request) { change(id: $0["id"], by: -1, name: "dec") }
        case ("DELETE", "/api/v1/counter"):
            return withBody(request) { delete(id: $0["id"]) }
        case ("OPTIONS", _):
            if let allowed = Self.allowedMethods[path] {
                return MockAnswer(
                    status: 200,
                    headers: [ExpressPages.poweredBy, ("Allow", allowed), ("Content-Type", "text/html; charset=utf-8")],
                    bytes: allowed.utf8,
                    answeredBy: "simulation counters.options"
                )
            }
            fallthrough
        default:
            return MockAnswer(
                status: 404,
                headers: ExpressPages.errorHeaders,
                bytes: ExpressPages.notFound(method: method, path: FormDecoding.decode(Substring(request.path), plusIsSpace: false)),
                answeredBy: "simulation counters.unknown-route"
            )
        }
    }

    private static let allowedMethods = [
        "/api/v1/counters": "GET,HEAD",
        "/api/v1/counter": "POST,DELETE",
        "/api/v1/counter/inc": "POST",
        "/api/v1/counter/dec": "POST",
    ]

    // MARK: - Operations

    private static let jsonFields = MockAnswer.fields(ExpressPages.jsonHeaders)

    /// The answer to `GET /api/v1/counters`, and the list's generation: the same answer as
    /// long as the generation is the same. The router path and the fast path
    /// (`MockFastPathHandler`, which encodes the whole response once per generation) both
    /// answer the list with this.
    func listAnswer() -> (answer: MockAnswer, generation: UInt64) {
        let (body, generation) = state.withLock { state in (Self.encodedList(&state), state.generation) }
        var answer = MockAnswer(status: 200, headers: ExpressPages.jsonHeaders, body: body, answeredBy: "simulation counters.list")
        answer.prebuiltFields = Self.jsonFields
        return (answer, generation)
    }

    private func create(title: JSONValue?) -> MockAnswer {
        let now = clock.milliseconds
        let body = state.withLock { state in
            var milliseconds = now
            if !legacyIDs { milliseconds = max(now, state.lastMilliseconds + 1) }
            state.lastMilliseconds = max(state.lastMilliseconds, milliseconds)
            let id = String(milliseconds, radix: 36)
            let counter = Counter(id: id, title: title, count: 0)
            if let position = state.positions[id] {
                // The real server assigns to the same key: the first counter is replaced in place.
                state.counters[position] = counter
            } else {
                state.positions[id] = state.counters.count
                state.counters.append(counter)
            }
            state.encodedList = nil
            state.generation &+= 1
            return Self.encodedList(&state)
        }
        return MockAnswer(status: 200, headers: ExpressPages.jsonHeaders, body: body, answeredBy: "simulation counters.create")
    }

    private func change(id: JSONValue?, by delta: Int, name: String) -> MockAnswer {
        let key = Self.propertyKey(id)
        let body: ByteBuffer? = state.withLock { state in
            if let position = state.positions[key] {
                state.counters[position].count += delta
                state.encodedList = nil
                state.generation &+= 1
            } else if !Self.inheritedKeys.contains(key) {
                return nil
            }
            return Self.encodedList(&state)
        }
        guard let body else {
            return MockAnswer(status: 500, headers: ExpressPages.errorHeaders, bytes: ExpressPages.unknownCounter, answeredBy: "simulation counters.\(name) (unknown id)")
        }
        return MockAnswer(status: 200, headers: ExpressPages.jsonHeaders, body: body, answeredBy: "simulation counters.\(name)")
    }

    private func delete(id: JSONValue?) -> MockAnswer {
        let key = Self.propertyKey(id)
        let body = state.withLock { state in
            if let position = state.positions.removeValue(forKey: key) {
                state.counters.remove(at: position)
                for index in position..<state.counters.count { state.positions[state.counters[index].id] = index }
                state.encodedList = nil
                state.generation &+= 1
            }
            return Self.encodedList(&state)
        }
        return MockAnswer(status: 200, headers: ExpressPages.jsonHeaders, body: body, answeredBy: "simulation counters.delete")
    }

    private static func encodedList(_ state: inout State) -> ByteBuffer {
        if let cached = state.encodedList { return cached }
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(state.counters.count * 48 + 2)
        for (position, counter) in state.counters.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: #"{"id":"#.utf8)
            JSONWriter.writeString(counter.id, style: .javaScript, into: &bytes)
            if let title = counter.title {
                bytes.append(contentsOf: #","title":"#.utf8)
                JSONWriter.write(title, style: .javaScript, indent: 0, into: &bytes)
            }
            bytes.append(contentsOf: #","count":\#(counter.count)}"#.utf8)
        }
        bytes.append(UInt8(ascii: "]"))
        let buffer = ByteBuffer(bytes: bytes)
        state.encodedList = buffer
        return buffer
    }

    /// JavaScript's `String(value)`, which is how an object key is derived from `body.id`.
    static func propertyKey(_ value: JSONValue?) -> String {
        switch value {
        case nil: "undefined"
        case .null?: "null"
        case .bool(let flag)?: flag ? "true" : "false"
        case .number(let text)?: JSONWriter.number(text, style: .javaScript)
        case .string(let text)?: text
        case .array(let elements)?: elements.map { element in
            if case .null = element { return "" }
            return propertyKey(element)
        }.joined(separator: ",")
        case .object?: "[object Object]"
        }
    }

    // MARK: - Bodies (body-parser)

    private func withBody(_ request: MockRequest, _ operation: (JSONValue) -> MockAnswer) -> MockAnswer {
        switch Self.parseBody(request) {
        case .success(let body): return operation(body)
        case .failure(let failure):
            return MockAnswer(status: failure.status, headers: ExpressPages.errorHeaders, bytes: ExpressPages.errorPage(failure.message), answeredBy: "simulation counters (body refused: \(failure.status))")
        }
    }

    struct BodyFailure: Error {
        let status: Int
        let message: String
    }

    /// The body as body-parser's `json()` and `urlencoded()` middlewares leave `req.body`.
    static func parseBody(_ request: MockRequest) -> Result<JSONValue, BodyFailure> {
        let contentType = request.header("Content-Type") ?? ""
        let parts = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let mime = parts.first?.lowercased() ?? ""
        guard mime == "application/json" || mime == "application/x-www-form-urlencoded" else {
            return .success(.object([]))
        }
        if let charset = parts.dropFirst().first(where: { $0.lowercased().hasPrefix("charset=") }) {
            let name = charset.dropFirst("charset=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")).uppercased()
            let accepted = mime == "application/json" ? ["UTF-8", "UTF8", "UTF-16", "UTF-16LE", "UTF-16BE"] : ["UTF-8", "UTF8"]
            if !accepted.contains(name) {
                return .failure(BodyFailure(status: 415, message: "UnsupportedMediaTypeError: unsupported charset &quot;\(ExpressPages.escapeHTML(name))&quot;<br> ...stack trace..."))
            }
        }
        guard request.body.count <= bodyLimit else {
            return .failure(BodyFailure(status: 413, message: "PayloadTooLargeError: request entity too large<br> ...stack trace..."))
        }
        if mime == "application/x-www-form-urlencoded" {
            var members: [JSONValue.Member] = []
            for (name, value) in FormDecoding.pairs(String(decoding: request.body, as: UTF8.self)) {
                members.append(.init(name, .string(value)))
            }
            return .success(.object(members))
        }
        guard let first = request.body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return .success(.object([]))
        }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            let token = ExpressPages.escapeHTML(String(UnicodeScalar(first)))
            return .failure(BodyFailure(status: 400, message: "SyntaxError: Unexpected token \(token) in JSON at position 0<br> ...stack trace..."))
        }
        do {
            return .success(try JSONParser.parse(request.body))
        } catch {
            let message = error.offset >= request.body.count ? "Unexpected end of JSON input" : "Unexpected token in JSON at position \(error.offset)"
            return .failure(BodyFailure(status: 400, message: "SyntaxError: \(message)<br> ...stack trace..."))
        }
    }
}
