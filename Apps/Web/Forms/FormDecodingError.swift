/// Why a form body or query string could not be read: answered with 400 and this message.
enum FormDecodingError: Error, Equatable, Sendable {
    /// A `%` not followed by two hex digits, in pair number `pair` (from 0).
    case badEscape(pair: Int)
    /// The decoded bytes of pair number `pair` are not UTF-8.
    case notUTF8(pair: Int)

    /// A sentence for the error page.
    var message: String {
        switch self {
        case let .badEscape(pair): return "The form could not be read: field \(pair + 1) has a “%” that is not followed by two hexadecimal digits."
        case let .notUTF8(pair): return "The form could not be read: field \(pair + 1) is not UTF-8 text."
        }
    }
}
