import Foundation
import Logging
import MockServerKit
import Networking
import Testing
import TestSupport

/// The worked example of `README.md` ("A contract for an endpoint nobody recorded"): Nenno's
/// is to publish today's specials at `GET /bins/specials`, which no recording has. The team
/// writes the contract with runtime stubs and verifies the client's requests from the journal,
/// without touching kiosk-mock's code or fixtures.
@Suite(.hangGuard) struct StubbedEndpointContractTests {
    /// The answer the two teams agreed on.
    static let specials = #"{"specials": [{"name": "Margherita", "priceCents": 450}, {"name": "Tonno", "priceCents": 800}]}"#

    /// Adds a stub through the admin API, as a team's test (in any language) would.
    func stub(_ server: RunningMockServer, _ json: String) async throws {
        let (body, status) = try await LoopbackClient.send("POST", server.baseURL.appendingPathComponent("__admin/stubs"), json: json)
        #expect(status == 201, "\(String(decoding: body, as: UTF8.self))")
    }

    /// How many journaled requests match `matcher`.
    func count(_ server: RunningMockServer, _ matcher: String) async throws -> Int {
        let (body, status) = try await LoopbackClient.send("POST", server.baseURL.appendingPathComponent("__admin/requests/count"), json: matcher)
        #expect(status == 200)
        return try #require((try JSONSerialization.jsonObject(with: body) as? [String: Any])?["count"] as? Int)
    }

    @Test func theClientAsksForTheSpecialsOnceWithJSONAndReadsThem() async throws {
        let server = try await MockServer.start()
        defer { Task { await server.stop() } }
        try await stub(server, #"""
            {"request": {"method": "GET", "path": "/bins/specials", "headers": {"Accept": {"contains": "application/json"}}},
             "response": {"status": 200, "jsonBody": \#(Self.specials)}}
            """#)

        // The client under contract: here the transport itself, as a new API client would use it.
        let transport = CurlTransport(userAgent: "kiosk-contract-tests", logger: Logger(label: "kiosk.contract"))
        let response = try await transport.send(HTTPRequest(
            url: server.baseURL.appendingPathComponent("bins/specials"), headers: [HTTPHeader("Accept", "application/json")]
        ))
        #expect(response.status == 200)
        let answer = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        #expect((answer["specials"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Margherita", "Tonno"])

        // Verification: exactly one GET, with the header the contract requires.
        #expect(try await count(server, #"{"method": "GET", "path": "/bins/specials", "headers": {"Accept": {"contains": "json"}}}"#) == 1)
        #expect(try await count(server, #"{"method": "POST", "path": "/bins/specials"}"#) == 0)
    }

    @Test func aClientThatForgetsTheHeaderGetsTheNearMissNotTheSpecials() async throws {
        let server = try await MockServer.start()
        defer { Task { await server.stop() } }
        try await stub(server, #"{"request": {"method": "GET", "path": "/bins/specials", "headers": {"Accept": {"contains": "application/json"}}}, "response": {"jsonBody": {"specials": []}}}"#)
        let transport = CurlTransport(userAgent: "kiosk-contract-tests", logger: Logger(label: "kiosk.contract"))
        let response = try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("bins/specials")))
        #expect(response.status == 404, "no stub, simulation or fixture answers it")
        let (body, _) = try await LoopbackClient.get(server.baseURL.appendingPathComponent("__admin/requests/unmatched"))
        let report = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let reasons = ((report["requests"] as? [[String: Any]])?.first?["nearMisses"] as? [[String: Any]])?.first?["reasons"] as? [String]
        #expect(reasons?.count == 1 && reasons?.first?.hasPrefix("header Accept") == true, "\(String(describing: reasons))")
    }
}
