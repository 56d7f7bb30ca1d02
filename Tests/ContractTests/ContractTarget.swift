import Foundation
import MockServerKit

/// Where contract tests send their requests: the live server named by `KIOSK_CONTRACT_TARGET`
/// (a base URL such as `http://127.0.0.1:18765`), or else an in-process kiosk-mock on an
/// ephemeral loopback port. Client contract tests (one per API client, over the real
/// transport) start one, point their client at `baseURL`, and check what the server received
/// through `journal()` when it is the mock.
struct ContractTarget {
    /// The base URL of the server under contract.
    let baseURL: URL
    /// The mock, when no live target is configured.
    let mock: RunningMockServer?

    /// Whether the target is a live server (journal and faults are then unavailable).
    var isLive: Bool { mock == nil }

    /// Starts the target.
    static func start(configuration: MockServerConfiguration = .init(port: 0)) async throws -> ContractTarget {
        if let live = ProcessInfo.processInfo.environment["KIOSK_CONTRACT_TARGET"], let url = URL(string: live), url.host != nil {
            return ContractTarget(baseURL: url, mock: nil)
        }
        let mock = try await MockServer.start(configuration: configuration)
        return ContractTarget(baseURL: mock.baseURL, mock: mock)
    }

    /// What the mock received, oldest first (empty for a live target).
    func journal() -> [JournalEntry] {
        mock?.service.journal.snapshot().entries ?? []
    }

    /// Stops the mock, if one was started.
    func stop() async {
        await mock?.stop()
    }
}
