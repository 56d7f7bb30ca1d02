import Foundation
import MockServerKit
import Testing
import TestSupport

/// Stopping the mock never waits on its clients: a request held by a latency fault is
/// cancelled after `MockServer.shutdownGracePeriod` instead of keeping the server alive for the
/// fault's minutes. (`Tests/EndToEnd/test-mock-lifecycle.sh` checks the same of the process on
/// SIGTERM, with a half-sent body and idle keep-alive connections too.)
@Suite(.hangGuard) struct ShutdownTests {
    @Test func stopCancelsARequestHeldByALatencyFault() async throws {
        // NB: a sleep on this clock waits until the test moves the time, which it never does.
        let clock = TestClock()
        let server = try await MockServer.start(configuration: .init(port: 0, clock: clock.clock))
        try server.service.faults.add(JSONParser.parse(#"{"kind":"latency","latencyMs":600000,"route":"/bins/150da7"}"#))
        let held = Task { try await RawHTTP.send(port: server.port, "GET", "/bins/150da7") }
        // NB: until the request is held, however long a loaded run takes to send it (the
        // suite's hang guard bounds this).
        while clock.sleeping == 0 { await clock.waitUntilSleeping() }
        // Without the grace period this waits for the fault's ten minutes (the time limit fails it).
        await server.stop()
        let outcome = await held.result
        if case let .success(response) = outcome {
            #expect(response.status != 200, "the held request was cancelled, not answered")
        }
    }
}
