import Foundation
import MockServerKit
import Testing
import TestSupport

@Suite(.hangGuard) struct MockServerTests {
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

    @Test func aPortInUseIsRefusedNamingTheAddress() async throws {
        let first = try await MockServer.start()
        defer { Task { await first.stop() } }
        // Before issue 35 the second start waited for ever for a port it would never get.
        await #expect(throws: MockServerError.addressInUse("127.0.0.1:\(first.port)")) {
            let second = try await MockServer.start(configuration: .init(port: first.port))
            await second.stop()
        }
        #expect(MockServerError.addressInUse("127.0.0.1:8765").description
            == "127.0.0.1:8765 is already in use (another kiosk-mock?): stop that process, or choose another port with --port (--port 0 picks a free one)")
    }
}
