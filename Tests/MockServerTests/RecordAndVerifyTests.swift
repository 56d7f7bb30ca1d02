import Foundation
import LoopbackServer
import MockServerKit
import Testing
import TestSupport

/// Record mode (proxy, one fixture per interaction, redaction) and verify mode (drift by kind).
@Suite(.hangGuard) struct RecordAndVerifyTests {
    @Test func recordingWritesOneRedactedFixturePerInteractionAndServesItAfterwards() async throws {
        let directory = try TemporaryDirectory()
        let upstream = try await MockServer.start()
        let recorder = try await MockServer.start(configuration: .init(
            port: 0,
            fixturesDirectory: directory.url,
            recording: RecordingConfiguration(upstream: upstream.baseURL, api: "echo")
        ))
        let headers = [("Authorization", "Bearer s3cr3t-token"), ("Content-Type", "application/json")]
        let body = Array(#"{"drinks":[1]}"#.utf8)
        let answers = try await withThrowingTaskGroup(of: RawHTTP.Response.self) { group in
            for _ in 0..<4 {
                group.addTask { try await RawHTTP.send(port: recorder.port, "POST", "/post?apikey=topsecret123", headers: headers, body: body) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let later = try await RawHTTP.send(port: recorder.port, "POST", "/post?apikey=another-key", headers: headers, body: body)
        let journal = recorder.service.journal.snapshot().entries
        await recorder.stop()
        await upstream.stop()

        #expect(answers.allSatisfy { $0.status == 200 })
        #expect(answers[0].text.contains("topsecret123"), "the client gets the upstream's answer as it was")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("echo").path).sorted()
        #expect(files.count == 2, "one fixture and its body: \(files)")
        for file in files {
            let text = try String(contentsOf: directory.url.appendingPathComponent("echo/\(file)"), encoding: .utf8)
            #expect(!text.contains("topsecret123") && !text.contains("s3cr3t-token"), "\(file) holds a secret")
        }
        let fixture = try #require(try FixtureLoader.load(from: directory.url, api: "echo").first)
        #expect(fixture.request.query == "apikey=REDACTED")
        #expect(fixture.request.header("Authorization") == "REDACTED")
        #expect(later.status == 200)
        #expect(journal.last?.answeredBy == "fixture \(fixture.name)")
    }

    @Test func verifyingTheCountersFixturesAgainstTheMockFindsNoDrift() async throws {
        let server = try await MockServer.start()
        let fixtures = try FixtureLoader.load(from: MockServerConfiguration.defaultFixturesDirectory, api: "counters")
        let report = await (try Verifier(upstream: server.baseURL)).verify(fixtures)
        await server.stop()
        #expect(report.checked == fixtures.count)
        #expect(report.drifts.isEmpty, "\(report.drifts)")
    }

    @Test func verifyReportsDriftByKind() async throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("drift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func fixture(_ name: String, path: String, status: Int, body: String) throws {
            let text = #"{"request": {"method": "GET", "path": "\#(path)"}, "response": {"status": \#(status), "headers": {"Content-Type": "application/json"}, "body": \#(String(decoding: JSONWriter.bytes(.string(body), style: .javaScript), as: UTF8.self))}}"#
            try text.write(to: folder.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        // The live drinks are [{"price":1,"name":"Still Water","id":1}, …].
        try fixture("a-changed", path: "/bins/150da7", status: 200, body: #"[{"price":"1","name":"Still Water","id":1,"size":"1l"}]"#)
        try fixture("b-added", path: "/bins/150da7", status: 200, body: #"[{"name":"Still Water","id":1}]"#)
        try fixture("c-status", path: "/bins/ozt3z", status: 404, body: "{}")
        let server = try await MockServer.start()
        let report = await (try Verifier(upstream: server.baseURL)).verify(try FixtureLoader.load(from: directory.url, api: "drift"))
        await server.stop()
        #expect(report.counts == [.typeChanged: 1, .fieldRemoved: 1, .fieldAdded: 1, .statusChanged: 1])
        #expect(report.drifts.contains { $0.description == "drift/a-changed: type changed at $[0].price: string → number" })
        #expect(report.drifts.contains { $0.kind == .fieldRemoved && $0.path == "$[0].size" })
        #expect(report.drifts.contains { $0.fixture == "drift/b-added" && $0.kind == .fieldAdded && $0.path == "$[0].price" })
        #expect(report.isBreaking)
        // `verify --json`: one document, every kind counted, the drifts grouped by kind.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json(api: "drift", upstream: "http://x").utf8)) as? [String: Any])
        #expect(json["api"] as? String == "drift" && json["upstream"] as? String == "http://x")
        #expect(json["checked"] as? Int == 3 && json["breaking"] as? Bool == true)
        #expect(json["counts"] as? [String: Int] == ["fieldAdded": 1, "fieldRemoved": 1, "typeChanged": 1, "statusChanged": 1, "unreachable": 0])
        let drifts = try #require(json["drifts"] as? [[String: Any]])
        #expect(drifts.compactMap { $0["kind"] as? String } == ["fieldAdded", "fieldRemoved", "typeChanged", "statusChanged"])
        #expect(drifts.first { $0["kind"] as? String == "typeChanged" }?["path"] as? String == "$[0].price")
        #expect(drifts.first?["breaking"] as? Bool == false)
    }

    @Test func anUnreachableUpstreamIsReportedNotThrown() async throws {
        let refusing = try RefusingPort()
        let fixtures = try FixtureLoader.load(from: MockServerConfiguration.defaultFixturesDirectory, api: "pizza").prefix(1)
        let report = await (try Verifier(upstream: URL(string: "http://127.0.0.1:\(refusing.port)")!)).verify(Array(fixtures))
        #expect(report.drifts.map(\.kind) == [.unreachable])
        withExtendedLifetime(refusing) {}
    }
}
