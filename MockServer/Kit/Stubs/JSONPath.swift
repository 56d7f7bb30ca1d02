/// A small JSONPath: `$`, then `.name` or `["name"]` for a member and `[N]` for an element
/// (`$.lines[0].title`). Enough to point at one value of a request body.
struct JSONPath: Sendable {
    /// One step down.
    enum Step: Sendable {
        case member(String), element(Int)
    }

    /// The path as written.
    let text: String
    let steps: [Step]

    init(_ text: String, field: String) throws(StubError) {
        self.text = text
        var rest = Substring(text)
        guard rest.hasPrefix("$") else { throw StubError(field, "must start with $ (got \(text))") }
        rest = rest.dropFirst()
        var steps: [Step] = []
        while !rest.isEmpty {
            if rest.hasPrefix(".") {
                rest = rest.dropFirst()
                let name = rest.prefix { $0 != "." && $0 != "[" }
                guard !name.isEmpty else { throw StubError(field, "has an empty name after \".\" in \(text)") }
                steps.append(.member(String(name)))
                rest = rest.dropFirst(name.count)
            } else if rest.hasPrefix("[\"") {
                rest = rest.dropFirst(2)
                guard let end = rest.range(of: "\"]") else { throw StubError(field, "has an unclosed [\" in \(text)") }
                steps.append(.member(String(rest[..<end.lowerBound])))
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("[") {
                rest = rest.dropFirst()
                let digits = rest.prefix { $0.isNumber }
                guard let index = Int(digits), rest.dropFirst(digits.count).hasPrefix("]") else {
                    throw StubError(field, "needs [N] or [\"name\"] in \(text)")
                }
                steps.append(.element(index))
                rest = rest.dropFirst(digits.count + 1)
            } else {
                throw StubError(field, "expected . or [ at \"\(rest)\" in \(text)")
            }
        }
        self.steps = steps
    }

    /// The value at the path in `root`, or nil when it is not there.
    func evaluate(_ root: JSONValue) -> JSONValue? {
        var current = root
        for step in steps {
            switch step {
            case let .member(name):
                guard let next = current[name] else { return nil }
                current = next
            case let .element(index):
                guard let elements = current.arrayValue, elements.indices.contains(index) else { return nil }
                current = elements[index]
            }
        }
        return current
    }
}
