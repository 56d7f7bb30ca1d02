import Foundation
import MockServerKit
import Testing
import TestSupport

/// Nenno's bins and httpbin's `POST /post`, against the recordings.
@Suite(.hangGuard) struct CheckoutAndBinsTests {
    @Test func binsAreServedByteForByteWithTheirRecordedContentType() async throws {
        let server = try await MockServer.start()
        let reference = URL(fileURLWithPath: "/work/shared/reference/pizza")
        for (path, kind) in [("/bins/ozt3z", "ingredients"), ("/bins/150da7", "drinks"), ("/bins/dokm7", "pizzas")] {
            let response = try await RawHTTP.send(port: server.port, "GET", path)
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/json")
            let fixture = try FixtureLoader.load(file: MockServerConfiguration.defaultFixturesDirectory.appendingPathComponent("pizza/bins-\(kind).json"), api: "pizza")
            #expect(response.body == fixture.response.body)
            if let recorded = FileManager.default.contents(atPath: reference.appendingPathComponent("myjson-2018-06-12_\(kind).json").path) {
                #expect(response.body == Array(recorded))
            }
        }
        await server.stop()
    }

    @Test func everyRecordedCheckoutIsEchoedByteForByte() async throws {
        let server = try await MockServer.start()
        let fixtures = try FixtureLoader.load(from: MockServerConfiguration.defaultFixturesDirectory, api: "pizza").filter { $0.name.contains("checkout") && $0.request.method == "POST" }
        #expect(fixtures.count == 8)
        for fixture in fixtures {
            let recorded = try #require(try JSONParser.parse(fixture.response.body)["headers"]?["Host"]?.stringValue)
            let target = fixture.request.path + (fixture.request.query.isEmpty ? "" : "?\(fixture.request.query)")
            let response = try await RawHTTP.send(port: server.port, "POST", target, headers: [("Host", recorded)] + fixture.request.headers.map { ($0.name, $0.value) }, body: fixture.request.body)
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/json")
            #expect(response.header("Access-Control-Allow-Origin") == "*")
            #expect(response.text == String(decoding: fixture.response.body, as: UTF8.self), "\(fixture.name)")
        }
        await server.stop()
    }

    @Test func getOnPostIsMethodNotAllowed() async throws {
        let server = try await MockServer.start()
        let response = try await RawHTTP.send(port: server.port, "GET", "/post")
        await server.stop()
        #expect(response.status == 405)
        #expect(response.header("Allow") == "POST, OPTIONS")
        let recorded = try FixtureLoader.load(file: MockServerConfiguration.defaultFixturesDirectory.appendingPathComponent("pizza/checkout-get-is-405.json"), api: "pizza")
        #expect(response.body == recorded.response.body, "Flask's page, byte for byte")
    }

    @Test func nonUTF8BodiesAreEchoedAsADataURL() async throws {
        let server = try await MockServer.start()
        let response = try await RawHTTP.send(port: server.port, "POST", "/post", headers: [("Content-Type", "application/octet-stream")], body: [0xFF, 0xFE, 0x00])
        await server.stop()
        let echo = try JSONParser.parse(response.body)
        #expect(echo["data"]?.stringValue == "data:application/octet-stream;base64,//4A")
        #expect(echo["json"] == .null)
    }
}
