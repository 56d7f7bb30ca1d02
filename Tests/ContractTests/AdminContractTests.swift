import Foundation
import MockServerKit
import Testing
import TestSupport

/// The admin API's contract: what tests and scripts rely on to know the mock is ready.
@Suite(.hangGuard) struct AdminContractTests {
    @Test func healthReportsStatusUptimeAndTheFixturesItServes() async throws {
        let server = try await MockServer.start()
        let (data, status) = try await LoopbackClient.get(server.baseURL.appendingPathComponent("__admin/health"))
        await server.stop()
        #expect(status == 200)
        let body = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(body.keys) == ["status", "uptimeSeconds", "fixtures"])
        #expect(body["status"] as? String == "ok")
        #expect((body["uptimeSeconds"] as? Double ?? -1) >= 0)
        #expect(body["fixtures"] as? String == Products.packageRoot.appendingPathComponent("Fixtures").path)
    }
}
