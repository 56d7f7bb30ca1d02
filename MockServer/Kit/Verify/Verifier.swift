import Foundation

/// Verify mode: replays the fixtures' requests (in name order) against a live server and
/// reports drift by kind. Ids the live server assigns are carried into later requests (the
/// Counters fixtures are one session), and `apikey=REDACTED` is replaced by a real key.
public struct Verifier: Sendable {
    /// The result of a verification.
    public struct Report: Sendable {
        /// How many fixtures were replayed.
        public var checked: Int
        /// Every difference found.
        public var drifts: [Drift]

        /// Whether any difference may break a client.
        public var isBreaking: Bool { drifts.contains { $0.kind.isBreaking } }

        /// How many of each kind.
        public var counts: [Drift.Kind: Int] {
            drifts.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
        }

        /// The report as `kiosk-mock verify --json` prints it, one document with its keys sorted:
        /// `{api, breaking, checked, counts: {fieldAdded, …: N}, drifts: [{breaking, detail,
        /// fixture, kind, path}], upstream}`, every kind counted (0 included) and the drifts
        /// grouped by kind in `Drift.Kind`'s order.
        public func json(api: String, upstream: String) -> String {
            let counts = counts
            let ordered = Drift.Kind.allCases.flatMap { kind in drifts.filter { $0.kind == kind } }
            let document = JSONValue.object([
                .init("api", .string(api)),
                .init("breaking", .bool(isBreaking)),
                .init("checked", .number("\(checked)")),
                .init("counts", .object(Drift.Kind.allCases.sorted { $0.key < $1.key }.map { .init($0.key, .number("\(counts[$0] ?? 0)")) })),
                .init("drifts", .array(ordered.map { drift in
                    .object([
                        .init("breaking", .bool(drift.kind.isBreaking)),
                        .init("detail", .string(drift.detail)),
                        .init("fixture", .string(drift.fixture)),
                        .init("kind", .string(drift.kind.key)),
                        .init("path", .string(drift.path)),
                    ])
                })),
                .init("upstream", .string(upstream)),
            ])
            return JSONWriter.string(document, style: .javaScript)
        }
    }

    private let client: UpstreamClient
    private let apiKey: String?

    /// A verifier against `upstream`; `apiKey` replaces redacted `apikey` values; `caFile` is
    /// what an HTTPS upstream is verified against (nil: the system's trust store).
    public init(upstream: URL, apiKey: String? = nil, caFile: URL? = nil) throws {
        client = try UpstreamClient(base: upstream, caFile: caFile)
        self.apiKey = apiKey
    }

    /// Replays `fixtures` in order.
    public func verify(_ fixtures: [Fixture]) async -> Report {
        var drifts: [Drift] = []
        var ids: [String: String] = [:]
        for fixture in fixtures {
            var query = fixture.request.query
            if let apiKey { query = query.replacingOccurrences(of: "apikey=\(SecretRule.redacted)", with: "apikey=\(apiKey)") }
            var body = fixture.request.body.map { String(decoding: $0, as: UTF8.self) }
            for (recorded, live) in ids {
                body = body?.replacingOccurrences(of: "\"\(recorded)\"", with: "\"\(live)\"")
                query = query.replacingOccurrences(of: "=\(recorded)", with: "=\(live)")
            }
            let target = fixture.request.path + (query.isEmpty ? "" : "?\(query)")
            let answer: UpstreamClient.Answer
            do {
                answer = try await client.send(method: fixture.request.method, target: target, headers: fixture.request.headers, body: body.map { Array($0.utf8) })
            } catch {
                drifts.append(Drift(fixture: fixture.name, kind: .unreachable, path: "$", detail: "\(error)"))
                continue
            }
            if answer.status != fixture.response.status {
                drifts.append(Drift(fixture: fixture.name, kind: .statusChanged, path: "$", detail: "\(fixture.response.status) → \(answer.status)"))
                continue
            }
            guard let recorded = try? JSONParser.parse(fixture.response.body), let live = try? JSONParser.parse(answer.body) else {
                let recordedType = Self.mediaType(fixture.response.header("Content-Type"))
                let liveType = Self.mediaType(answer.headers.first { $0.name.lowercased() == "content-type" }?.value)
                if recordedType != liveType {
                    drifts.append(Drift(fixture: fixture.name, kind: .typeChanged, path: "$", detail: "Content-Type \(recordedType) → \(liveType)"))
                }
                continue
            }
            Self.collectIDs(recorded, live, into: &ids)
            for (kind, path, detail) in ShapeDiff.compare(recorded, live) {
                drifts.append(Drift(fixture: fixture.name, kind: kind, path: path, detail: detail))
            }
        }
        return Report(checked: fixtures.count, drifts: drifts)
    }

    private static func mediaType(_ value: String?) -> String {
        value?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? "none"
    }

    /// Pairs the `id` strings found at the same places of both documents.
    private static func collectIDs(_ recorded: JSONValue, _ live: JSONValue, into ids: inout [String: String]) {
        switch (recorded, live) {
        case (.object(let old), .object):
            for member in old {
                guard let value = live[member.key] else { continue }
                if member.key == "id", let oldID = member.value.stringValue, let newID = value.stringValue, oldID != newID {
                    ids[oldID] = newID
                } else {
                    collectIDs(member.value, value, into: &ids)
                }
            }
        case (.array(let old), .array(let new)):
            for index in 0..<min(old.count, new.count) { collectIDs(old[index], new[index], into: &ids) }
        default:
            break
        }
    }
}
