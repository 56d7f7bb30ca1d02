import Foundation

/// The single place fixtures are written, and therefore the single place secrets are redacted:
/// `apikey` query values and `Authorization` headers become `REDACTED`, and the same values are
/// blanked wherever the response repeats them (an echo server does).
public enum FixtureWriter {
    /// What secrets are replaced with.
    public static let redacted = "REDACTED"

    /// `fixture` with its secrets redacted.
    public static func redact(_ fixture: Fixture) -> Fixture {
        var fixture = fixture
        var secrets: [String] = []
        let pairs = FormDecoding.pairs(fixture.request.query, plusIsSpace: false)
        if pairs.contains(where: { $0.name.lowercased() == "apikey" }) {
            fixture.request.query = fixture.request.query.split(separator: "&", omittingEmptySubsequences: false).map { part in
                let name = part.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                guard name.lowercased() == "apikey" else { return String(part) }
                let value = String(part.dropFirst(name.count + 1))
                if !value.isEmpty, value != redacted {
                    secrets.append(value)
                    secrets.append(FormDecoding.decode(Substring(value), plusIsSpace: false))
                }
                return "\(name)=\(redacted)"
            }.joined(separator: "&")
        }
        fixture.request.headers = fixture.request.headers.map { header in
            guard isSecretHeader(header.name) else { return header }
            if header.value != redacted { secrets.append(header.value) }
            return (header.name, redacted)
        }
        let uniqueSecrets = Set(secrets.filter { $0.count >= 3 }).sorted { $0.count > $1.count }
        guard !uniqueSecrets.isEmpty else { return fixture }
        fixture.response.headers = fixture.response.headers.map { header in
            (header.name, uniqueSecrets.reduce(header.value) { $0.replacingOccurrences(of: $1, with: redacted) })
        }
        if var text = String(validating: fixture.response.body, as: UTF8.self) {
            for secret in uniqueSecrets { text = text.replacingOccurrences(of: secret, with: redacted) }
            fixture.response.body = Array(text.utf8)
        }
        return fixture
    }

    /// Whether a header carries a credential.
    public static func isSecretHeader(_ name: String) -> Bool {
        ["authorization", "proxy-authorization"].contains(name.lowercased())
    }

    /// Writes `fixture` (redacted) as `<directory>/<api>/<file>.json` and its body beside it.
    /// Returns the fixture file.
    @discardableResult
    public static func write(_ fixture: Fixture, file: String, to directory: URL) throws -> URL {
        let fixture = redact(fixture)
        let folder = directory.appendingPathComponent(fixture.api, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let contentType = fixture.response.header("Content-Type")?.lowercased() ?? ""
        let bodyExtension = contentType.contains("json") ? "json" : contentType.contains("html") ? "html" : contentType.hasPrefix("text/") ? "txt" : "bin"
        let bodyFile = "\(file).body.\(bodyExtension)"
        var request: [JSONValue.Member] = [.init("method", .string(fixture.request.method)), .init("path", .string(fixture.request.path))]
        if !fixture.request.query.isEmpty { request.append(.init("query", .string(fixture.request.query))) }
        if !fixture.request.headers.isEmpty {
            request.append(.init("headers", .object(fixture.request.headers.map { .init($0.name, .string($0.value)) })))
        }
        if let body = fixture.request.body { request.append(.init("body", .string(String(decoding: body, as: UTF8.self)))) }
        let document = JSONValue.object([
            .init("source", .string(fixture.source)),
            .init("request", .object(request)),
            .init("response", .object([
                .init("status", .number("\(fixture.response.status)")),
                .init("headers", .object(fixture.response.headers.map { .init($0.name, .string($0.value)) })),
                .init("bodyFile", .string(bodyFile)),
            ])),
        ])
        try Data(fixture.response.body).write(to: folder.appendingPathComponent(bodyFile), options: .atomic)
        let url = folder.appendingPathComponent("\(file).json")
        try Data(JSONWriter.bytes(document, style: .python) + [UInt8(ascii: "\n")]).write(to: url, options: .atomic)
        return url
    }
}
