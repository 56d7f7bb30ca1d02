import Foundation
import MockServerKit
import Testing
import TestSupport

/// Runtime stubs (`/__admin/stubs`, `--stubs DIR`) and verification from the journal
/// (`/__admin/requests/count|find|unmatched`).
@Suite(.hangGuard) struct StubAndVerificationTests {
    private func post(_ server: RunningMockServer, _ target: String, _ json: String) async throws -> RawHTTP.Response {
        try await RawHTTP.send(port: server.port, "POST", target, json: json)
    }

    private func object(_ response: RawHTTP.Response) throws -> [String: Any] {
        try #require(try response.json() as? [String: Any], "\(response.text)")
    }

    @Test func aStubAnswersBeforeTheSimulationAndGoesWhenRemoved() async throws {
        let server = try await MockServer.start()
        defer { Task { await server.stop() } }
        let added = try await post(server, "/__admin/stubs", #"""
            {"request": {"method": "GET", "path": "/api/v1/counters"},
             "response": {"status": 200, "jsonBody": [{"id": "s1", "title": "Stubbed", "count": 7}], "headers": {"X-From": "stub"}}}
            """#)
        #expect(added.status == 201, "\(added.text)")
        let id = try #require(try object(added)["id"] as? Int)
        let stubbed = try await RawHTTP.send(port: server.port, "GET", "/api/v1/counters")
        #expect(stubbed.text == #"[{"id":"s1","title":"Stubbed","count":7}]"#)
        #expect(stubbed.header("X-From") == "stub")
        #expect(stubbed.header("Content-Type")?.hasPrefix("application/json") == true)
        // Other methods and paths still meet the simulation.
        #expect(try await post(server, "/api/v1/counter", #"{"title":"Real"}"#).status == 200)
        let listed = try object(try await RawHTTP.send(port: server.port, "GET", "/__admin/stubs"))
        #expect((listed["stubs"] as? [[String: Any]])?.map { $0["id"] as? Int } == [id])
        #expect(try await RawHTTP.send(port: server.port, "DELETE", "/__admin/stubs/\(id)").status == 200)
        #expect(try await RawHTTP.send(port: server.port, "DELETE", "/__admin/stubs/\(id)").status == 404)
        let real = try await RawHTTP.send(port: server.port, "GET", "/api/v1/counters")
        #expect(real.text.contains("Real") && !real.text.contains("Stubbed"))
    }

    @Test func theLowestPriorityWinsAndMatchersNarrowByQueryHeaderAndBody() async throws {
        let server = try await MockServer.start()
        defer { Task { await server.stop() } }
        _ = try await post(server, "/__admin/stubs", #"{"priority": 5, "request": {"path": {"prefix": "/bins/"}}, "response": {"status": 503, "body": "down"}}"#)
        _ = try await post(server, "/__admin/stubs", #"{"priority": 1, "request": {"path": {"regex": "^/bins/15[0-9a-f]+$"}, "query": {"v": "2"}}, "response": {"status": 200, "body": "v2"}}"#)
        _ = try await post(server, "/__admin/stubs", #"""
            {"priority": 1, "request": {"method": "POST", "path": "/post", "headers": {"Content-Type": {"contains": "json"}},
                                        "body": {"jsonPath": [{"path": "$.lines[0].quantity", "equals": 3.0}]}},
             "response": {"status": 418, "body": "teapot"}}
            """#)
        #expect(try await RawHTTP.send(port: server.port, "GET", "/bins/150da7?v=2").text == "v2")
        #expect(try await RawHTTP.send(port: server.port, "GET", "/bins/150da7").status == 503)
        let matching = try await post(server, "/post", #"{"lines": [{"quantity": 3}]}"#)
        #expect(matching.status == 418)
        let other = try await post(server, "/post", #"{"lines": [{"quantity": 4}]}"#)
        #expect(other.status == 200, "the echo answers what the stub does not")
    }

    @Test func aStubThatBreaksARuleIsRefusedNamingTheFieldAndTheRule() async throws {
        let server = try await MockServer.start()
        defer { Task { await server.stop() } }
        for (stub, field) in [
            (#"{"request": {"path": {"regex": "("}}, "response": {}}"#, "request.path.regex"),
            (#"{"request": {}, "response": {"status": 99}}"#, "response.status"),
            (#"{"request": {"colour": "red"}, "response": {}}"#, "request.colour"),
            (#"{"response": {}}"#, "request"),
            (#"{"request": {}, "response": {"body": "a", "jsonBody": 1}}"#, "response"),
            (#"{"request": {}, "response": {"bodyFile": "x.json"}}"#, "response.bodyFile"),
            (#"{"request": {"body": {"jsonPath": [{"path": "lines"}]}}, "response": {}}"#, "request.body.jsonPath[0].path"),
        ] {
            let refused = try await post(server, "/__admin/stubs", stub)
            #expect(refused.status == 400, "\(stub)")
            #expect(try object(refused)["field"] as? String == field, "\(refused.text)")
        }
        #expect(server.service.journal.snapshot(limit: nil).entries.isEmpty, "admin calls are not journaled")
    }

    @Test func anAdminBodyOverTheLimitGets413NamingTheFieldAndTheRule() async throws {
        let server = try await MockServer.start()
        defer { Task { await server.stop() } }
        // A stub of 16 MiB and a byte: before issue 35, a 500 with an empty body.
        let body = Array(#"{"request": {}, "response": {"body": ""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 16 * 1024 * 1024) + Array(#""}}"#.utf8)
        let refused = try await RawHTTP.send(port: server.port, "POST", "/__admin/stubs", headers: [("Content-Type", "application/json")], body: body)
        #expect(refused.status == 413)
        #expect(refused.header("Content-Type")?.hasPrefix("application/json") == true)
        let answer = try object(refused)
        #expect(answer["field"] as? String == "body")
        #expect(answer["rule"] as? String == "must be at most 16777216 bytes (16 MiB)")
        #expect(answer["error"] as? String == "body: must be at most 16777216 bytes (16 MiB)")
        #expect(try object(try await RawHTTP.send(port: server.port, "GET", "/__admin/stubs"))["stubs"] as? [Any] != nil, "the mock still answers")
    }

    @Test func countFindAndNearMissesComeFromTheJournal() async throws {
        let server = try await MockServer.start()
        defer { Task { await server.stop() } }
        // NB: the Counters API answers a create with the whole list.
        let list = try #require(try await post(server, "/api/v1/counter", #"{"title":"Tea"}"#).json() as? [[String: Any]])
        let id = try #require(list.first { $0["title"] as? String == "Tea" }?["id"] as? String)
        for _ in 0..<3 { _ = try await post(server, "/api/v1/counter/inc", #"{"id":"\#(id)"}"#) }
        _ = try await post(server, "/api/v1/counter/dec", #"{"id":"\#(id)"}"#)
        let three = try object(try await post(server, "/__admin/requests/count", #"""
            {"method": "POST", "path": "/api/v1/counter/inc", "body": {"equalToJSON": {"id": "\#(id)"}}}
            """#))
        #expect(three["count"] as? Int == 3)
        let found = try object(try await post(server, "/__admin/requests/find", #"{"path": {"prefix": "/api/v1/counter/"}}"#))
        #expect((found["requests"] as? [[String: Any]])?.map { $0["path"] as? String } == ["/api/v1/counter/inc", "/api/v1/counter/inc", "/api/v1/counter/inc", "/api/v1/counter/dec"])

        // A request nothing answers, beside a stub that almost matched it.
        _ = try await post(server, "/__admin/stubs", #"{"request": {"method": "GET", "path": "/api/v2/things"}, "response": {"body": "x"}}"#)
        _ = try await post(server, "/api/v2/things", "{}")
        let unmatched = try object(try await RawHTTP.send(port: server.port, "GET", "/__admin/requests/unmatched"))
        let report = try #require((unmatched["requests"] as? [[String: Any]])?.first)
        let miss = try #require((report["nearMisses"] as? [[String: Any]])?.first)
        #expect(miss["reasons"] as? [String] == ["method POST is not GET"])
        #expect(try await post(server, "/__admin/requests/count", #"{"path": {"regex": "("}}"#).status == 400)
    }

    @Test func stubsLoadFromADirectoryAtStartAndABadFileNamesItself() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"hello": "file"}"#.utf8).write(to: directory.appendingPathComponent("hello-body.json.txt"))
        try Data(#"[{"request": {"path": "/hello"}, "response": {"bodyFile": "hello-body.json.txt", "headers": {"Content-Type": "application/json"}}}]"#.utf8)
            .write(to: directory.appendingPathComponent("hello.json"))
        let server = try await MockServer.start(configuration: .init(port: 0, stubsDirectory: directory))
        #expect(try await RawHTTP.send(port: server.port, "GET", "/hello").text == #"{"hello": "file"}"#)
        await server.stop()

        try Data(#"{"request": {}, "response": {"latencyMs": -1}}"#.utf8).write(to: directory.appendingPathComponent("z-bad.json"))
        await #expect {
            _ = try await MockServer.start(configuration: .init(port: 0, stubsDirectory: directory))
        } throws: { error in
            "\(error)".contains("z-bad.json: response.latencyMs: must be a whole number of milliseconds")
        }
    }
}
