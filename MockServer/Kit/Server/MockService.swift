import struct Clocks.Clock
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1
import Synchronization

/// Everything one mock instance serves, and the order in which a request meets it:
/// admin API → faults → the OpenAPI check (`--validate`) → stubs → (record mode: fixtures, then the upstream) → simulations → fixtures →
/// the "no fixture" 404 naming the nearest one. Every non-admin request is journaled.
/// `GET /api/v1/counters` is answered by `MockFastPathHandler` on the event loop instead, with
/// the same answer and journal entry, while nothing before the simulations is active.
public final class MockService: Sendable {
    /// The Counters simulation.
    public let counters: CountersSimulation
    /// The wine.com simulation.
    public let wine: WineSimulation
    /// httpbin's `/post`.
    public let checkout: HTTPBinEcho
    /// The recorded pizzas' pictures at `/images/<file>`.
    public let pizzaPictures: PizzaPictures
    /// Every simulation, asked in this order: each app's are kept in its folder.
    let simulations: [any APISimulation]
    /// The fixtures served as recorded.
    public let fixtures: FixtureStore
    /// The request journal.
    public let journal: Journal
    /// The active faults.
    public let faults: FaultInjector
    /// The stubs, tried before the simulations.
    let stubs: StubStore
    /// The OpenAPI check of `--validate`, nil when off.
    let validator: RequestValidator?
    let admin: AdminRoutes
    let recorder: Recorder?
    let clock: Clock
    /// Whether hot requests may be answered on the event loop (`MockFastPathHandler`).
    let fastPath: Bool
    private let fastPathAnswers = Atomic<Int>(0)

    /// How many requests the fast path (`MockFastPathHandler`) has answered: tests tell by it
    /// which path answered.
    public var fastPathAnswerCount: Int { fastPathAnswers.load(ordering: .relaxed) }

    /// The largest request body the mock reads.
    static let bodyLimit = 16 * 1024 * 1024

    /// The answer to a body over `bodyLimit` (before any simulation sees it): a 413 naming the
    /// field and the rule, as a refused stub's 400 does.
    static var bodyTooLarge: MockAnswer {
        AdminRoutes.refusal(StubError("body", "must be at most \(bodyLimit) bytes (16 MiB)"), status: 413)
    }

    /// Loads the fixtures and builds the simulations for `configuration`.
    ///
    /// - Parameter preloaded: fixtures loaded earlier (`MockFixtures.load`), used when they
    ///   serve `configuration`; otherwise the fixtures are read now.
    public init(configuration: MockServerConfiguration, preloaded: MockFixtures? = nil) throws {
        let loaded = try preloaded.flatMap { $0.serves(configuration) ? $0 : nil } ?? MockFixtures.load(for: configuration)
        clock = configuration.clock
        fastPath = configuration.fastPath
        counters = CountersSimulation(clock: configuration.clock, legacyIDs: configuration.legacyIDs)
        wine = WineSimulation(catalog: loaded.catalog, apiKey: configuration.wineAPIKey, defaultBase: "\(configuration.host):\(configuration.port)")
        checkout = HTTPBinEcho()
        pizzaPictures = PizzaPictures(fixtures: loaded.fixtures)
        simulations = [counters, wine, checkout, pizzaPictures]
        let store = FixtureStore(loaded.fixtures)
        fixtures = store
        journal = Journal(capacity: configuration.journalCapacity)
        faults = FaultInjector()
        stubs = StubStore()
        validator = try configuration.validationDescriptions.map { directory throws(OpenAPIDescription.LoadError) in try RequestValidator(directory: directory) }
        if let directory = configuration.stubsDirectory { try StubFiles.load(directory, into: stubs) }
        recorder = configuration.recording.map { Recorder(configuration: $0, fixturesDirectory: configuration.fixturesDirectory, store: store) }
        admin = AdminRoutes(started: configuration.clock.now(), fixturesDirectory: configuration.fixturesDirectory, simulations: simulations, fixtures: fixtures, journal: journal, faults: faults, stubs: stubs, clock: configuration.clock)
    }

    /// Signals that the response must not be written: the connection was closed on purpose.
    struct ConnectionDropped: Error {}

    /// Answers `request`, which arrived on `channel`.
    func respond(to request: Request, channel: any Channel) async throws -> Response {
        let rawPath = request.uri.path
        if rawPath.utf8.count >= 8, rawPath.lowercased().hasPrefix("/__admin") {
            do {
                return await admin.answer(try await collect(request, channel: channel)).response
            } catch is NIOTooManyBytesError {
                return Self.bodyTooLarge.response
            }
        }
        let sequence = journal.nextSequence()
        let receivedAt = clock.now()
        var plan = FaultInjector.Plan()
        if !faults.isEmpty {
            plan = faults.plan(method: request.method.rawValue, routingPath: MockRequest(method: "", path: rawPath).routingPath)
        }
        if plan.outcome == .offline {
            channel.close(mode: .all, promise: nil)
            let mock = MockRequest(method: request.method.rawValue, path: rawPath, query: request.uri.query ?? "", headers: request.headers)
            record(mock, sequence: sequence, receivedAt: receivedAt, status: nil, answeredBy: "fault offline", faults: plan.applied)
            throw ConnectionDropped()
        }
        let mock: MockRequest
        do {
            mock = try await collect(request, channel: channel)
        } catch is NIOTooManyBytesError {
            let answer = Self.bodyTooLarge
            let head = MockRequest(method: request.method.rawValue, path: rawPath, query: request.uri.query ?? "", headers: request.headers)
            record(head, sequence: sequence, receivedAt: receivedAt, status: answer.status, answeredBy: "body too large", faults: plan.applied)
            return answer.response
        }
        if plan.latency > .zero { try await clock.sleep(plan.latency) }
        switch plan.outcome {
        case .status?:
            let body = plan.body ?? "kiosk-mock: injected fault, status \(plan.status)\n"
            let answer = MockAnswer(status: plan.status, headers: [("Content-Type", "text/plain; charset=utf-8")], bytes: Array(body.utf8), answeredBy: "fault status \(plan.status)")
            record(mock, sequence: sequence, receivedAt: receivedAt, status: answer.status, answeredBy: answer.answeredBy, faults: plan.applied)
            return answer.response
        case .dropBeforeResponse?:
            channel.close(mode: .all, promise: nil)
            record(mock, sequence: sequence, receivedAt: receivedAt, status: nil, answeredBy: "fault dropBeforeResponse", faults: plan.applied)
            throw ConnectionDropped()
        default:
            break
        }
        var answer = await route(mock)
        switch plan.outcome {
        case .dropAfterChange?:
            channel.close(mode: .all, promise: nil)
            record(mock, sequence: sequence, receivedAt: receivedAt, status: nil, answeredBy: answer.answeredBy + ", then dropped", faults: plan.applied)
            throw ConnectionDropped()
        case .malformedBody?:
            let keep = answer.body.readableBytes / 2
            answer.body = answer.body.getSlice(at: answer.body.readerIndex, length: keep) ?? ByteBuffer()
        default:
            break
        }
        record(mock, sequence: sequence, receivedAt: receivedAt, status: answer.status, answeredBy: answer.answeredBy, faults: plan.applied)
        return answer.response
    }

    /// The answer of the simulations and fixtures (or the upstream, in record mode).
    public func route(_ request: MockRequest) async -> MockAnswer {
        if let validator, let violation = validator.violation(of: request) { return Self.refusal(violation) }
        if !stubs.isEmpty, let stub = await stubs.match(request) {
            if stub.latency > .zero { try? await clock.sleep(stub.latency) }
            return stub.answer
        }
        if let recorder {
            if let fixture = fixtures.match(request) { return Self.answer(fixture) }
            return await recorder.proxy(request)
        }
        if let simulation = simulations.first(where: { $0.handles(request) }) { return simulation.answer(request) }
        if let fixture = fixtures.match(request) { return Self.answer(fixture) }
        return unmatched(request)
    }

    /// The 400 (405 for an undescribed method, with `Allow`) of `--validate`:
    /// `{"error": "validation", "rule": "query.size: …", "place": …}`.
    static func refusal(_ violation: SchemaViolation) -> MockAnswer {
        var answer = MockAnswer.json(.object([
            .init("error", .string("validation")),
            .init("rule", .string(violation.description)),
            .init("place", .string(violation.place)),
        ]), status: violation.status, style: .javaScript, answeredBy: "validation (\(violation))")
        if !violation.allowedMethods.isEmpty { answer.headers.append(("Allow", violation.allowedMethods.joined(separator: ", "))) }
        return answer
    }

    static func answer(_ fixture: Fixture) -> MockAnswer {
        MockAnswer(status: fixture.response.status, headers: fixture.response.headers, bytes: fixture.response.body, answeredBy: "fixture \(fixture.name)")
    }

    private func unmatched(_ request: MockRequest) -> MockAnswer {
        var members: [JSONValue.Member] = [.init("error", .string("no fixture or simulation answers \(request.method) \(request.path)"))]
        var headers: [(name: String, value: String)] = [("Content-Type", "application/json; charset=utf-8")]
        var answeredBy = "no fixture"
        if let (fixture, reason) = fixtures.nearest(to: request) {
            members.append(.init("nearestFixture", .string(fixture.name)))
            members.append(.init("reason", .string(reason)))
            headers.append(("X-Kiosk-Mock-Nearest-Fixture", fixture.name))
            answeredBy = "no fixture (nearest \(fixture.name): \(reason))"
        }
        return MockAnswer(status: 404, headers: headers, bytes: JSONWriter.bytes(.object(members), style: .javaScript), answeredBy: answeredBy)
    }

    private func collect(_ request: Request, channel: any Channel) async throws -> MockRequest {
        var body: [UInt8] = []
        if request.method != .get && request.method != .head {
            let buffer = try await request.body.collect(upTo: Self.bodyLimit)
            body = Array(buffer.readableBytesView)
        }
        return MockRequest(
            method: request.method.rawValue,
            path: request.uri.path,
            query: request.uri.query ?? "",
            headers: Self.headers(request.headers, authority: request.head.authority),
            body: body,
            remoteAddress: channel.remoteAddress?.ipAddress ?? "127.0.0.1"
        )
    }

    /// The headers as sent: HTTPTypes moves `Host` into the authority pseudo-header; the
    /// simulations (httpbin's echo, label URLs) and the journal want it back among the headers.
    static func headers(_ fields: HTTPFields, authority: String?) -> HTTPFields {
        var headers = fields
        if let authority, let host = HTTPField.Name("Host"), headers[host] == nil {
            headers.insert(HTTPField(name: host, value: authority), at: 0)
        }
        return headers
    }

    // MARK: - The fast path (MockFastPathHandler)

    /// Whether a hot request may be answered on the event loop: nothing the router path runs
    /// before the simulations (faults, `--validate`, stubs, record mode) is active, so the
    /// simulation's answer is the whole answer. Atomic loads and nil checks only.
    var admitsFastPath: Bool {
        fastPath && recorder == nil && validator == nil && faults.isEmpty && stubs.isEmpty
    }

    /// Answers `GET /api/v1/counters` (its target `uri` and its `headers` as NIO decodes them,
    /// not converted to HTTPTypes) exactly as `respond` would when `admitsFastPath`, journal
    /// entry included, and returns the answer with the list's generation (the same generation,
    /// the same answer).
    func answerCountersList(uri: String, headers: HTTPHeaders) -> (answer: MockAnswer, generation: UInt64) {
        fastPathAnswers.wrappingAdd(1, ordering: .relaxed)
        let sequence = journal.nextSequence()
        let receivedAt = clock.now()
        let (answer, generation) = counters.listAnswer()
        if journal.capacity > 0 {
            // NB: the headers as NIO decoded them, converted as the router path converts them
            // when the journal is read (`RecordedHeaders`).
            let request = MockRequest(method: "GET", path: uri)
            record(request, headers: DecodedHeaders(headers: headers), sequence: sequence, receivedAt: receivedAt,
                   status: answer.status, answeredBy: answer.answeredBy, faults: [])
        }
        return (answer, generation)
    }

    /// Journals `request` (with `headers` instead of the request's own, when given).
    private func record(_ request: MockRequest, headers: (any RecordedHeaders)? = nil, sequence: Int, receivedAt: Date,
                        status: Int?, answeredBy: String, faults: [String]) {
        guard journal.capacity > 0 else { return }
        let truncated = request.body.count > Journal.bodyLimit
        journal.append(JournalEntry(
            sequence: sequence,
            receivedAt: receivedAt,
            method: request.method,
            path: request.path,
            query: request.query,
            recordedHeaders: headers ?? request.headers,
            body: String(decoding: truncated ? Array(request.body.prefix(Journal.bodyLimit)) : request.body, as: UTF8.self),
            bodyTruncated: truncated,
            status: status,
            answeredBy: answeredBy,
            faults: faults
        ))
    }
}
