import Foundation
import MockServerKit
import Testing
import TestSupport

/// `record` and `verify` against an HTTPS upstream: a local TLS server with a certificate made
/// at test time, trusted explicitly with `caFile` (`--ca-file`); without it the certificate is
/// refused, never silently accepted.
@Suite(.hangGuard, .enabled(if: LocalTLSServer.isAvailable, "needs openssl and python3"))
struct HTTPSUpstreamTests {
    private func echo(_ answer: UpstreamClient.Answer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])
    }

    // MARK: Tests

    @Test func aClientTrustingTheTestCertificateSendsTheRequestAsGiven() async throws {
        try await LocalTLSServer.with { upstream in
            let client = try UpstreamClient(base: upstream.baseURL, caFile: upstream.certificate)
            let got = try await client.send(method: "GET", target: "/bins/150da7?v=1", headers: [("Accept", "application/json")], body: nil)
            #expect(got.status == 200)
            #expect(got.headers.contains { $0.name == "Content-Type" && $0.value == "application/json" })
            let seen = try echo(got)
            #expect(seen["method"] as? String == "GET")
            #expect(seen["path"] as? String == "/bins/150da7?v=1")
            #expect((seen["headers"] as? [String: String])?["Accept"] == "application/json")
            let posted = try echo(try await client.send(method: "POST", target: "/post", headers: [("Content-Type", "application/json")], body: Array(#"{"drinks":[1]}"#.utf8)))
            #expect(posted["body"] as? String == #"{"drinks":[1]}"#)
            let headers = try #require(posted["headers"] as? [String: String])
            #expect(headers["Content-Type"] == "application/json")
            #expect(headers["Accept"] == nil && headers["Expect"] == nil, "libcurl's own defaults are not added: \(headers)")
        }
    }

    @Test func withoutTheCertificateTheUpstreamIsRefused() async throws {
        try await LocalTLSServer.with { upstream in
            let client = try UpstreamClient(base: upstream.baseURL)
            await #expect {
                _ = try await client.send(method: "GET", target: "/", headers: [], body: nil)
            } throws: { error in
                "\(error)".contains("certificate")
            }
            #expect(throws: UpstreamClient.Failure.self) { try UpstreamClient(base: upstream.baseURL, caFile: URL(fileURLWithPath: "/nonexistent/ca.pem")) }
        }
    }

    @Test func recordingAnHTTPSUpstreamWritesAFixtureThatVerifiesWithoutDrift() async throws {
        try await LocalTLSServer.with { upstream in
            let directory = try TemporaryDirectory()
            let recorder = try await MockServer.start(configuration: .init(
                port: 0,
                fixturesDirectory: directory.url,
                recording: RecordingConfiguration(upstream: upstream.baseURL, api: "tls", caFile: upstream.certificate)
            ))
            let answer = try await RawHTTP.send(port: recorder.port, "POST", "/post?apikey=topsecret123", json: #"{"pizzas":[]}"#)
            await recorder.stop()
            #expect(answer.status == 200)
            #expect(answer.text.contains(#"\"pizzas\":[]"#) || answer.text.contains(#"{\"pizzas\":[]}"#), "\(answer.text)")
            let fixtures = try FixtureLoader.load(from: directory.url, api: "tls")
            let fixture = try #require(fixtures.first)
            #expect(fixtures.count == 1)
            #expect(fixture.request.query == "apikey=REDACTED")
            let report = await (try Verifier(upstream: upstream.baseURL, caFile: upstream.certificate)).verify(fixtures)
            #expect(report.checked == 1)
            #expect(!report.isBreaking, "\(report.drifts)")
        }
    }
}
