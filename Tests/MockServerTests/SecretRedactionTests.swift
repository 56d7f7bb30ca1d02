import Foundation
@testable import MockServerKit
import Testing
import TestSupport

/// Issue 35, item 7: what `fixtures lint`'s `secret` rule names, the recorder redacts (one list,
/// `SecretRule`), and lint names where a secret is without ever printing it.
@Suite(.hangGuard) struct SecretRedactionTests {
    /// Secrets in every place lint looks: query, form, JSON body (nested), headers, free text.
    private static let secrets = [
        "tok-query-1111", "key-query-2222", "bearer-secret-3333", "form-pass-4444", "json-pass-5555",
        "json-secret-6666", "cookie-7777", "apikey-header-8888",
    ]

    private func fixture(request: Fixture.Request, responseHeaders: [(name: String, value: String)] = [], body: String) -> Fixture {
        Fixture(name: "leaks/x", api: "leaks", source: "test", request: request,
                response: .init(status: 200, headers: [("Content-Type", "application/json")] + responseHeaders, body: Array(body.utf8)))
    }

    /// One fixture per place a secret can be, each with the secret it holds.
    private var leakyFixtures: [Fixture] {
        [
            fixture(request: .init(method: "GET", path: "/a", query: "v=1&access_token=tok-query-1111&API_KEY=key-query-2222"),
                    body: #"{"url": "http://x/a?v=1&access_token=tok-query-1111&API_KEY=key-query-2222"}"#),
            fixture(request: .init(method: "POST", path: "/b", headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Authorization", "Bearer bearer-secret-3333")],
                                   body: Array("name=Ana&password=form-pass-4444".utf8)),
                    body: #"{"form": {"name": "Ana", "password": "form-pass-4444"}, "headers": {"Authorization": "Bearer bearer-secret-3333"}}"#),
            fixture(request: .init(method: "POST", path: "/c", headers: [("Content-Type", "application/json")],
                                   body: Array(#"{"user": "ana", "password": "json-pass-5555", "nested": [{"client_secret": "json-secret-6666", "pin": 4821}]}"#.utf8)),
                    body: #"{"data": "{\"user\": \"ana\", \"password\": \"json-pass-5555\"}", "json": {"nested": [{"Client_Secret": "json-secret-6666"}]}}"#),
            fixture(request: .init(method: "GET", path: "/d", headers: [("X-Api-Key", "apikey-header-8888")]),
                    responseHeaders: [("Set-Cookie", "session=cookie-7777; Path=/")], body: #"{"note": "sent Basic YWxhZGRpbjpvcGVu"}"#),
        ]
    }

    // MARK: Tests

    @Test func recordingRedactsEverySecretLintNamesBeforeWritingTheFixture() async throws {
        let directory = try TemporaryDirectory()
        let upstream = try await MockServer.start()
        let recorder = try await MockServer.start(configuration: .init(
            port: 0, fixturesDirectory: directory.url, recording: RecordingConfiguration(upstream: upstream.baseURL, api: "echo")
        ))
        let form = try await RawHTTP.send(
            port: recorder.port, "POST", "/post?access_token=tok-query-1111&api_key=key-query-2222",
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Authorization", "Bearer bearer-secret-3333")],
            body: Array("name=Ana&password=form-pass-4444".utf8)
        )
        let json = try await RawHTTP.send(port: recorder.port, "POST", "/post?v=2",
                                          json: #"{"user": "ana", "password": "json-pass-5555", "nested": {"client_secret": "json-secret-6666"}}"#)
        // The same interaction with other credentials is served from the fixture recorded.
        let again = try await RawHTTP.send(
            port: recorder.port, "POST", "/post?access_token=other-token&api_key=other-key",
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Authorization", "Bearer other-bearer-9999")],
            body: Array("name=Ana&password=other-pass".utf8)
        )
        let journal = recorder.service.journal.snapshot().entries
        await recorder.stop()
        await upstream.stop()

        #expect(form.status == 200 && json.status == 200 && again.status == 200)
        #expect(form.text.contains("form-pass-4444"), "the client gets the upstream's answer as it was")
        let folder = directory.url.appendingPathComponent("echo")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 4, "two fixtures and their bodies: \(files)")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for secret in Self.secrets { #expect(!text.contains(secret), "\(file) holds \(secret)") }
        }
        let findings = await FixtureLint.run(directory: directory.url).filter { $0.rule == "secret" || $0.rule == "load" }
        #expect(findings.isEmpty, "\(findings.map(\.description))")
        #expect(journal.last?.answeredBy.hasPrefix("fixture echo/") == true, "\(journal.last?.answeredBy ?? "")")
    }

    @Test func whatLintFindsTheWriterRedactsInEveryPlace() async throws {
        let directory = try TemporaryDirectory()
        for (index, leaky) in leakyFixtures.enumerated() {
            try FixtureWriter.write(leaky, file: "leak-\(index)", to: directory.url)
        }
        let written = try FixtureLoader.load(from: directory.url, api: "leaks")
        #expect(written.count == leakyFixtures.count)
        for fixture in written {
            let texts = [fixture.request.query, String(decoding: fixture.request.body ?? [], as: UTF8.self), String(decoding: fixture.response.body, as: UTF8.self)]
                + (fixture.request.headers + fixture.response.headers).map(\.value)
            for secret in Self.secrets + ["4821", "YWxhZGRpbjpvcGVu"] {
                #expect(!texts.contains { $0.contains(secret) }, "\(fixture.name) holds \(secret)")
            }
            // Redacted in place: the JSON bodies are still JSON.
            if !fixture.response.body.isEmpty { #expect((try? JSONParser.parse(fixture.response.body)) != nil, "\(fixture.name)") }
        }
        let findings = await FixtureLint.run(directory: directory.url).filter { $0.rule == "secret" }
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test func lintNamesWhereEachSecretIsWithoutPrintingIt() async throws {
        let directory = try TemporaryDirectory()
        for (index, leaky) in leakyFixtures.enumerated() {
            let folder = directory.url.appendingPathComponent("leaks")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Written as recorded, not through FixtureWriter (which would redact them).
            var request: [String: Any] = ["method": leaky.request.method, "path": leaky.request.path, "query": leaky.request.query,
                                          "headers": Dictionary(uniqueKeysWithValues: leaky.request.headers.map { ($0.name, $0.value) })]
            if let body = leaky.request.body { request["body"] = String(decoding: body, as: UTF8.self) }
            let document: [String: Any] = ["request": request, "response": [
                "status": 200, "headers": Dictionary(uniqueKeysWithValues: leaky.response.headers.map { ($0.name, $0.value) }),
                "body": String(decoding: leaky.response.body, as: UTF8.self),
            ]]
            try JSONSerialization.data(withJSONObject: document).write(to: folder.appendingPathComponent("leak-\(index).json"))
        }
        let findings = await FixtureLint.run(directory: directory.url).filter { $0.rule == "secret" }.map(\.description)
        for secret in Self.secrets + ["4821", "YWxhZGRpbjpvcGVu"] {
            #expect(!findings.contains { $0.contains(secret) }, "a finding prints \(secret)")
        }
        for expected in [
            "leaks/leak-0.json: secret: query access_token is not REDACTED",
            "leaks/leak-0.json: secret: query API_KEY is not REDACTED",
            "leaks/leak-1.json: secret: form field password is not REDACTED",
            "leaks/leak-1.json: secret: header Authorization is not REDACTED",
            "leaks/leak-1.json: secret: response body member $.form.password is not REDACTED",
            "leaks/leak-2.json: secret: request body member $.password is not REDACTED",
            "leaks/leak-2.json: secret: request body member $.nested[0].client_secret is not REDACTED",
            "leaks/leak-2.json: secret: request body member $.nested[0].pin is not REDACTED",
            "leaks/leak-2.json: secret: response body $.data holds a credential (password)",
            "leaks/leak-3.json: secret: header X-Api-Key is not REDACTED",
            "leaks/leak-3.json: secret: header Set-Cookie is not REDACTED",
            "leaks/leak-3.json: secret: response body $.note holds a credential (Basic)",
        ] {
            #expect(findings.contains(expected), "missing \(expected) in \(findings)")
        }
    }
}
