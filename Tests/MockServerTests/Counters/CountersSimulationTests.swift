import Foundation
import MockServerKit
import Testing
import TestSupport

/// The Counters simulation against the real server's transcript.
@Suite(.hangGuard) struct CountersSimulationTests {
    private func withServer(legacyIDs: Bool = false, clock: TestClock = .mock(), _ body: (RunningMockServer, TestClock) async throws -> Void) async throws {
        try await withStopping(MockServer.start(configuration: .init(port: 0, legacyIDs: legacyIDs, clock: clock.clock))) { server in
            try await body(server, clock)
        }
    }

    private func list(_ response: RawHTTP.Response) throws -> [[String: Any]] {
        try #require(try response.json() as? [[String: Any]])
    }

    @Test func replayingTheTranscriptGivesItsStatusesTypesAndBodiesUpToIDs() async throws {
        let fixtures = try FixtureLoader.load(from: MockServerConfiguration.defaultFixturesDirectory, api: "counters")
            .filter { Int($0.name.dropFirst("counters/".count).prefix(2))! <= 34 }
        #expect(fixtures.count >= 25)
        try await withServer { server, clock in
            var idsByRecorded: [String: String] = [:]
            for fixture in fixtures {
                clock.advance(by: .milliseconds(7))
                var headers = fixture.request.headers.map { ($0.name, $0.value) }
                headers.append(("Accept", "*/*"))
                let target = fixture.request.path + (fixture.request.query.isEmpty ? "" : "?\(fixture.request.query)")
                var body = fixture.request.body.map { String(decoding: $0, as: UTF8.self) }
                for (recorded, served) in idsByRecorded { body = body?.replacingOccurrences(of: recorded, with: served) }
                let response = try await RawHTTP.send(port: server.port, fixture.request.method, target, headers: headers, body: body.map { Array($0.utf8) })
                #expect(response.status == fixture.response.status, "\(fixture.name)")
                #expect(response.header("Content-Type") == fixture.response.header("Content-Type"), "\(fixture.name)")
                #expect(response.header("X-Powered-By") == "Express", "\(fixture.name)")
                guard fixture.response.header("Content-Type")?.hasPrefix("application/json") == true else {
                    if [404, 500].contains(fixture.response.status) { #expect(response.body == fixture.response.body, "\(fixture.name)") }
                    continue
                }
                let recorded = try #require(try JSONSerialization.jsonObject(with: Data(fixture.response.body)) as? [[String: Any]])
                let served = try list(response)
                #expect(served.count == recorded.count, "\(fixture.name)")
                for (mine, theirs) in zip(served, recorded) {
                    let recordedID = theirs["id"] as! String
                    let servedID = mine["id"] as! String
                    #expect(idsByRecorded[recordedID, default: servedID] == servedID, "\(fixture.name): ids keep their order")
                    idsByRecorded[recordedID] = servedID
                    #expect(Set(mine.keys) == Set(theirs.keys), "\(fixture.name): same keys (no title key when none was sent)")
                    #expect(mine["count"] as? Int == theirs["count"] as? Int, "\(fixture.name)")
                    #expect(String(describing: mine["title"]) == String(describing: theirs["title"]), "\(fixture.name)")
                }
            }
        }
    }

    /// Fixture 01..07 use recorded ids; the simulation must send the request bodies with its own
    /// ids, so the happy path is checked here with real ids.
    @Test func happyPathReturnsTheWholeListInCreationOrderAfterEveryChange() async throws {
        try await withServer { server, clock in
            _ = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"Coffee"}"#)
            clock.advance(by: .milliseconds(1))
            let created = try list(try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"Tea"}"#))
            let coffee = created[0]["id"] as! String, tea = created[1]["id"] as! String
            let incremented = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter/inc", json: #"{"id":"\#(coffee)"}"#)
            #expect(incremented.text == #"[{"id":"\#(coffee)","title":"Coffee","count":1},{"id":"\#(tea)","title":"Tea","count":0}]"#)
            let decremented = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter/dec", json: #"{"id":"\#(tea)"}"#)
            #expect(decremented.text.hasSuffix(#"{"id":"\#(tea)","title":"Tea","count":-1}]"#))
            let deleted = try await RawHTTP.send(port: server.port, "DELETE", "/api/v1/counter", json: #"{"id":"\#(tea)"}"#)
            #expect(deleted.text == #"[{"id":"\#(coffee)","title":"Coffee","count":1}]"#)
        }
    }

    @Test func idIsTheClockInMillisecondsInBase36() async throws {
        // The transcript: parseInt("mwr5p4bm", 36) = 1795310801698.
        try await withServer(clock: .mock(milliseconds: 1_795_310_801_698)) { server, _ in
            let response = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"T"}"#)
            #expect(response.text == #"[{"id":"mwr5p4bm","title":"T","count":0}]"#)
        }
    }

    @Test func legacyIDsLetTheSecondSameMillisecondCreateOverwriteTheFirst() async throws {
        try await withServer(legacyIDs: true) { server, clock in
            _ = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"First"}"#)
            clock.advance(by: .milliseconds(1))
            let a = try list(try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"A"}"#))
            let b = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"B"}"#)
            #expect(a.count == 2)
            #expect(b.status == 200)
            #expect(b.text == #"[{"id":"mwr5p4bm","title":"First","count":0},{"id":"mwr5p4bn","title":"B","count":0}]"#)
        }
    }

    @Test func defaultIDsAvoidTheSameMillisecondCollision() async throws {
        try await withServer { server, _ in
            _ = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"A"}"#)
            let response = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"B"}"#)
            #expect(response.text == #"[{"id":"mwr5p4bm","title":"A","count":0},{"id":"mwr5p4bn","title":"B","count":0}]"#)
        }
    }

    @Test func unknownIDsFailOnIncAndDecButNotOnDelete() async throws {
        try await withServer { server, _ in
            _ = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"Coffee"}"#)
            for operation in ["inc", "dec"] {
                let response = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter/\(operation)", json: #"{"id":"nope"}"#)
                #expect(response.status == 500)
                #expect(response.header("Content-Type") == "text/html; charset=utf-8")
                #expect(response.text.contains("<pre>TypeError: Cannot read properties of undefined"))
            }
            let noID = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter/inc", json: "{}")
            #expect(noID.status == 500)
            let deleted = try await RawHTTP.send(port: server.port, "DELETE", "/api/v1/counter", json: #"{"id":"nope"}"#)
            #expect(deleted.status == 200)
            #expect(deleted.text == #"[{"id":"mwr5p4bm","title":"Coffee","count":0}]"#)
            let inherited = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter/inc", json: #"{"id":"constructor"}"#)
            #expect(inherited.status == 200)
            #expect(inherited.text == deleted.text)
        }
    }

    @Test func titlesAreStoredAsSentOrLeftOut() async throws {
        try await withServer { server, clock in
            for body in ["{}", #"{"title":""}"#, #"{"title":42}"#, #"{"title":"Café ☕️ ñandú"}"#] {
                _ = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: body)
                clock.advance(by: .milliseconds(1))
            }
            let plain = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", headers: [("Content-Type", "text/plain")], body: Array(#"{"title":"Plain"}"#.utf8))
            let form = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Array("title=Milk".utf8))
            #expect(plain.status == 200)
            #expect(form.text.hasPrefix(#"[{"id":"mwr5p4bm","count":0},{"id":"mwr5p4bn","title":"","count":0},{"id":"mwr5p4bo","title":42,"count":0},{"id":"mwr5p4bp","title":"Café ☕️ ñandú","count":0},{"id":"mwr5p4bq","count":0},"#))
            #expect(form.text.hasSuffix(#""title":"Milk","count":0}]"#))
        }
    }

    @Test func badBodiesGetBodyParsersStatuses() async throws {
        try await withServer { server, _ in
            let truncated = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"#)
            #expect(truncated.status == 400)
            let scalar = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #""Coffee""#)
            #expect(scalar.status == 400)
            let latin1 = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", headers: [("Content-Type", "application/json; charset=latin1")], body: Array(#"{"title":"X"}"#.utf8))
            #expect(latin1.status == 415)
            #expect(latin1.text.contains("unsupported charset &quot;LATIN1&quot;"))
            let big = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"\#(String(repeating: "x", count: 110_000))"}"#)
            #expect(big.status == 413)
            #expect(server.service.counters.counters.isEmpty)
        }
    }

    @Test func routesIgnoreCaseAndTrailingSlashesAndUnknownOnesGetExpresss404() async throws {
        try await withServer { server, _ in
            let listed = try await RawHTTP.send(port: server.port, "GET", "/API/V1/Counters/")
            #expect(listed.status == 200)
            #expect(listed.text == "[]")
            let recorded = try FixtureLoader.load(from: MockServerConfiguration.defaultFixturesDirectory, api: "counters")
            for name in ["counters/13-unknown-route", "counters/14-wrong-method-put"] {
                let fixture = try #require(recorded.first { $0.name == name })
                let response = try await RawHTTP.send(port: server.port, fixture.request.method, fixture.request.path, headers: fixture.request.headers.map { ($0.name, $0.value) }, body: fixture.request.body)
                #expect(response.status == 404)
                #expect(response.body == fixture.response.body, "byte-identical to the recorded page")
                #expect(response.header("Content-Length") == "153")
            }
        }
    }

    @Test func resetForgetsEveryCounter() async throws {
        try await withServer { server, _ in
            _ = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"Coffee"}"#)
            let reset = try await RawHTTP.send(port: server.port, "POST", "/__admin/reset?api=counters")
            #expect(reset.status == 200)
            #expect(try await RawHTTP.send(port: server.port, "GET", "/api/v1/counters").text == "[]")
        }
    }
}
