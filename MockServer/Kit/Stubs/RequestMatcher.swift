import Foundation

/// Which requests a stub answers, or a verification counts: every part given must match.
///
/// ```json
/// {"method": "POST", "path": {"prefix": "/api/v1/counter"},
///  "query": {"id": {"equals": "3"}}, "headers": {"Content-Type": {"contains": "json"}},
///  "body": {"equalToJSON": {"id": "3"}}}
/// ```
///
/// `path` and each query or header value take one of `equals`, `prefix`, `contains` or `regex`
/// (a plain string means `equals`); `body` takes `equalToJSON` (compared as JSON: key order and
/// number spelling do not matter) or `jsonPath`, a list of `{"path": "$.a.b[0]", "equals": JSON}`
/// (or `"exists": true|false`).
struct RequestMatcher: Sendable {
    /// How one text is matched.
    enum TextRule: Sendable {
        case equals(String), prefix(String), contains(String), regex(BoundedRegex)

        /// Whether `text` matches, or (a regex only) that the search gave up.
        func evaluate(_ text: String) -> BoundedRegex.Outcome {
            switch self {
            case let .equals(value): text == value ? .match : .miss
            case let .prefix(value): text.hasPrefix(value) ? .match : .miss
            case let .contains(value): text.contains(value) ? .match : .miss
            case let .regex(expression): expression.search(text)
            }
        }

        func matches(_ text: String) -> Bool {
            evaluate(text) == .match
        }

        var isRegex: Bool {
            if case .regex = self { return true }
            return false
        }

        var json: JSONValue {
            switch self {
            case let .equals(value): .object([.init("equals", .string(value))])
            case let .prefix(value): .object([.init("prefix", .string(value))])
            case let .contains(value): .object([.init("contains", .string(value))])
            case let .regex(expression): .object([.init("regex", .string(expression.pattern))])
            }
        }

        var description: String {
            switch self {
            case let .equals(value): "equal to \"\(value)\""
            case let .prefix(value): "starting with \"\(value)\""
            case let .contains(value): "containing \"\(value)\""
            case let .regex(expression): "matching /\(expression.pattern)/"
            }
        }

        /// Why `outcome` (for `subject`, "path /x") is not a match: the rule, or the regex that
        /// gave up.
        func reason(_ subject: String, _ outcome: BoundedRegex.Outcome) -> String {
            guard outcome == .gaveUp, case let .regex(expression) = self else { return "\(subject) is not \(description)" }
            return "\(subject) is not known to match /\(expression.pattern)/: the regex gave up after \(BoundedRegex.budgetMilliseconds) ms (it backtracks too much on this text; simplify it)"
        }
    }

    /// How the body is matched.
    enum BodyRule: Sendable {
        case equalToJSON(JSONValue)
        case jsonPath([(path: JSONPath, expected: JSONValue?, exists: Bool)])
    }

    var method: String?
    var path: TextRule?
    var query: [(name: String, rule: TextRule)] = []
    var headers: [(name: String, rule: TextRule)] = []
    var body: BodyRule?
    /// The matcher as it was given, for listing.
    var json: JSONValue

    /// A matcher from its JSON; `field` names where it sits, for errors ("request.path").
    init(_ value: JSONValue, field: String) throws(StubError) {
        guard case let .object(members) = value else { throw StubError(field, "must be an object") }
        json = value
        for member in members {
            let name = "\(field).\(member.key)"
            switch member.key {
            case "method":
                guard let text = member.value.stringValue, !text.isEmpty else { throw StubError(name, "must be a method name such as \"GET\"") }
                method = text.uppercased()
            case "path":
                path = try Self.textRule(member.value, field: name)
            case "query", "headers":
                guard case let .object(entries) = member.value else { throw StubError(name, "must be an object of names to rules") }
                let rules = try entries.map { entry throws(StubError) in (entry.key, try Self.textRule(entry.value, field: "\(name).\(entry.key)")) }
                if member.key == "query" { query = rules } else { headers = rules }
            case "body":
                body = try Self.bodyRule(member.value, field: name)
            default:
                throw StubError(name, "is not a matcher field (method, path, query, headers, body)")
            }
        }
    }

    /// Why `request` does not match: empty when it does. Each reason names the part, and the
    /// regex that gave up, if one did.
    func mismatches(method requestMethod: String, path requestPath: String, query requestQuery: [(name: String, value: String)],
                    header: (String) -> String?, body requestBody: String) -> [String] {
        var reasons: [String] = []
        if let method, method != requestMethod.uppercased() { reasons.append("method \(requestMethod) is not \(method)") }
        if let path {
            let outcome = path.evaluate(requestPath)
            if outcome != .match { reasons.append(path.reason("path \(requestPath)", outcome)) }
        }
        for (name, rule) in query {
            let values = requestQuery.filter { $0.name == name }.map(\.value)
            let outcome = Self.best(values.lazy.map(rule.evaluate))
            if outcome != .match { reasons.append(rule.reason("query \(name) \(values.first.map { "\"\($0)\"" } ?? "(absent)")", outcome)) }
        }
        for (name, rule) in headers {
            let value = header(name)
            let outcome = value.map(rule.evaluate) ?? .miss
            if outcome != .match { reasons.append(rule.reason("header \(name) \(value.map { "\"\($0)\"" } ?? "(absent)")", outcome)) }
        }
        if let body { reasons += Self.mismatches(of: body, in: requestBody) }
        return reasons
    }

    /// Whether `request` matches, stopping at the first part that does not; the regexes last, so
    /// one is searched only for a request the rest already matches.
    func matches(method requestMethod: String, path requestPath: String, query requestQuery: [(name: String, value: String)],
                 header: (String) -> String?, body requestBody: String) -> Bool {
        if let method, method != requestMethod.uppercased() { return false }
        let texts: [(rule: TextRule, values: [String])] = (path.map { [($0, [requestPath])] } ?? [])
            + query.map { name, rule in (rule, requestQuery.filter { $0.name == name }.map(\.value)) }
            + headers.map { name, rule in (rule, header(name).map { [$0] } ?? []) }
        for (rule, values) in texts where !rule.isRegex && !values.contains(where: rule.matches) { return false }
        if let body, !Self.mismatches(of: body, in: requestBody).isEmpty { return false }
        return texts.allSatisfy { !$0.rule.isRegex || $0.values.contains(where: $0.rule.matches) }
    }

    /// The best of several values' outcomes: a match, else a search that gave up, else a miss.
    private static func best(_ outcomes: some Sequence<BoundedRegex.Outcome>) -> BoundedRegex.Outcome {
        var best = BoundedRegex.Outcome.miss
        for outcome in outcomes {
            if outcome == .match { return .match }
            if outcome == .gaveUp { best = .gaveUp }
        }
        return best
    }

    private static func mismatches(of body: BodyRule, in requestBody: String) -> [String] {
        var reasons: [String] = []
        let parsed = try? JSONParser.parse(requestBody)
        switch body {
        case let .equalToJSON(expected):
            if !(parsed.map { $0.semanticallyEquals(expected) } ?? false) { reasons.append("body is not equal to the JSON expected") }
        case let .jsonPath(rules):
            for rule in rules {
                let found = parsed.flatMap { rule.path.evaluate($0) }
                if let expected = rule.expected {
                    if !(found.map { $0.semanticallyEquals(expected) } ?? false) { reasons.append("body \(rule.path.text) is not the value expected") }
                } else if (found != nil) != rule.exists {
                    reasons.append("body \(rule.path.text) \(rule.exists ? "is absent" : "is present")")
                }
            }
        }
        return reasons
    }

    /// Whether any part is a regex (whose search may take up to `BoundedRegex.budget`).
    var hasRegex: Bool {
        (path?.isRegex ?? false) || query.contains { $0.rule.isRegex } || headers.contains { $0.rule.isRegex }
    }

    /// Whether `request` matches.
    func matches(_ request: MockRequest) -> Bool {
        matches(method: request.method, path: request.path, query: request.queryItems(plusIsSpace: true),
                header: request.header, body: String(decoding: request.body, as: UTF8.self))
    }

    /// Why `request` does not match.
    func mismatches(_ request: MockRequest) -> [String] {
        mismatches(method: request.method, path: request.path, query: request.queryItems(plusIsSpace: true),
                   header: request.header, body: String(decoding: request.body, as: UTF8.self))
    }

    /// Why a journaled request does not match.
    func mismatches(_ entry: JournalEntry) -> [String] {
        let request = MockRequest(method: entry.method, path: entry.path, query: entry.query, headers: entry.headers, body: Array(entry.body.utf8))
        return mismatches(request)
    }

    private static func textRule(_ value: JSONValue, field: String) throws(StubError) -> TextRule {
        if let text = value.stringValue { return .equals(text) }
        guard case let .object(members) = value, members.count == 1, let member = members.first, let text = member.value.stringValue else {
            throw StubError(field, "must be a string or one of {\"equals\"|\"prefix\"|\"contains\"|\"regex\": \"…\"}")
        }
        switch member.key {
        case "equals": return .equals(text)
        case "prefix": return .prefix(text)
        case "contains": return .contains(text)
        case "regex":
            guard let expression = BoundedRegex(text) else { throw StubError("\(field).regex", "is not a valid regular expression") }
            return .regex(expression)
        default:
            throw StubError("\(field).\(member.key)", "is not a rule (equals, prefix, contains, regex)")
        }
    }

    private static func bodyRule(_ value: JSONValue, field: String) throws(StubError) -> BodyRule {
        guard case let .object(members) = value, members.count == 1, let member = members.first else {
            throw StubError(field, "must be {\"equalToJSON\": …} or {\"jsonPath\": [...]}")
        }
        switch member.key {
        case "equalToJSON":
            return .equalToJSON(member.value)
        case "jsonPath":
            guard let list = member.value.arrayValue, !list.isEmpty else { throw StubError("\(field).jsonPath", "must be a non-empty list") }
            var rules: [(path: JSONPath, expected: JSONValue?, exists: Bool)] = []
            for (index, item) in list.enumerated() {
                let name = "\(field).jsonPath[\(index)]"
                guard let text = item["path"]?.stringValue else { throw StubError("\(name).path", "is required (a path such as \"$.title\")") }
                let path = try JSONPath(text, field: "\(name).path")
                if let expected = item["equals"] {
                    rules.append((path, expected, true))
                } else if case let .bool(exists)? = item["exists"] {
                    rules.append((path, nil, exists))
                } else {
                    throw StubError(name, "needs \"equals\" or \"exists\"")
                }
            }
            return .jsonPath(rules)
        default:
            throw StubError("\(field).\(member.key)", "is not a body rule (equalToJSON, jsonPath)")
        }
    }
}
