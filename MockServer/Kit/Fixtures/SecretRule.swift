import Foundation

/// The credentials a fixture must not hold, in one place: what `fixtures lint`'s `secret` rule
/// flags (`findings(in:)`) is exactly what the recorder removes before writing a fixture
/// (`redact(_:)`, called by `FixtureWriter` only), from one list of names (`names`).
///
/// A credential is, with a value other than `REDACTED`:
/// - a query parameter or form field named in `names` (`access_token`, `password`, `api_key`, …);
/// - a header `isSecretHeader` names (`Authorization`, `Cookie`, `X-Api-Key`, `*-Token`, …);
/// - a member of a JSON body (request or response, at any depth) with either kind of name and
///   a string or number value (`"password": "…"`, httpbin's echoed `"Authorization"`);
/// - in any other text, a string of a JSON body included: `NAME=…` or `NAME: …` for a name of
///   the list, a `Bearer …` or `Basic …` credential.
///
/// Findings name the place and the rule, never the value: lint's output is shared too.
public enum SecretRule {
    /// What a credential is replaced with.
    public static let redacted = "REDACTED"

    /// Names of query parameters, form fields and JSON members that carry credentials
    /// (compared without case).
    public static let names: Set<String> = [
        "apikey", "api_key", "api-key", "key", "access_token", "accesstoken", "token", "auth_token", "id_token",
        "refresh_token", "client_secret", "secret", "password", "passwd", "pwd", "pin", "signature", "sig",
    ]

    /// Whether a query parameter, form field or JSON member named `name` carries a credential.
    public static func isSecretName(_ name: String) -> Bool {
        names.contains(name.lowercased())
    }

    /// Whether a header named `name` carries a credential: `Authorization`,
    /// `Proxy-Authorization`, `Cookie`, `Set-Cookie`, any `*-Token`, and any name of `names`
    /// with or without `X-` (`X-Api-Key`).
    public static func isSecretHeader(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if ["authorization", "proxy-authorization", "cookie", "set-cookie"].contains(lowered) || lowered.hasSuffix("-token") { return true }
        return names.contains(lowered) || (lowered.hasPrefix("x-") && names.contains(String(lowered.dropFirst(2))))
    }

    /// One credential left in a fixture.
    struct Finding: Sendable, Equatable {
        /// Where it is and what it is, without the value: `query access_token is not REDACTED`.
        var detail: String
        /// The value (for redaction only: never printed).
        var value: String
    }

    /// Every credential `fixture` holds, in a fixed order (query, form, headers, bodies).
    static func findings(in fixture: Fixture) -> [Finding] {
        var found: [Finding] = []
        for (name, value) in FormDecoding.pairs(fixture.request.query, plusIsSpace: false) where isSecretName(name) && isSecretValue(value) {
            found.append(Finding(detail: "query \(name) is not \(redacted)", value: value))
        }
        let isForm = isFormBody(fixture.request)
        if isForm, let body = fixture.request.body {
            for (name, value) in FormDecoding.pairs(String(decoding: body, as: UTF8.self)) where isSecretName(name) && isSecretValue(value) {
                found.append(Finding(detail: "form field \(name) is not \(redacted)", value: value))
            }
        }
        for header in fixture.request.headers + fixture.response.headers where isSecretHeader(header.name) && isSecretValue(header.value) {
            found.append(Finding(detail: "header \(header.name) is not \(redacted)", value: header.value))
        }
        let bodies: [(String, [UInt8], Bool)] = [("request body", fixture.request.body ?? [], isForm), ("response body", fixture.response.body, false)]
        for (place, bytes, isForm) in bodies where !bytes.isEmpty && !isForm {
            if let document = try? JSONParser.parse(bytes) {
                found += findings(inJSON: document, path: "$", place: place)
            } else if let text = String(validating: bytes, as: UTF8.self) {
                found += textFindings(in: text, place: place)
            }
        }
        return found
    }

    /// `fixture` without its credentials: each one `findings(in:)` reports becomes `REDACTED`,
    /// and so does every other occurrence of its value in the response (an echo server repeats
    /// what it was sent). The rest of each body keeps its bytes.
    public static func redact(_ fixture: Fixture) -> Fixture {
        let secrets = findings(in: fixture).map(\.value)
        guard !secrets.isEmpty else { return fixture }
        var fixture = fixture
        fixture.request.query = redactPairs(fixture.request.query, plusIsSpace: false)
        let isForm = isFormBody(fixture.request)
        fixture.request.headers = fixture.request.headers.map { isSecretHeader($0.name) ? ($0.name, redacted) : $0 }
        fixture.response.headers = fixture.response.headers.map { isSecretHeader($0.name) ? ($0.name, redacted) : $0 }
        // Whole values first, wherever the response repeats them, longest first (a value may
        // hold another); short values are left, where a replacement would hit unrelated text.
        let echoed = Set(secrets.flatMap { [$0, percentEncoded($0)] }.filter(isWorthReplacingEverywhere)).sorted { $0.count > $1.count }
        fixture.response.headers = fixture.response.headers.map { header in
            (header.name, echoed.reduce(header.value) { $0.replacing($1, with: redacted) })
        }
        if !echoed.isEmpty, let text = String(validating: fixture.response.body, as: UTF8.self) {
            fixture.response.body = Array(echoed.reduce(text) { $0.replacing($1, with: redacted) }.utf8)
        }
        if let body = fixture.request.body {
            fixture.request.body = isForm ? Array(redactPairs(String(decoding: body, as: UTF8.self), plusIsSpace: true).utf8) : redactBody(body)
        }
        fixture.response.body = redactBody(fixture.response.body)
        // NB: a value the textual passes could not reach (a member name written with escapes,
        // `"pass\u0077ord"`) is removed by rewriting that JSON body: nothing is left for lint.
        if !findings(in: fixture).isEmpty {
            if let body = fixture.request.body, !isForm, let document = try? JSONParser.parse(body) {
                fixture.request.body = JSONWriter.bytes(redactJSON(document), style: .javaScript)
            }
            if let document = try? JSONParser.parse(fixture.response.body) {
                fixture.response.body = JSONWriter.bytes(redactJSON(document), style: .javaScript)
            }
        }
        return fixture
    }

    // MARK: - Places

    /// Whether a value is long enough to be replaced wherever it appears: not a short number
    /// (a PIN of 4 digits would hit prices and counts).
    private static func isWorthReplacingEverywhere(_ value: String) -> Bool {
        value != redacted && value.count >= 4 && !(value.count < 8 && value.allSatisfy(\.isNumber))
    }

    private static func isSecretValue(_ value: String) -> Bool {
        !value.isEmpty && value != redacted
    }

    private static func isFormBody(_ request: Fixture.Request) -> Bool {
        request.header("Content-Type")?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
    }

    private static func findings(inJSON value: JSONValue, path: String, place: String) -> [Finding] {
        switch value {
        case let .object(members):
            var found: [Finding] = []
            for member in members {
                let memberPath = "\(path).\(member.key)"
                if isSecretName(member.key) || isSecretHeader(member.key) {
                    switch member.value {
                    case let .string(text) where isSecretValue(text):
                        found.append(Finding(detail: "\(place) member \(memberPath) is not \(redacted)", value: text))
                        continue
                    case let .number(text):
                        found.append(Finding(detail: "\(place) member \(memberPath) is not \(redacted)", value: text))
                        continue
                    default:
                        break
                    }
                }
                found += findings(inJSON: member.value, path: memberPath, place: place)
            }
            return found
        case let .array(elements):
            return elements.enumerated().flatMap { findings(inJSON: $1, path: "\(path)[\($0)]", place: "\(place)") }
        case let .string(text):
            return textFindings(in: text, place: path == "$" ? place : "\(place) \(path)")
        default:
            return []
        }
    }

    private static func textFindings(in text: String, place: String) -> [Finding] {
        text.matches(of: credentialPattern).compactMap { match in
            guard let (kind, value) = credential(in: match) else { return nil }
            return Finding(detail: "\(place) holds a credential (\(kind))", value: value)
        }
    }

    /// The kind (the name or scheme, never the value) and the value of a `credentialPattern` match.
    private static func credential(in match: Regex<AnyRegexOutput>.Match) -> (kind: String, value: String)? {
        if let name = match.output[1].substring, let value = match.output[2].substring { return (String(name), String(value)) }
        if let scheme = match.output[3].substring, let value = match.output[4].substring { return (String(scheme), String(value)) }
        return nil
    }

    // MARK: - Redaction

    /// `text` (a query or form body) with the value of each pair named in `names` replaced.
    private static func redactPairs(_ text: String, plusIsSpace: Bool) -> String {
        guard !text.isEmpty else { return text }
        return text.split(separator: "&", omittingEmptySubsequences: false).map { part in
            guard let equals = part.firstIndex(of: "=") else { return String(part) }
            let name = part[..<equals]
            let value = part[part.index(after: equals)...]
            guard isSecretName(FormDecoding.decode(name, plusIsSpace: plusIsSpace)), !value.isEmpty else { return String(part) }
            return "\(name)=\(redacted)"
        }.joined(separator: "&")
    }

    /// A JSON or text body with its credentials replaced where they are written.
    private static func redactBody(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty, let text = String(validating: bytes, as: UTF8.self) else { return bytes }
        guard (try? JSONParser.parse(bytes)) != nil else { return Array(redactText(text).utf8) }
        // NB: token by token from the start, so each match begins at a string literal (outside
        // strings valid JSON has no quotes): a member's value is replaced whole, and free text
        // only inside strings, where a replacement keeps the JSON valid.
        return Array(text.replacing(jsonTokenPattern) { match -> String in
            guard let literal = match.output[1].substring else { return "" }
            guard let separator = match.output[2].substring, let value = match.output[3].substring else { return redactLiteral(literal) }
            let name = (try? JSONParser.parse("\"\(literal)\""))?.stringValue ?? ""
            if isSecretName(name) || isSecretHeader(name), value != "\"\"" {
                return "\"\(literal)\"\(separator)\"\(redacted)\""
            }
            return "\"\(literal)\"\(separator)" + (value.hasPrefix("\"") ? redactLiteral(value.dropFirst().dropLast()) : String(value))
        }.utf8)
    }

    /// A JSON string literal (its content as written) with the credentials in its text
    /// replaced: as written when it has none, else written anew.
    private static func redactLiteral(_ content: Substring) -> String {
        guard let text = (try? JSONParser.parse("\"\(content)\""))?.stringValue, text.contains(credentialPattern) else { return "\"\(content)\"" }
        var output: [UInt8] = []
        JSONWriter.writeString(redactText(text), style: .javaScript, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` with every `credentialPattern` value replaced.
    private static func redactText(_ text: Substring) -> String {
        String(text).replacing(credentialPattern) { match -> String in
            guard let whole = match.output[0].substring, let (_, value) = credential(in: match) else { return match.output[0].substring.map(String.init) ?? "" }
            return String(whole.dropLast(value.count)) + redacted
        }
    }

    private static func redactText(_ text: String) -> String {
        redactText(text[...])
    }

    /// `value` with every credential replaced, structurally.
    private static func redactJSON(_ value: JSONValue) -> JSONValue {
        switch value {
        case let .object(members):
            return .object(members.map { member in
                if isSecretName(member.key) || isSecretHeader(member.key) {
                    switch member.value {
                    case .string, .number: return JSONValue.Member(member.key, .string(redacted))
                    default: break
                    }
                }
                return JSONValue.Member(member.key, redactJSON(member.value))
            })
        case let .array(elements):
            return .array(elements.map(redactJSON))
        case let .string(text):
            return .string(String(decoding: redactBody(Array(text.utf8)), as: UTF8.self))
        default:
            return value
        }
    }

    private static func percentEncoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "-._~"))) ?? value
    }

    // MARK: - Patterns

    /// `NAME=value`, `NAME: value`, `"NAME": "value"` for a name of `names` (captures 1 and 2),
    /// or `Bearer value`, `Basic value` (captures 3 and 4), with a value other than `REDACTED`.
    nonisolated(unsafe) static let credentialPattern: Regex<AnyRegexOutput> = {
        let alternatives = names.sorted { $0.count > $1.count }.map { $0.replacing("-", with: "\\-") }.joined(separator: "|")
        // NB: built from `names` so that free text is checked against the same list.
        return try! Regex(#"(?i)\b("# + alternatives + #")\b["']?\s*[:=]\s*["']?(?!REDACTED\b)([A-Za-z0-9_\-.~+/]{3,})|\b(Bearer|Basic)\s+(?!REDACTED\b)([A-Za-z0-9_\-.~+/=]{8,})"#)
    }()

    /// A JSON string literal's content (1), and when it is a member's name with a string or
    /// number value, the separator (2) and the value as written (3).
    nonisolated(unsafe) static let jsonTokenPattern = try! Regex(#""((?:[^"\\]|\\.)*)"(?:(\s*:\s*)("(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+\-]*))?"#)
}
