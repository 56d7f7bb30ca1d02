/// A JSON document as the mock reads and writes it: objects keep their key order and numbers
/// keep their exact text, so a recorded body re-serialises the way it was recorded (`39.9900`
/// stays `39.9900`) and an echo can follow the number rules of the server it imitates.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number as written in the source text (`42`, `-1.5`, `1e3`).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in source order; duplicate keys are kept as written.
    case object([Member])

    /// One key and value of an object.
    public struct Member: Sendable, Equatable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue

        /// A member.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the last member named `key` (JavaScript and Python keep the last one), if
    /// this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The number as a `Double`, if this is a number.
    public var doubleValue: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// The number as an `Int`, if this is a number with an integral value.
    public var intValue: Int? {
        guard case .number(let text) = self else { return nil }
        if let value = Int(text) { return value }
        guard let double = Double(text), double.rounded() == double, abs(double) < 9e15 else { return nil }
        return Int(double)
    }

    /// The name of the JSON type, for drift reports: `object`, `array`, `string`, `number`,
    /// `boolean` or `null`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
