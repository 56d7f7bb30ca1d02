import Foundation

/// The single place fixtures are written, and therefore the single place secrets are redacted
/// (`SecretRule.redact`: whatever `fixtures lint`'s `secret` rule names becomes `REDACTED`).
public enum FixtureWriter {
    /// Writes `fixture` (redacted) as `<directory>/<api>/<file>.json` and its body beside it.
    /// Returns the fixture file.
    @discardableResult
    public static func write(_ fixture: Fixture, file: String, to directory: URL) throws -> URL {
        let fixture = SecretRule.redact(fixture)
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
