import Foundation
import MockServerKit
import Testing
import TestSupport

@Suite(.timeLimit(.minutes(3))) struct MockServerTests {
    @Test func healthAnswersOnAnEphemeralLoopbackPort() async throws {
        let server = try await MockServer.start()
        #expect(server.port > 0 && server.port != 8765)
        let (data, response) = try await LoopbackClient.get(server.baseURL.appendingPathComponent("__admin/health"))
        #expect(response == 200)
        let health = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(health?["status"] as? String == "ok")
        await server.stop()
    }

    @Test func stoppingReleasesThePort() async throws {
        let server = try await MockServer.start()
        let url = server.baseURL.appendingPathComponent("__admin/health")
        await server.stop()
        await #expect(throws: (any Error).self) { try await LoopbackClient.get(url) }
    }
}
