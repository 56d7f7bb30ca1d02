import Foundation
import Logging
import MockServerKit
import Networking
import TestSupport

/// Where contract tests send their requests: the live server named by `KIOSK_CONTRACT_TARGET`
/// (a base URL such as `http://127.0.0.1:18765`), or else an in-process kiosk-mock on an
/// ephemeral loopback port. Client contract tests (one per API client, over the real
/// transport) start one, point their client at `baseURL`, and check what the server received
/// through `journal()` when it is the mock.
struct ContractTarget: Stoppable {
    /// The base URL of the server under contract.
    let baseURL: URL
    /// The mock, when no live target is configured.
    let mock: RunningMockServer?

    /// Whether the target is a live server (journal and faults are then unavailable).
    var isLive: Bool { mock == nil }

    /// The live server named by `KIOSK_CONTRACT_TARGET`, if any.
    static var liveURL: URL? {
        guard let text = ProcessInfo.processInfo.environment["KIOSK_CONTRACT_TARGET"], !text.isEmpty,
              let url = URL(string: text), url.host != nil else { return nil }
        return url
    }

    /// Whether tests run against an in-process mock, which has a journal and takes faults: the
    /// condition of the `.enabled(if:)` traits of request and fault checks.
    static var usesMock: Bool { liveURL == nil }

    /// Starts the target.
    static func start(configuration: MockServerConfiguration = .init(port: 0)) async throws -> ContractTarget {
        if let live = liveURL {
            return ContractTarget(baseURL: live, mock: nil)
        }
        let mock = try await MockServer.start(configuration: configuration, preloaded: try fixtures.get())
        return ContractTarget(baseURL: mock.baseURL, mock: mock)
    }

    /// The fixtures, read once for every mock the suite starts (each keeps its own state).
    private static let fixtures = Result { try MockFixtures.load(for: .init(port: 0)) }

    /// Runs `body` against a fresh target, stopped afterwards whatever happens.
    static func with<T>(
        configuration: MockServerConfiguration = .init(port: 0),
        _ body: (ContractTarget) async throws -> T
    ) async throws -> T {
        try await withStopping(start(configuration: configuration), body)
    }

    /// The timeout of every client that is not meant to time out: generous, since a full
    /// parallel test run on two cores can keep an in-process mock waiting for seconds, and a
    /// timeout there would read as a wrong error.
    static let patientTimeout = Duration.seconds(30)

    /// The real libcurl transport, with a connection pool of its own (so no test reuses a
    /// connection another one left open).
    static func transport() -> CurlTransport {
        CurlTransport(userAgent: "kiosk-contract-tests", logger: Logger(label: "kiosk.contract"))
    }

    /// What the mock received, oldest first (empty for a live target).
    func journal() -> [JournalEntry] {
        mock?.service.journal.snapshot().entries ?? []
    }

    /// The requests the mock received for `method path`, oldest first.
    func received(_ method: String, _ path: String) -> [JournalEntry] {
        journal().filter { $0.method == method && $0.path == path }
    }

    /// Adds a fault to the mock, as `POST /__admin/faults` would (see `MockServer/README.md`).
    ///
    /// - Precondition: the target is the mock (fault tests are disabled for a live target).
    func inject(_ fault: String) throws {
        guard let mock else { preconditionFailure("faults need the in-process mock") }
        try mock.service.faults.add(JSONParser.parse(fault))
    }

    /// Stops the mock, if one was started.
    func stop() async {
        await mock?.stop()
    }
}
