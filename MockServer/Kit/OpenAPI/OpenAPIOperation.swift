import Foundation

/// One operation of an OpenAPI description (a method on a path template), with what the
/// validator needs: its parameters, request body schemas and response schemas.
public struct OpenAPIOperation: Sendable {
    /// One `in: query | path | header` parameter.
    public struct Parameter: Sendable {
        /// The name as described.
        public var name: String
        /// `query`, `path` or `header`.
        public var location: String
        /// Whether a request must carry it (path parameters always must).
        public var required: Bool
        /// Its schema, if described.
        public var schema: JSONSchema?
    }

    /// `GET`, `POST`, … (upper case).
    public var method: String
    /// The path template as described (`/bins/{bin}`).
    public var path: String
    /// `operationId`, or `METHOD path` when there is none.
    public var name: String
    /// The parameters (the path item's and the operation's; the operation's win).
    public var parameters: [Parameter]
    /// Whether a request must have a body.
    public var bodyRequired: Bool
    /// The request body schema per media type (`application/json`), empty when none is described.
    public var bodies: [(mediaType: String, schema: JSONSchema?)]
    /// The response schemas per status (`200`, `4XX`, `default`) and media type.
    public var responses: [(status: String, contents: [(mediaType: String, schema: JSONSchema?)])]

    /// The path template's segments, lower-cased; `nil` marks a `{parameter}` segment.
    let segments: [(literal: String?, parameter: String?)]

    init(method: String, path: String, operation: JSONValue, pathItem: JSONValue, document: JSONValue) {
        self.method = method.uppercased()
        self.path = path
        self.name = operation["operationId"]?.stringValue ?? "\(method.uppercased()) \(path)"
        func parameters(_ list: JSONValue?) -> [Parameter] {
            (list?.arrayValue ?? []).compactMap { item in
                var item = item
                if let reference = item["$ref"]?.stringValue, let target = JSONSchema(.null, root: document).resolve(reference) { item = target }
                guard let name = item["name"]?.stringValue, let location = item["in"]?.stringValue else { return nil }
                let required = location == "path" || item["required"] == .bool(true)
                return Parameter(name: name, location: location, required: required, schema: item["schema"].map { JSONSchema($0, root: document) })
            }
        }
        var merged = parameters(pathItem["parameters"])
        for parameter in parameters(operation["parameters"]) {
            merged.removeAll { $0.name == parameter.name && $0.location == parameter.location }
            merged.append(parameter)
        }
        self.parameters = merged
        var body = operation["requestBody"]
        if let reference = body?["$ref"]?.stringValue { body = JSONSchema(.null, root: document).resolve(reference) }
        bodyRequired = body?["required"] == .bool(true)
        bodies = Self.contents(body?["content"], document: document)
        var responses: [(status: String, contents: [(mediaType: String, schema: JSONSchema?)])] = []
        if case .object(let members)? = operation["responses"] {
            for member in members {
                var response = member.value
                if let reference = response["$ref"]?.stringValue, let target = JSONSchema(.null, root: document).resolve(reference) { response = target }
                responses.append((member.key.uppercased(), Self.contents(response["content"], document: document)))
            }
        }
        self.responses = responses
        segments = path.split(separator: "/").map { segment in
            if segment.hasPrefix("{"), segment.hasSuffix("}") { return (nil, String(segment.dropFirst().dropLast())) }
            return (segment.lowercased(), nil)
        }
    }

    private static func contents(_ content: JSONValue?, document: JSONValue) -> [(mediaType: String, schema: JSONSchema?)] {
        guard case .object(let members)? = content else { return [] }
        return members.map { ($0.key.lowercased(), $0.value["schema"].map { JSONSchema($0, root: document) }) }
    }

    /// The path parameters of `routingPath` when it fits the template, else nil.
    ///
    /// - Parameter rawPath: the path as sent (parameter values keep their case and are
    ///   percent-decoded); compared without case and trailing slash, as kiosk-mock routes.
    func pathParameters(_ rawPath: String) -> [String: String]? {
        let parts = rawPath.split(separator: "/")
        guard parts.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (part, segment) in zip(parts, segments) {
            if let literal = segment.literal {
                guard part.lowercased() == literal else { return nil }
            } else if let name = segment.parameter {
                values[name] = FormDecoding.decode(part, plusIsSpace: false)
            }
        }
        return values
    }

    /// Whether the template has no parameter: a literal path beats a template.
    var isLiteral: Bool { segments.allSatisfy { $0.literal != nil } }

    // MARK: - Responses

    /// Where a response breaks the description: an undescribed status, an undescribed media
    /// type, or a JSON body that does not conform. Nil when it conforms.
    public func violation(ofResponseStatus status: Int, contentType: String?, body: [UInt8]) -> SchemaViolation? {
        let code = String(status)
        let family = "\(status / 100)XX"
        guard let response = responses.first(where: { $0.status == code }) ?? responses.first(where: { $0.status == family }) ?? responses.first(where: { $0.status == "DEFAULT" }) else {
            return SchemaViolation("status", "\(status) is not described for \(method) \(path) (described: \(responses.map(\.status).joined(separator: ", ")))")
        }
        guard !response.contents.isEmpty else { return nil }
        let mediaType = Self.mediaType(contentType)
        guard let content = response.contents.first(where: { Self.mediaType(mediaType, fits: $0.mediaType) }) else {
            return SchemaViolation("header.Content-Type", "\(mediaType.isEmpty ? "(none)" : mediaType) is not described for \(status) (described: \(response.contents.map(\.mediaType).joined(separator: ", ")))")
        }
        guard let schema = content.schema, Self.isJSON(mediaType) else { return nil }
        let value: JSONValue
        do {
            value = try JSONParser.parse(body)
        } catch {
            return SchemaViolation("body", "is not JSON (\(error))")
        }
        return schema.violation(of: value, at: "body")
    }

    /// `application/json` of `application/json; charset=utf-8`, lower-cased; empty for nil.
    static func mediaType(_ contentType: String?) -> String {
        (contentType ?? "").split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    /// Whether `mediaType` is covered by the described `range` (`application/json`, `text/*`, `*/*`).
    static func mediaType(_ mediaType: String, fits range: String) -> Bool {
        if range == "*/*" || range == mediaType { return true }
        if range.hasSuffix("/*") { return mediaType.hasPrefix(range.dropLast()) }
        return false
    }

    /// `application/json` and `…+json`.
    static func isJSON(_ mediaType: String) -> Bool {
        mediaType == "application/json" || mediaType.hasSuffix("+json")
    }
}
