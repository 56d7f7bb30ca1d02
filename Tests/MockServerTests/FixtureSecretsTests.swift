import Foundation
import MockServerKit
import Testing

/// `make test` fails if any fixture holds an unredacted secret.
@Suite struct FixtureSecretsTests {
    @Test func noFixtureHoldsAnUnredactedAPIKeyOrAuthorization() throws {
        let fixtures = try FixtureLoader.load(from: MockServerConfiguration.defaultFixturesDirectory)
        #expect(fixtures.count >= 50)
        for fixture in fixtures {
            for (name, value) in FormDecoding.pairs(fixture.request.query, plusIsSpace: false) where name.lowercased() == "apikey" {
                #expect(value == SecretRule.redacted, "\(fixture.name): apikey=\(value)")
            }
            for header in fixture.request.headers where SecretRule.isSecretHeader(header.name) {
                #expect(header.value == SecretRule.redacted, "\(fixture.name): \(header.name)")
            }
        }
        // Bodies and hand-edited files too: any apikey=… in any file under Fixtures.
        let root = MockServerConfiguration.defaultFixturesDirectory
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        let pattern = try Regex(#"(?i)apikey=(?!REDACTED)[A-Za-z0-9_\-]{3,}"#)
        for file in files where !file.hasSuffix(".md") {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            #expect(text.firstMatch(of: pattern) == nil, "\(file) holds an apikey")
        }
    }

    @Test func redactionReplacesTheSecretWhereverTheResponseRepeatsIt() {
        let fixture = Fixture(
            name: "x/y", api: "x", source: "",
            request: .init(method: "GET", path: "/p", query: "a=1&apikey=abc123", headers: [("Authorization", "Basic Zm9vOmJhcg==")]),
            response: .init(status: 200, headers: [("X-Echo", "abc123")], body: Array(#"{"key":"abc123","auth":"Basic Zm9vOmJhcg=="}"#.utf8))
        )
        let redacted = SecretRule.redact(fixture)
        #expect(redacted.request.query == "a=1&apikey=REDACTED")
        #expect(redacted.request.header("Authorization") == "REDACTED")
        #expect(redacted.response.header("X-Echo") == "REDACTED")
        #expect(String(decoding: redacted.response.body, as: UTF8.self) == #"{"key":"REDACTED","auth":"REDACTED"}"#)
    }
}
