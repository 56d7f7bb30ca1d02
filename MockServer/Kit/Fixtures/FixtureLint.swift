import Foundation

/// Fixture hygiene (`kiosk-mock fixtures lint`, run by `make test`): what a recording must be
/// before it is shared with other teams.
///
/// | rule | a fixture breaks it when |
/// |---|---|
/// | `secret` | a credential is written out (`SecretRule`: a query parameter, form field or JSON member named like a key, token or password, an `Authorization`, `Cookie` or `*-Token` header, a `Bearer`/`Basic` credential in text), with a value other than `REDACTED`; the finding names the place, never the value |
/// | `duplicate` | an earlier fixture of the same API records the same request and the same response |
/// | `shadowed` | an earlier fixture the mock would serve for the same request answers it differently, so this one is never served |
/// | `request` | the method is not an HTTP token, or the path does not start with `/`, holds a space, `?` or `#`, or a broken `%` escape |
/// | `unroutable` | the mock, given the fixtures, answers the recorded request with its "no fixture" 404 |
/// | `unreproducible` | the mock answers the recorded request with another status than the recording (not checked for the stateful Counters transcript, which `Scripts/verify-fixtures` replays in order) |
/// | `description` | the response breaks the OpenAPI description of its method and path (status, media type or JSON body) |
/// | `load` | the file or a description cannot be read at all |
public enum FixtureLint {
    /// One broken rule: the file, the rule and the detail.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// The fixture file, relative to the fixtures directory (`pizza/bins-drinks.json`).
        public var file: String
        /// The rule's name (`secret`, `duplicate`, …).
        public var rule: String
        /// What is wrong, and where.
        public var detail: String

        /// `pizza/bins-drinks.json: secret: query apikey is not REDACTED`.
        public var description: String { "\(file): \(rule): \(detail)" }
    }

    /// Checks every fixture under `directory` (and its responses against the OpenAPI
    /// descriptions in `descriptions`, `<directory>/openapi` by default).
    ///
    /// - Returns: every finding (the files that cannot be read first, then file by file in name
    ///   order); empty when the fixtures are clean.
    public static func run(directory: URL, descriptions: URL? = nil) async -> [Finding] {
        // NB: every file that cannot be read is a finding, and the others are still checked.
        let (fixtures, failures) = FixtureLoader.loadEach(from: directory)
        var findings = failures.map { Finding(file: $0.file, rule: "load", detail: $0.reason) }
        let descriptionsDirectory = descriptions ?? directory.appendingPathComponent(FixtureLoader.descriptionsFolder, isDirectory: true)
        var validator: RequestValidator?
        if FileManager.default.fileExists(atPath: descriptionsDirectory.path) {
            do {
                validator = try RequestValidator(directory: descriptionsDirectory)
            } catch {
                findings.append(Finding(file: error.file, rule: "load", detail: error.reason))
            }
        }
        let service: MockService?
        do {
            let configuration = MockServerConfiguration(port: 0, fixturesDirectory: directory, journalCapacity: 0)
            service = try MockService(configuration: configuration, preloaded: MockFixtures.build(fixtures: fixtures, for: configuration))
        } catch {
            service = nil
            findings.append(Finding(file: directory.lastPathComponent, rule: "load", detail: "the mock cannot serve these fixtures: \(error)"))
        }
        for (index, fixture) in fixtures.enumerated() {
            let file = fixture.name + ".json"
            for secret in SecretRule.findings(in: fixture) { findings.append(Finding(file: file, rule: "secret", detail: secret.detail)) }
            if let detail = malformation(of: fixture.request) {
                findings.append(Finding(file: file, rule: "request", detail: detail))
                continue
            }
            for earlier in fixtures[..<index] where earlier.api == fixture.api && FixtureStore.mismatch(earlier.request, request(of: fixture)) == nil {
                if earlier.request == fixture.request && earlier.response == fixture.response {
                    findings.append(Finding(file: file, rule: "duplicate", detail: "records the same request and response as \(earlier.name).json"))
                } else if let service, isServedFromFixtures(fixture, by: service) {
                    findings.append(Finding(file: file, rule: "shadowed", detail: "\(earlier.name).json matches the same request first, so this answer is never served"))
                }
                break
            }
            if let service {
                let answer = await service.route(request(of: fixture))
                if answer.answeredBy.hasPrefix("no fixture") {
                    findings.append(Finding(file: file, rule: "unroutable", detail: "the mock answers \(fixture.request.method) \(fixture.request.path) with its 404: \(answer.answeredBy)"))
                } else if !service.counters.handles(request(of: fixture).routingPath), answer.status != fixture.response.status {
                    // NB: the Counters transcript is stateful (ids from the clock): Scripts/verify-fixtures replays it in order instead.
                    findings.append(Finding(file: file, rule: "unreproducible", detail: "the mock answers the recorded request with \(answer.status), the recording has \(fixture.response.status) (\(answer.answeredBy))"))
                }
            }
            if let validator, let (operation, _) = validator.operation(method: fixture.request.method, path: fixture.request.path),
               let violation = operation.violation(ofResponseStatus: fixture.response.status, contentType: fixture.response.header("Content-Type"), body: fixture.response.body) {
                findings.append(Finding(file: file, rule: "description", detail: "the response breaks \(operation.name) (\(operation.method) \(operation.path)): \(violation)"))
            }
        }
        return findings
    }

    // MARK: - Rules

    /// The recorded request as the mock would receive it.
    static func request(of fixture: Fixture) -> MockRequest {
        MockRequest(method: fixture.request.method, path: fixture.request.path, query: fixture.request.query, headers: MockAnswer.fields(fixture.request.headers), body: fixture.request.body ?? [])
    }

    /// Whether the mock answers `fixture`'s request from the fixtures rather than a simulation.
    static func isServedFromFixtures(_ fixture: Fixture, by service: MockService) -> Bool {
        let request = request(of: fixture)
        let path = request.routingPath
        return !(service.counters.handles(path) || service.wine.handles(path) || service.checkout.handles(request) || service.pizzaPictures.handles(path))
    }

    /// Why the recorded request is not one a client could send again, or nil.
    static func malformation(of request: Fixture.Request) -> String? {
        let token = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~").union(.alphanumerics)
        if request.method.isEmpty || request.method.unicodeScalars.contains(where: { !token.contains($0) || !$0.isASCII }) {
            return "method \"\(request.method)\" is not an HTTP method"
        }
        if !request.path.hasPrefix("/") { return "path \"\(request.path)\" must start with /" }
        if let bad = request.path.first(where: { $0 == " " || $0 == "?" || $0 == "#" || !$0.isASCII || $0.isNewline }) {
            return "path \"\(request.path)\" holds \"\(bad)\" (the query goes in request.query, other characters percent-encoded)"
        }
        let bytes = Array(request.path.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, bytes[index + 1].isHexDigit, bytes[index + 2].isHexDigit else {
                return "path \"\(request.path)\" has a broken % escape"
            }
        }
        return nil
    }
}

private extension UInt8 {
    var isHexDigit: Bool { (48...57).contains(self) || (65...70).contains(self) || (97...102).contains(self) }
}
