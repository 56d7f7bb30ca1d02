import Composition
import Domain
import Foundation
import Logging
import Networking
import Testing
import TestSupport
import UseCases

/// The Counters client over the real libcurl transport against kiosk-mock in this process.
@Suite(.hangGuard) struct CountersKioskMockTests {
    func withMock(legacyIDs: Bool = false, _ body: (MockBackend) async throws -> Void) async throws {
        try await withStopping(MockBackend.start(seed: 1, legacyIDs: legacyIDs, faults: []), body)
    }

    // MARK: Tests

    @Test func aChangeAppliedBeforeTheConnectionDroppedIsSentOnlyOnce() async throws {
        try await withMock { mock in
            let gateway = LiveCounterGateway(transport: mock.curl, baseURL: mock.baseURL)
            let id = try #require(try await gateway.create(title: "Tea").first?.id)
            // A kept-alive connection, then a drop after the change: libcurl must not resend it.
            _ = try await gateway.list()
            let fault = try await mock.admin(.post, "/__admin/faults", body: #"{"kind": "dropAfterChange", "route": "/api/v1/counter/inc", "count": 1}"#)
            #expect(fault.status == 201)
            await #expect(throws: CounterGatewayError.self) { _ = try await gateway.increment(id) }
            #expect(try await gateway.list().first?.count == 1)
        }
    }
}
