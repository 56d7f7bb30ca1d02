import Foundation
import MockServerKit
import Testing
import TestSupport

/// `kiosk-mock fixtures lint`: the repository's fixtures are clean, and each rule refuses a
/// fixture that breaks it, naming the file and the rule.
@Suite(.hangGuard) struct FixtureLintTests {
    /// A fixtures directory with the repository's descriptions and the Nenno's drinks bin.
    private func directory() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let repository = MockServerConfiguration.defaultFixturesDirectory
        try FileManager.default.copyItem(at: repository.appendingPathComponent("openapi"), to: directory.url.appendingPathComponent("openapi"))
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("pizza"), withIntermediateDirectories: true)
        for file in ["bins-drinks.json", "bins-drinks.body.json"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent("pizza/\(file)"), to: directory.url.appendingPathComponent("pizza/\(file)"))
        }
        return directory
    }

    private func write(_ text: String, _ file: String, in directory: TemporaryDirectory) throws {
        try Data(text.utf8).write(to: directory.url.appendingPathComponent(file))
    }

    private func findings(_ directory: TemporaryDirectory) async -> [String] {
        await FixtureLint.run(directory: directory.url).map(\.description)
    }

    // MARK: Tests

    @Test func theRepositoryFixturesAreClean() async {
        let findings = await FixtureLint.run(directory: MockServerConfiguration.defaultFixturesDirectory)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func aCopiedDirectoryIsClean() async throws {
        #expect(await findings(try directory()) == [])
    }

    @Test func aFixtureWithASecretIsRefusedWhereverTheSecretIs() async throws {
        let directory = try directory()
        try write(#"""
            {"request": {"method": "GET", "path": "/bins/150da7", "query": "v=1&access_token=abcd1234",
                         "headers": {"Authorization": "Bearer eyJhbGciOi.abc"}},
             "response": {"status": 200, "headers": {"Content-Type": "application/json"},
                          "body": "[{\"id\": 1, \"name\": \"Water\", \"price\": 1, \"password\": \"hunter22\"}]"}}
            """#, "pizza/leaky.json", in: directory)
        let found = await findings(directory)
        #expect(found.contains("pizza/leaky.json: secret: query access_token is not REDACTED"))
        #expect(found.contains("pizza/leaky.json: secret: header Authorization is not REDACTED"))
        #expect(found.contains("pizza/leaky.json: secret: response body member $[0].password is not REDACTED"))
        #expect(!found.contains { $0.contains("hunter22") || $0.contains("abcd1234") || $0.contains("eyJhbGciOi") }, "a finding prints a secret: \(found)")
    }

    @Test func aSecretInAFormBodyIsRefused() async throws {
        let directory = try directory()
        try write(#"""
            {"request": {"method": "POST", "path": "/post", "headers": {"Content-Type": "application/x-www-form-urlencoded"}, "body": "drinks=1&token=abc987"},
             "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": "{}"}}
            """#, "pizza/form-token.json", in: directory)
        #expect(await findings(directory).contains("pizza/form-token.json: secret: form field token is not REDACTED"))
    }

    @Test func everyFileThatCannotBeLoadedIsReportedAndTheOthersAreStillChecked() async throws {
        let directory = try directory()
        try write("{not json", "pizza/a-broken.json", in: directory)
        try write(#"{"request": {"method": "GET", "path": "/x"}, "response": {"status": "ok"}}"#, "pizza/b-bad-status.json", in: directory)
        try write(#"""
            {"request": {"method": "GET", "path": "/bins/150da7", "query": "token=abcd1234"},
             "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "bodyFile": "bins-drinks.body.json"}}
            """#, "pizza/c-leaky.json", in: directory)
        let found = await findings(directory)
        #expect(found.contains { $0.hasPrefix("pizza/a-broken.json: load: is not JSON") }, "\(found)")
        #expect(found.contains("pizza/b-bad-status.json: load: response.status must be a number from 100 to 599"), "\(found)")
        #expect(found.contains("pizza/c-leaky.json: secret: query token is not REDACTED"), "\(found)")
    }

    @Test func redactedValuesPass() async throws {
        let directory = try directory()
        try write(#"""
            {"request": {"method": "GET", "path": "/bins/150da7", "query": "apikey=REDACTED&size=2", "headers": {"Authorization": "REDACTED"}},
             "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "bodyFile": "bins-drinks.body.json"}}
            """#, "pizza/redacted.json", in: directory)
        #expect(await findings(directory).allSatisfy { !$0.contains(": secret: ") })
    }

    @Test func aDuplicateAndAShadowedFixtureAreRefused() async throws {
        let directory = try directory()
        try FileManager.default.copyItem(at: directory.url.appendingPathComponent("pizza/bins-drinks.json"), to: directory.url.appendingPathComponent("pizza/bins-drinks2.json"))
        try write(#"""
            {"request": {"method": "GET", "path": "/bins/150da7"},
             "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": "[]"}}
            """#, "pizza/bins-drinks3-empty.json", in: directory)
        #expect(await findings(directory) == [
            "pizza/bins-drinks2.json: duplicate: records the same request and response as pizza/bins-drinks.json",
            "pizza/bins-drinks3-empty.json: shadowed: pizza/bins-drinks.json matches the same request first, so this answer is never served",
        ])
    }

    @Test func aResponseThatBreaksTheDescriptionIsRefusedNamingThePlace() async throws {
        let directory = try directory()
        try write(#"[{"id": 1, "name": "Water", "price": "0.8"}]"#, "pizza/bins-drinks.body.json", in: directory)
        #expect(await findings(directory) == [
            "pizza/bins-drinks.json: description: the response breaks pizzaDrinks (GET /bins/150da7): body[0].price: must be a number ≥ 0",
        ])
    }

    @Test func aRequestNoClientCouldSendAgainIsRefused() async throws {
        let directory = try directory()
        try write(#"""
            {"request": {"method": "GET", "path": "/bins/150da7?v=2"},
             "response": {"status": 200, "body": "[]"}}
            """#, "pizza/query-in-path.json", in: directory)
        try write(#"""
            {"request": {"method": "GE T", "path": "/bins/x"},
             "response": {"status": 200, "body": "[]"}}
            """#, "pizza/bad-method.json", in: directory)
        #expect(await findings(directory) == [
            #"pizza/bad-method.json: request: method "GE T" is not an HTTP method"#,
            #"pizza/query-in-path.json: request: path "/bins/150da7?v=2" holds "?" (the query goes in request.query, other characters percent-encoded)"#,
        ])
    }

    @Test func aRecordingTheMockAnswersWithAnotherStatusIsUnreproducible() async throws {
        let directory = try directory()
        try write(#"""
            {"request": {"method": "DELETE", "path": "/post"},
             "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": "{}"}}
            """#, "pizza/delete-post.json", in: directory)
        let found = await findings(directory)
        #expect(found == ["pizza/delete-post.json: unreproducible: the mock answers the recorded request with 405, the recording has 200 (simulation checkout (method not allowed))"])
    }
}
