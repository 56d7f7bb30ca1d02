import HTTPTypes
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// An HTTP/1 request's headers as NIO decoded them, journaled as they are (`RecordedHeaders`):
/// the entry holds the decoder's own header storage (a retain, no copy).
struct DecodedHeaders: RecordedHeaders {
    /// The headers.
    let headers: HTTPHeaders

    /// The conversion `HTTP1ToHTTPServerCodec` makes on the router path (the first `Host`
    /// becomes the authority, which the journal lists first as `Host`; the other fields kept in
    /// order, cookies not split).
    var fields: HTTPFields {
        MockService.headers(HTTPFields(headers, splitCookie: false), authority: headers.first(name: "Host"))
    }
}
