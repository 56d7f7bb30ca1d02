import Foundation

/// The JSON Schema subset the descriptions in `Fixtures/openapi` use, checked against a
/// `JSONValue`: `type` (a name or a list of names, `null` among them), `properties`,
/// `required`, `additionalProperties` (a boolean or a schema), `items`, `enum`, `const`,
/// `minimum`/`maximum`, `minLength`/`maxLength`, `minItems`/`maxItems` and local `$ref`s
/// (`#/components/schemas/Name`). Other keywords (`description`, `format`, …) are ignored,
/// so a description may say more than the mock checks, never less.
public struct JSONSchema: Sendable {
    /// The schema object (or `true`/`false`).
    public let value: JSONValue
    /// The whole document, for `$ref`s.
    let root: JSONValue

    /// A schema; `root` is the document its `$ref`s point into.
    public init(_ value: JSONValue, root: JSONValue? = nil) {
        self.value = value
        self.root = root ?? value
    }

    /// The first place where `instance` breaks the schema, or nil when it conforms.
    ///
    /// - Parameter place: how the instance is named in the violation (`body`, `query.size`).
    public func violation(of instance: JSONValue, at place: String) -> SchemaViolation? {
        check(instance, against: value, at: place, depth: 0)
    }

    // MARK: - Checking

    private func check(_ instance: JSONValue, against schema: JSONValue, at place: String, depth: Int) -> SchemaViolation? {
        // NB: a reference cycle in a description must not recurse for ever.
        guard depth < 64 else { return SchemaViolation(place, "nests too deep for the description (a $ref cycle?)") }
        switch schema {
        case .bool(false): return SchemaViolation(place, "is not allowed")
        case .object: break
        default: return nil
        }
        if let reference = schema["$ref"]?.stringValue {
            guard let target = resolve(reference) else { return SchemaViolation(place, "the description's $ref \(reference) points nowhere") }
            if let violation = check(instance, against: target, at: place, depth: depth + 1) { return violation }
        }
        if let types = Self.types(of: schema), !types.contains(where: { Self.instance(instance, is: $0) }) {
            return SchemaViolation(place, "must be \(Self.summary(of: schema, root: root))")
        }
        if let allowed = schema["enum"]?.arrayValue, !allowed.contains(where: { $0.semanticallyEquals(instance) }) {
            return SchemaViolation(place, "must be \(Self.summary(of: schema, root: root))")
        }
        if let constant = schema["const"], !constant.semanticallyEquals(instance) {
            return SchemaViolation(place, "must be \(JSONWriter.string(constant, style: .javaScript))")
        }
        switch instance {
        case .number:
            let number = instance.doubleValue ?? .nan
            if let minimum = schema["minimum"]?.doubleValue, !(number >= minimum) { return SchemaViolation(place, "must be \(Self.summary(of: schema, root: root))") }
            if let maximum = schema["maximum"]?.doubleValue, !(number <= maximum) { return SchemaViolation(place, "must be \(Self.summary(of: schema, root: root))") }
        case .string(let text):
            let length = text.unicodeScalars.count
            if let minimum = schema["minLength"]?.intValue, length < minimum { return SchemaViolation(place, "must be at least \(minimum) character\(minimum == 1 ? "" : "s") long") }
            if let maximum = schema["maxLength"]?.intValue, length > maximum { return SchemaViolation(place, "must be at most \(maximum) character\(maximum == 1 ? "" : "s") long") }
        case .array(let elements):
            if let minimum = schema["minItems"]?.intValue, elements.count < minimum { return SchemaViolation(place, "must have at least \(minimum) item\(minimum == 1 ? "" : "s")") }
            if let maximum = schema["maxItems"]?.intValue, elements.count > maximum { return SchemaViolation(place, "must have at most \(maximum) item\(maximum == 1 ? "" : "s")") }
            if let items = schema["items"] {
                for (index, element) in elements.enumerated() {
                    if let violation = check(element, against: items, at: "\(place)[\(index)]", depth: depth + 1) { return violation }
                }
            }
        case .object(let members):
            let properties = schema["properties"]
            for name in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where instance[name] == nil {
                return SchemaViolation(Self.member(name, of: place), "is required")
            }
            for member in members {
                let where_ = Self.member(member.key, of: place)
                if let property = properties?[member.key] {
                    if let violation = check(member.value, against: property, at: where_, depth: depth + 1) { return violation }
                } else if let additional = schema["additionalProperties"] {
                    if case .bool(false) = additional { return SchemaViolation(where_, "is not a property the description allows") }
                    if let violation = check(member.value, against: additional, at: where_, depth: depth + 1) { return violation }
                }
            }
        default:
            break
        }
        return nil
    }

    /// The schema `#/a/b` points to in the document.
    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node = root
        for part in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    static func member(_ name: String, of place: String) -> String {
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) && !name.isEmpty ? "\(place).\(name)" : "\(place)[\(JSONWriter.string(.string(name), style: .javaScript))]"
    }

    // MARK: - Types and wording

    /// The type names a schema allows, or nil when it does not say.
    static func types(of schema: JSONValue) -> [String]? {
        switch schema["type"] {
        case .string(let name)?: [name]
        case .array(let names)?: names.compactMap(\.stringValue)
        default: nil
        }
    }

    /// Whether `instance` is of JSON Schema type `name` (`integer` is a number with no fraction;
    /// `1.0` is one, as JSON Schema says).
    static func instance(_ instance: JSONValue, is name: String) -> Bool {
        switch (name, instance) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .number(let text)):
            // NB: by value, whatever its size: 452673837606020186112 is an integer though no Int holds it.
            !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) || Double(text).map { $0.isFinite && $0.rounded() == $0 } == true
        default: false
        }
    }

    /// What a value must be, in words: `an integer between 1 and 100`, `a string or null`,
    /// `one of "name|ascending", "price|descending"`.
    static func summary(of schema: JSONValue, root: JSONValue) -> String {
        if let allowed = schema["enum"]?.arrayValue {
            return "one of " + allowed.map { JSONWriter.string($0, style: .javaScript) }.joined(separator: ", ")
        }
        guard let types = types(of: schema), !types.isEmpty else { return "as described" }
        var words = types.map { name -> String in
            switch name {
            case "integer": "an integer"
            case "object": "an object"
            case "array": "an array"
            case "null": "null"
            case "boolean": "a boolean"
            default: "a \(name)"
            }
        }
        let minimum = schema["minimum"].flatMap(Self.numberText), maximum = schema["maximum"].flatMap(Self.numberText)
        if words.count == 1 {
            switch (minimum, maximum) {
            case let (low?, high?): words[0] += " between \(low) and \(high)"
            case let (low?, nil): words[0] += " ≥ \(low)"
            case let (nil, high?): words[0] += " ≤ \(high)"
            case (nil, nil): break
            }
            return words[0]
        }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    private static func numberText(_ value: JSONValue) -> String? {
        if case .number(let text) = value { return text }
        return nil
    }
}
