import Foundation
import MockServerKit
import Testing
import TestSupport

/// The admin API: faults, the journal, reset and the "nearest fixture" 404.
@Suite(.hangGuard) struct FaultAndJournalTests {
    private func addFault(_ server: RunningMockServer, _ json: String) async throws -> RawHTTP.Response {
        try await RawHTTP.send(port: server.port, "POST", "/__admin/faults", json: json)
    }

    private func create(_ server: RunningMockServer, _ title: String) async throws -> RawHTTP.Response {
        try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"\#(title)"}"#)
    }

    @Test func statusFaultAppliesToItsRouteForTheNextNRequests() async throws {
        let server = try await MockServer.start()
        let added = try await addFault(server, #"{"kind":"status","status":503,"route":"/api/v1/counters","count":2}"#)
        #expect(added.status == 201)
        #expect(try await RawHTTP.send(port: server.port, "GET", "/bins/150da7").status == 200)
        #expect(try await RawHTTP.send(port: server.port, "GET", "/api/v1/counters").status == 503)
        #expect(try await RawHTTP.send(port: server.port, "GET", "/API/v1/counters/").status == 503)
        #expect(try await RawHTTP.send(port: server.port, "GET", "/api/v1/counters").status == 200)
        #expect(server.service.faults.rules.isEmpty)
        await server.stop()
    }

    @Test func dropBeforeResponseClosesWithoutApplyingTheChange() async throws {
        let server = try await MockServer.start()
        _ = try await addFault(server, #"{"kind":"dropBeforeResponse","route":"/api/v1/counter","method":"POST","count":1}"#)
        await #expect(throws: RawHTTP.Failure.closedWithoutResponse) { try await create(server, "Lost") }
        #expect(server.service.counters.counters.isEmpty)
        #expect(try await create(server, "Kept").status == 200)
        await server.stop()
    }

    @Test func dropAfterChangeClosesAfterApplyingTheChange() async throws {
        let server = try await MockServer.start()
        _ = try await addFault(server, #"{"kind":"dropAfterChange","route":"/api/v1/counter","count":1}"#)
        await #expect(throws: RawHTTP.Failure.closedWithoutResponse) { try await create(server, "Applied") }
        #expect(server.service.counters.counters.map(\.title) == [.string("Applied")])
        await server.stop()
    }

    @Test func malformedBodyCutsTheJSONInHalf() async throws {
        let server = try await MockServer.start()
        _ = try await create(server, "Coffee")
        _ = try await addFault(server, #"{"kind":"malformedBody","route":"/api/v1/counters"}"#)
        let response = try await RawHTTP.send(port: server.port, "GET", "/api/v1/counters")
        await server.stop()
        #expect(response.status == 200)
        #expect(response.body.count == #"[{"id":"mwr5p4bm","title":"Coffee","count":0}]"#.utf8.count / 2)
        #expect(throws: (any Error).self) { try JSONParser.parse(response.body) }
    }

    @Test func offlineClosesEveryConnectionUntilTheFaultIsRemoved() async throws {
        let server = try await MockServer.start()
        _ = try await addFault(server, #"{"kind":"offline"}"#)
        await #expect(throws: RawHTTP.Failure.closedWithoutResponse) { try await RawHTTP.send(port: server.port, "GET", "/bins/ozt3z") }
        await #expect(throws: RawHTTP.Failure.closedWithoutResponse) { try await create(server, "X") }
        #expect(try await RawHTTP.send(port: server.port, "GET", "/__admin/health").status == 200)
        #expect(try await RawHTTP.send(port: server.port, "DELETE", "/__admin/faults").status == 200)
        #expect(try await RawHTTP.send(port: server.port, "GET", "/bins/ozt3z").status == 200)
        await server.stop()
    }

    @Test func latencyWaitsOnTheInjectedClock() async throws {
        let clock = TestClock.mock()
        let server = try await MockServer.start(configuration: .init(port: 0, clock: clock.clock))
        _ = try await addFault(server, #"{"kind":"latency","latencyMs":250,"route":"/bins/*"}"#)
        #expect(try await RawHTTP.send(port: server.port, "GET", "/bins/ozt3z").status == 200)
        #expect(try await RawHTTP.send(port: server.port, "GET", "/api/v1/counters").status == 200)
        await server.stop()
        #expect(clock.requestedSleeps == [.milliseconds(250)])
    }

    @Test func probabilisticFaultsAreTheSameForTheSameSeed() async throws {
        func outcomes(seed: Int) async throws -> [Int] {
            let server = try await MockServer.start()
            _ = try await addFault(server, #"{"kind":"status","status":500,"probability":0.5,"seed":\#(seed)}"#)
            var statuses: [Int] = []
            for _ in 0..<24 { statuses.append(try await RawHTTP.send(port: server.port, "GET", "/bins/150da7").status) }
            await server.stop()
            return statuses
        }
        let first = try await outcomes(seed: 42)
        #expect(try await outcomes(seed: 42) == first)
        #expect(first.contains(500) && first.contains(200))
    }

    @Test func invalidFaultsNameTheFieldAndTheRule() async throws {
        let server = try await MockServer.start()
        let unknown = try await addFault(server, #"{"kind":"explode"}"#)
        let badChance = try await addFault(server, #"{"kind":"status","probability":2}"#)
        let notJSON = try await addFault(server, "{")
        await server.stop()
        #expect(unknown.status == 400 && unknown.text.contains("kind must be one of"))
        #expect(badChance.status == 400 && badChance.text.contains("probability must be a number from 0 to 1"))
        #expect(notJSON.status == 400)
    }

    @Test func journalKeepsTheNewestEntriesAndCountsEvictions() async throws {
        let server = try await MockServer.start(configuration: .init(port: 0, journalCapacity: 3))
        for index in 0..<5 { _ = try await RawHTTP.send(port: server.port, "GET", "/bins/150da7?n=\(index)") }
        let journal = try #require(try await RawHTTP.send(port: server.port, "GET", "/__admin/journal").json() as? [String: Any])
        await server.stop()
        #expect(journal["capacity"] as? Int == 3)
        #expect(journal["evicted"] as? Int == 2)
        let entries = try #require(journal["entries"] as? [[String: Any]])
        #expect(entries.map { $0["query"] as! String } == ["n=2", "n=3", "n=4"])
        #expect(entries.map { $0["sequence"] as! Int } == [3, 4, 5])
    }

    @Test func journalShowsTheRequestAndWhoAnswered() async throws {
        let server = try await MockServer.start()
        _ = try await create(server, "Coffee")
        _ = try await RawHTTP.send(port: server.port, "GET", "/bins/dokm7")
        _ = try await RawHTTP.send(port: server.port, "GET", "/__admin/health")
        let journal = try #require(try await RawHTTP.send(port: server.port, "GET", "/__admin/journal").json() as? [String: Any])
        await server.stop()
        let entries = try #require(journal["entries"] as? [[String: Any]])
        #expect(entries.count == 2, "admin requests are not journaled")
        #expect(entries[0]["body"] as? String == #"{"title":"Coffee"}"#)
        #expect((entries[0]["headers"] as? [String: String])?["Content-Type"] == "application/json")
        #expect(entries[0]["answeredBy"] as? String == "simulation counters.create")
        #expect(entries[1]["answeredBy"] as? String == "fixture pizza/bins-dokm7" || entries[1]["answeredBy"] as? String == "fixture pizza/bins-pizzas")
        #expect(entries[1]["status"] as? Int == 200)
    }

    @Test func unmatchedRequestsNameTheNearestFixtureAndWhy() async throws {
        let server = try await MockServer.start()
        let wrongMethod = try await RawHTTP.send(port: server.port, "POST", "/bins/150da7", json: "{}")
        let wrongPath = try await RawHTTP.send(port: server.port, "GET", "/bins/150da8")
        await server.stop()
        #expect(wrongMethod.status == 404)
        let body = try #require(try wrongMethod.json() as? [String: Any])
        #expect(body["nearestFixture"] as? String == "pizza/bins-drinks")
        #expect((body["reason"] as? String)?.contains("the method differs") == true)
        #expect(wrongPath.header("X-Kiosk-Mock-Nearest-Fixture") == "pizza/bins-drinks")
    }

    @Test func resetAllClearsCountersJournalAndFaults() async throws {
        let server = try await MockServer.start()
        _ = try await create(server, "Coffee")
        _ = try await addFault(server, #"{"kind":"latency","latencyMs":1,"route":"/nowhere"}"#)
        #expect(try await RawHTTP.send(port: server.port, "POST", "/__admin/reset").status == 200)
        #expect(server.service.counters.counters.isEmpty)
        #expect(server.service.faults.rules.isEmpty)
        #expect(server.service.journal.snapshot().entries.isEmpty)
        #expect(try await RawHTTP.send(port: server.port, "POST", "/__admin/reset?api=bogus").status == 400)
        await server.stop()
    }
}
