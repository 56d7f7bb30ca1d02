/// A stub or a matcher that cannot be used: the field and the rule it breaks
/// ("request.path.regex: is not a valid regular expression").
struct StubError: Error, CustomStringConvertible, Sendable {
    /// Where: "response.status", "request.body.jsonPath[0].path".
    let field: String
    /// The rule broken.
    let rule: String

    init(_ field: String, _ rule: String) {
        self.field = field
        self.rule = rule
    }

    var description: String { "\(field): \(rule)" }
}
