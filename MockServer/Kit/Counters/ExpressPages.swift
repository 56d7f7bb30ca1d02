/// The pages and headers Express 4 sends, as recorded in
/// `reference/counters/real-server-transcript.md` (development mode).
enum ExpressPages {
    /// Headers of every Express response.
    static let poweredBy = ("X-Powered-By", "Express")

    /// Headers of a JSON success.
    static let jsonHeaders: [(name: String, value: String)] = [poweredBy, ("Content-Type", "application/json; charset=utf-8")]

    /// Headers of an error page (finalhandler).
    static let errorHeaders: [(name: String, value: String)] = [
        poweredBy,
        ("Content-Security-Policy", "default-src 'none'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Content-Type", "text/html; charset=utf-8"),
    ]

    /// The error page finalhandler renders around `message` (already HTML-escaped).
    static func errorPage(_ message: String) -> [UInt8] {
        Array("""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Error</title>
        </head>
        <body>
        <pre>\(message)</pre>
        </body>
        </html>

        """.utf8)
    }

    /// `Cannot GET /path`, the 404 of an unknown route.
    static func notFound(method: String, path: String) -> [UInt8] {
        errorPage("Cannot \(escapeHTML(method)) \(escapeHTML(path))")
    }

    /// The 500 of inc/dec on an unknown id (the stack trace as the transcript shortened it).
    static let unknownCounter = errorPage("TypeError: Cannot read properties of undefined (reading &#39;count&#39;)<br> ...stack trace...")

    /// Express's `escape-html`.
    static func escapeHTML(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
