import Foundation

/// Checks requests against OpenAPI descriptions, as `kiosk-mock --validate` does before
/// anything answers them (Prism's validation proxy, for these three APIs).
///
/// A path no description names is not checked (the mock serves more than is described:
/// labels, pictures, stubs of endpoints still being agreed). On a described path a request
/// must use a described method (else 405, as Prism answers), carry every required parameter with a value of its type and
/// range, and send a body of a described media type that conforms to its schema.
public struct RequestValidator: Sendable {
    /// The descriptions checked, in order.
    public let descriptions: [OpenAPIDescription]

    /// A validator for `descriptions`.
    public init(descriptions: [OpenAPIDescription]) {
        self.descriptions = descriptions
    }

    /// A validator for every description in `directory` (`Fixtures/openapi`).
    public init(directory: URL) throws(OpenAPIDescription.LoadError) {
        self.init(descriptions: try OpenAPIDescription.loadAll(from: directory))
    }

    /// The operation `method path` is, with its path parameters; nil when no description has
    /// the path or the method there. A literal path wins over a template.
    public func operation(method: String, path: String) -> (operation: OpenAPIOperation, pathParameters: [String: String])? {
        var found: (operation: OpenAPIOperation, pathParameters: [String: String])?
        for description in descriptions {
            for operation in description.operations where operation.method == method.uppercased() {
                guard let values = operation.pathParameters(path) else { continue }
                if operation.isLiteral { return (operation, values) }
                if found == nil { found = (operation, values) }
            }
        }
        return found
    }

    /// Where `request` breaks the descriptions, or nil when it conforms or its path is not described.
    public func violation(of request: MockRequest) -> SchemaViolation? {
        guard let (operation, pathValues) = operation(method: request.method, path: request.path) else {
            let methods = descriptions.flatMap(\.operations).filter { $0.pathParameters(request.path) != nil }.map(\.method)
            guard !methods.isEmpty else { return nil }
            return SchemaViolation("method", "\(request.method) is not described for \(request.path) (described: \(methods.joined(separator: ", ")))", status: 405, allowedMethods: methods)
        }
        let query = request.queryItems()
        for parameter in operation.parameters {
            let raw: String?
            switch parameter.location {
            case "path": raw = pathValues[parameter.name]
            case "query": raw = query.last { $0.name == parameter.name }?.value
            case "header": raw = request.header(parameter.name)
            default: continue
            }
            let place = "\(parameter.location).\(parameter.name)"
            guard let raw else {
                if parameter.required { return SchemaViolation(place, "is required") }
                continue
            }
            if let schema = parameter.schema, let violation = schema.violation(of: Self.coerce(raw, to: schema), at: place) {
                return violation
            }
        }
        return bodyViolation(request, operation)
    }

    private func bodyViolation(_ request: MockRequest, _ operation: OpenAPIOperation) -> SchemaViolation? {
        guard !request.body.isEmpty else {
            return operation.bodyRequired ? SchemaViolation("body", "is required") : nil
        }
        guard !operation.bodies.isEmpty else { return nil }
        let mediaType = OpenAPIOperation.mediaType(request.header("Content-Type"))
        guard let content = operation.bodies.first(where: { OpenAPIOperation.mediaType(mediaType, fits: $0.mediaType) }) else {
            return SchemaViolation("header.Content-Type", "\(mediaType.isEmpty ? "(none)" : mediaType) is not one of \(operation.bodies.map(\.mediaType).joined(separator: ", "))")
        }
        guard let schema = content.schema else { return nil }
        let value: JSONValue
        if OpenAPIOperation.isJSON(mediaType) {
            do {
                value = try JSONParser.parse(request.body)
            } catch {
                return SchemaViolation("body", "is not JSON (\(error))")
            }
        } else if mediaType == "application/x-www-form-urlencoded" {
            // A form's values are strings; each is read as its property's type, like a query.
            let pairs = FormDecoding.pairs(String(decoding: request.body, as: UTF8.self))
            value = .object(pairs.map { pair in
                .init(pair.name, schema.value["properties"]?[pair.name].map { Self.coerce(pair.value, to: JSONSchema($0, root: schema.root)) } ?? .string(pair.value))
            })
        } else {
            return nil
        }
        return schema.violation(of: value, at: "body")
    }

    /// A parameter's text as the JSON value its schema expects: `5` is a number for an
    /// integer, `true` a boolean; anything else stays a string (and then fails the type).
    static func coerce(_ text: String, to schema: JSONSchema) -> JSONValue {
        var target = schema.value
        if let reference = target["$ref"]?.stringValue, let resolved = schema.resolve(reference) { target = resolved }
        let types = JSONSchema.types(of: target) ?? []
        if types.contains("integer") || types.contains("number"), isNumber(text) { return .number(text) }
        if types.contains("boolean"), text == "true" || text == "false" { return .bool(text == "true") }
        if types.contains("null"), text.isEmpty, !types.contains("string") { return .null }
        return .string(text)
    }

    /// Whether `text` is a JSON number (no leading `+`, no spaces, no `NaN`).
    static func isNumber(_ text: String) -> Bool {
        guard !text.isEmpty, (try? JSONParser.parse(text)).map({ if case .number = $0 { true } else { false } }) == true else { return false }
        return true
    }
}
