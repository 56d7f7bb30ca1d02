import Synchronization

/// The fixtures served as recorded (those no simulation answers, such as the Nenno's bins, and
/// any recorded in record mode), with the matching rules and the "nearest fixture" diagnosis
/// for requests that match none.
///
/// A fixture matches when the method and path are equal, the query has the same name/value
/// pairs in any order (the values of `SecretRule.names` are not compared: they are redacted in
/// fixtures), and, when the fixture has a request body, the bodies are equal (as JSON when both
/// parse; with the request's secrets redacted when the fixture's are).
public final class FixtureStore: Sendable {
    private let fixtures: Mutex<[Fixture]>

    /// A store holding `fixtures`.
    public init(_ fixtures: [Fixture]) {
        self.fixtures = Mutex(fixtures)
    }

    /// Every fixture.
    public var all: [Fixture] {
        fixtures.withLock { $0 }
    }

    /// Adds a fixture (record mode).
    public func add(_ fixture: Fixture) {
        fixtures.withLock { $0.append(fixture) }
    }

    /// The fixture answering `request`, if any.
    public func match(_ request: MockRequest) -> Fixture? {
        fixtures.withLock { list in list.first { Self.mismatch($0.request, request) == nil } }
    }

    /// The fixture closest to `request` and why it does not match it.
    public func nearest(to request: MockRequest) -> (fixture: Fixture, reason: String)? {
        fixtures.withLock { list in
            var best: (fixture: Fixture, reason: String, score: Int)?
            for fixture in list {
                guard let reason = Self.mismatch(fixture.request, request) else { return (fixture, "it matches") }
                let score = Self.similarity(fixture.request, request)
                if best == nil || score > best!.score { best = (fixture, reason, score) }
            }
            return best.map { ($0.fixture, $0.reason) }
        }
    }

    /// Why `recorded` does not answer `request`, or nil when it does.
    static func mismatch(_ recorded: Fixture.Request, _ request: MockRequest) -> String? {
        if recorded.path != request.path {
            return "the path differs: the fixture has \(recorded.path), the request \(request.path)"
        }
        if recorded.method.uppercased() != request.method.uppercased() {
            return "the method differs: the fixture is \(recorded.method), the request \(request.method)"
        }
        if normalisedQuery(recorded.query) != normalisedQuery(request.query) {
            return "the query differs: the fixture has ?\(recorded.query), the request ?\(request.query)"
        }
        if let body = recorded.body, !bodiesEqual(body, request.body), !bodiesEqual(body, redactedBody(of: request, comparedWith: body)) {
            return "the body differs: the fixture has \(body.count) bytes (\(String(decoding: body.prefix(60), as: UTF8.self))), the request \(request.body.count)"
        }
        return nil
    }

    private static func normalisedQuery(_ query: String) -> [String] {
        FormDecoding.pairs(query, plusIsSpace: false).map { pair in
            SecretRule.isSecretName(pair.name) ? "\(pair.name.lowercased())=" : "\(pair.name)=\(pair.value)"
        }.sorted()
    }

    /// The request's body as the recorder would have written it, when `recorded` was redacted
    /// (else the body as sent).
    private static func redactedBody(of request: MockRequest, comparedWith recorded: [UInt8]) -> [UInt8] {
        guard recorded.firstRange(of: Array(SecretRule.redacted.utf8)) != nil else { return request.body }
        let sent = Fixture(name: "", api: "", source: "",
                           request: .init(method: request.method, path: request.path, headers: request.header("Content-Type").map { [("Content-Type", $0)] } ?? [], body: request.body),
                           response: .init(status: 200))
        return SecretRule.redact(sent).request.body ?? []
    }

    private static func bodiesEqual(_ recorded: [UInt8], _ sent: [UInt8]) -> Bool {
        if recorded == sent { return true }
        guard let left = try? JSONParser.parse(recorded), let right = try? JSONParser.parse(sent) else { return false }
        return left == right
    }

    private static func similarity(_ recorded: Fixture.Request, _ request: MockRequest) -> Int {
        let left = Array(recorded.path.lowercased().utf8), right = Array(request.path.lowercased().utf8)
        var common = 0
        while common < min(left.count, right.count), left[common] == right[common] { common += 1 }
        var score = common * 4
        if recorded.path == request.path { score += 1_000 }
        if recorded.method.uppercased() == request.method.uppercased() { score += 100 }
        if normalisedQuery(recorded.query) == normalisedQuery(request.query) { score += 10 }
        return score
    }
}
