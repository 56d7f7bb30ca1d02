import HTTPTypes
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// A journal entry's headers, kept in the form they arrived in and converted to `HTTPFields`
/// only when the journal is read.
///
/// Why: the fast path (`MockFastPathHandler`) has NIO's `HTTPHeaders`, and converting them to
/// `HTTPFields` for every list request was 5 % of kiosk-mock's CPU under `wrk` (`perf record`,
/// issue 22), for a journal that is read a few times in a test, if at all. Kept as received,
/// the entry holds the decoder's own header storage (a retain, no copy).
enum RecordedHeaders: Sendable {
    /// Headers already converted (the router path's requests).
    case fields(HTTPFields)
    /// An HTTP/1 request's headers as NIO decoded them.
    case http1(HTTPHeaders)

    /// The headers as the router path records them: the conversion `HTTP1ToHTTPServerCodec`
    /// makes (the first `Host` becomes the authority, which the journal lists first as `Host`;
    /// the other fields kept in order, cookies not split).
    var fields: HTTPFields {
        switch self {
        case let .fields(fields):
            return fields
        case let .http1(headers):
            return MockService.headers(HTTPFields(headers, splitCookie: false), authority: headers.first(name: "Host"))
        }
    }
}
