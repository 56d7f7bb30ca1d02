import Foundation
import Synchronization

/// Record mode: what no fixture answers is proxied to the upstream, answered with the
/// upstream's answer, and written as a fixture (redacted by `FixtureWriter`). An interaction
/// already recorded is served from its fixture, not written again; identical requests arriving
/// together share one upstream call and give one fixture.
final class Recorder: Sendable {
    let configuration: RecordingConfiguration
    let fixturesDirectory: URL
    let store: FixtureStore
    private let client: Result<UpstreamClient, UpstreamClient.Failure>
    private let inFlight = Mutex<[String: Task<MockAnswer, Never>]>([:])

    /// Response headers not worth replaying: the mock's server sets them.
    static let transientHeaders: Set<String> = ["date", "content-length", "connection", "keep-alive", "transfer-encoding", "server"]
    /// Request headers kept in a fixture.
    static let significantHeaders: Set<String> = ["content-type", "accept", "authorization"]

    init(configuration: RecordingConfiguration, fixturesDirectory: URL, store: FixtureStore) {
        self.configuration = configuration
        self.fixturesDirectory = fixturesDirectory
        self.store = store
        client = Result { () throws(UpstreamClient.Failure) in try UpstreamClient(base: configuration.upstream, caFile: configuration.caFile) }
    }

    /// The upstream's answer to `request`, recorded once.
    func proxy(_ request: MockRequest) async -> MockAnswer {
        let key = Self.key(request)
        let (task, isNew) = inFlight.withLock { tasks -> (Task<MockAnswer, Never>, Bool) in
            if let running = tasks[key] { return (running, false) }
            let task = Task { await self.forward(request, key: key) }
            tasks[key] = task
            return (task, true)
        }
        let answer = await task.value
        if isNew { _ = inFlight.withLock { $0.removeValue(forKey: key) } }
        return answer
    }

    private func forward(_ request: MockRequest, key: String) async -> MockAnswer {
        // A request that raced a finished recording is served from it.
        if let fixture = store.match(request) { return MockService.answer(fixture) }
        let client: UpstreamClient
        switch self.client {
        case .success(let ready): client = ready
        case .failure(let failure):
            return MockAnswer(status: 502, headers: [("Content-Type", "text/plain; charset=utf-8")], bytes: Array("kiosk-mock record: \(failure)\n".utf8), answeredBy: "record (bad upstream)")
        }
        let headers = request.headers.map { (name: $0.name.rawName, value: $0.value) }
        let target = request.path + (request.query.isEmpty ? "" : "?\(request.query)")
        let answer: UpstreamClient.Answer
        do {
            answer = try await client.send(method: request.method, target: target, headers: headers, body: request.body.isEmpty ? nil : request.body)
        } catch {
            return MockAnswer(status: 502, headers: [("Content-Type", "text/plain; charset=utf-8")], bytes: Array("kiosk-mock record: \(error)\n".utf8), answeredBy: "record (upstream failed)")
        }
        let file = Self.fileName(request, key: key)
        let fixture = Fixture(
            name: "\(configuration.api)/\(file)",
            api: configuration.api,
            source: "recorded by kiosk-mock from \(configuration.upstream.absoluteString)",
            request: .init(
                method: request.method,
                path: request.path,
                query: request.query,
                headers: headers.filter { Self.significantHeaders.contains($0.name.lowercased()) },
                body: request.body.isEmpty ? nil : request.body
            ),
            response: .init(status: answer.status, headers: answer.headers.filter { !Self.transientHeaders.contains($0.name.lowercased()) }, body: answer.body)
        )
        do {
            try FixtureWriter.write(fixture, file: file, to: fixturesDirectory)
            store.add(SecretRule.redact(fixture))
        } catch {
            return MockAnswer(status: 500, headers: [("Content-Type", "text/plain; charset=utf-8")], bytes: Array("kiosk-mock record: cannot write \(file): \(error)\n".utf8), answeredBy: "record (write failed)")
        }
        return MockAnswer(status: answer.status, headers: fixture.response.headers, bytes: answer.body, answeredBy: "record \(fixture.name) (new)")
    }

    /// Identifies an interaction: method, path, query (the values of secrets ignored, as the
    /// fixture will not have them) and body.
    static func key(_ request: MockRequest) -> String {
        let query = FormDecoding.pairs(request.query, plusIsSpace: false).filter { !SecretRule.isSecretName($0.name) }.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: "&")
        return "\(request.method.uppercased()) \(request.path)?\(query)#\(fnv1a(request.body))"
    }

    /// `recorded-post-api-v1-counter-1a2b3c4d`.
    static func fileName(_ request: MockRequest, key: String) -> String {
        let slug = request.path.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce(into: "") { result, character in
            if character == "-", result.hasSuffix("-") { return }
            result.append(character)
        }.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        let hash = String(fnv1a(Array(key.utf8)) & 0xFFFF_FFFF, radix: 16)
        return "recorded-\(request.method.lowercased())-\(slug.prefix(60))-\(hash)"
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf29ce484222325) { ($0 ^ UInt64($1)) &* 0x100000001b3 }
    }
}
