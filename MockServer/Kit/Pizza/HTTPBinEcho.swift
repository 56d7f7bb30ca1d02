import Foundation

/// `POST /post` as httpbin 0.10.4 (Flask, Werkzeug 3) answers it: the request echoed back as
/// `{args, data, files, form, headers, json, origin, url}`, pretty-printed with sorted keys and
/// a final newline, exactly as `reference/pizza/httpbin-echo/` recorded.
///
/// - `data` is the body as text, empty for form bodies (Werkzeug consumes them into `form`),
///   a `data:application/octet-stream;base64,…` URL when it is not UTF-8.
/// - `json` is the body parsed as JSON whatever the content type, `null` when it does not parse.
/// - `args` and `form` hold a string per name, or a list when the name repeats.
/// - `GET /post` is 405 with Flask's page; `OPTIONS` answers the CORS preflight.
///
/// Multipart bodies are not parsed: their parts are reported neither in `form` nor in `files`.
public struct HTTPBinEcho: APISimulation {
    /// Headers httpbin hides unless `show_env` is set.
    static let hiddenHeaders: Set<String> = [
        "X-Varnish", "X-Request-Start", "X-Heroku-Queue-Depth", "X-Real-Ip", "X-Forwarded-Proto",
        "X-Forwarded-Protocol", "X-Forwarded-Ssl", "X-Heroku-Queue-Wait-Time", "X-Forwarded-For",
        "X-Heroku-Dynos-In-Use", "X-Forwarded-Port", "Runscope-Service",
    ]

    /// Flask's 405 page (Werkzeug 3).
    static let methodNotAllowedPage = Array("""
    <!doctype html>
    <html lang=en>
    <title>405 Method Not Allowed</title>
    <h1>Method Not Allowed</h1>
    <p>The method is not allowed for the requested URL.</p>

    """.utf8)

    /// An echo.
    public init() {}

    public var name: String { "checkout" }

    /// Whether `routingPath` is httpbin's (`/post`, exact and case-sensitive, as Flask routes).
    public func handles(_ request: MockRequest) -> Bool {
        request.path == "/post"
    }

    /// The answer to `request`.
    public func answer(_ request: MockRequest) -> MockAnswer {
        var cors: [(name: String, value: String)] = [("Access-Control-Allow-Origin", request.header("Origin") ?? "*"), ("Access-Control-Allow-Credentials", "true")]
        switch request.method.uppercased() {
        case "POST":
            let body = JSONWriter.bytes(echo(of: request), style: .python) + [UInt8(ascii: "\n")]
            return MockAnswer(status: 200, headers: [("Content-Type", "application/json")] + cors, bytes: body, answeredBy: "simulation checkout.post")
        case "OPTIONS":
            cors.append(("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, PATCH, OPTIONS"))
            cors.append(("Access-Control-Max-Age", "3600"))
            if let requested = request.header("Access-Control-Request-Headers") { cors.append(("Access-Control-Allow-Headers", requested)) }
            return MockAnswer(status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("Allow", "POST, OPTIONS")] + cors, bytes: [], answeredBy: "simulation checkout.options")
        default:
            return MockAnswer(
                status: 405,
                headers: [("Content-Type", "text/html; charset=utf-8"), ("Allow", "POST, OPTIONS")] + cors,
                bytes: Self.methodNotAllowedPage,
                answeredBy: "simulation checkout (method not allowed)"
            )
        }
    }

    /// The echo document for `request`.
    public func echo(of request: MockRequest) -> JSONValue {
        let mime = (request.header("Content-Type") ?? "").split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let isForm = mime == "application/x-www-form-urlencoded" || mime == "multipart/form-data"
        let dataBytes: [UInt8] = isForm ? [] : request.body
        var form: [(name: String, value: String)] = []
        if mime == "application/x-www-form-urlencoded" {
            form = FormDecoding.pairs(String(decoding: request.body, as: UTF8.self), plusIsSpace: true)
        }
        let dataText = String(validating: dataBytes, as: UTF8.self)
        let data: JSONValue = dataText.map { .string($0) } ?? .string("data:application/octet-stream;base64," + Data(dataBytes).base64EncodedString())
        var json: JSONValue = .null
        if let dataText, let parsed = try? JSONParser.parse(dataText) { json = parsed }
        let host = request.header("Host") ?? "127.0.0.1"
        let url = "http://\(host)\(request.path)" + (request.query.isEmpty ? "" : "?\(request.query)")
        return .object([
            .init("args", Self.semiflatten(FormDecoding.pairs(request.query, plusIsSpace: true))),
            .init("data", data),
            .init("files", .object([])),
            .init("form", Self.semiflatten(form)),
            .init("headers", headers(of: request)),
            .init("json", json),
            .init("origin", .string(request.header("X-Forwarded-For") ?? request.remoteAddress)),
            .init("url", .string(url)),
        ])
    }

    /// The request headers as Werkzeug's `EnvironHeaders` names them (title case; several
    /// values of one name joined with `,`), without the hidden ones.
    func headers(of request: MockRequest) -> JSONValue {
        var order: [String] = []
        var values: [String: [String]] = [:]
        for field in request.headers {
            let name = field.name.rawName
            // WSGI servers drop names with underscores (they would collide with dashes).
            guard !name.contains("_") else { continue }
            let key = Self.titleCased(name)
            guard !Self.hiddenHeaders.contains(key) else { continue }
            if values[key] == nil { order.append(key) }
            values[key, default: []].append(field.value)
        }
        return .object(order.map { .init($0, .string(values[$0]!.joined(separator: ","))) })
    }

    /// Python's `str.title()`: a letter after a non-letter is upper-cased, every other letter
    /// lower-cased.
    static func titleCased(_ name: String) -> String {
        var result = ""
        var previousIsLetter = false
        for character in name {
            let isLetter = character.isLetter
            result += isLetter ? (previousIsLetter ? character.lowercased() : character.uppercased()) : String(character)
            previousIsLetter = isLetter
        }
        return result
    }

    /// httpbin's `semiflatten`: one value stays a string, repeated names become a list.
    static func semiflatten(_ pairs: [(name: String, value: String)]) -> JSONValue {
        var order: [String] = []
        var values: [String: [String]] = [:]
        for (name, value) in pairs {
            if values[name] == nil { order.append(name) }
            values[name, default: []].append(value)
        }
        return .object(order.map { name in
            let list = values[name]!
            return .init(name, list.count == 1 ? .string(list[0]) : .array(list.map { .string($0) }))
        })
    }
}
