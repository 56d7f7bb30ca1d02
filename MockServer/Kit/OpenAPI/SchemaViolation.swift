/// Where a request, a body or a fixture breaks an OpenAPI description, and the rule it breaks:
/// `query.size: must be an integer between 1 and 100`, `body.pizzas[0].name: is required`.
public struct SchemaViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// The place: `query.NAME`, `path.NAME`, `header.NAME`, `body`, `body.a.b[2]`, `method`, …
    public var place: String
    /// The rule broken, said of the place ("must be a string", "is required").
    public var rule: String
    /// The status `--validate` answers with: 400, or 405 for a method the path does not describe.
    public var status: Int
    /// For a 405, the methods the path describes (the `Allow` header).
    public var allowedMethods: [String]

    /// A violation of `rule` at `place`.
    public init(_ place: String, _ rule: String, status: Int = 400, allowedMethods: [String] = []) {
        self.place = place
        self.rule = rule
        self.status = status
        self.allowedMethods = allowedMethods
    }

    /// `place: rule`.
    public var description: String { "\(place): \(rule)" }
}
