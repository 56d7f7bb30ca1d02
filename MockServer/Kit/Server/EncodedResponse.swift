import HTTPTypes
import NIOCore
import NIOHTTP1

/// A whole HTTP/1.1 response (status line, headers, body) encoded once into one buffer, as the
/// router path would write it for a `MockAnswer`: the answer's headers in order, then
/// `Content-Length`, `Date` and `Server`, which Hummingbird adds. The fast path writes it to the
/// socket as it is, so a hot answer costs no encoding and no allocation per request.
struct EncodedResponse {
    /// The encoded response.
    let bytes: ByteBuffer

    /// Encodes `answer`, dated `date`, from `server`.
    init(_ answer: MockAnswer, date: String, server: String) {
        // NB: the reason phrase as NIO's encoder fills it in from an HTTPTypes status (which has
        // none of its own): "OK" for 200, empty for a code it does not know.
        let status = HTTPResponse.Status(code: answer.status)
        let reason = HTTPResponseStatus(statusCode: status.code, reasonPhrase: status.reasonPhrase).reasonPhrase
        var head = "HTTP/1.1 \(status.code) \(reason)\r\n"
        for field in answer.prebuiltFields ?? MockAnswer.fields(answer.headers) {
            head += "\(field.name.rawName): \(field.value)\r\n"
        }
        head += "Content-Length: \(answer.body.readableBytes)\r\nDate: \(date)\r\nServer: \(server)\r\n\r\n"
        var buffer = ByteBuffer()
        buffer.reserveCapacity(head.utf8.count + answer.body.readableBytes)
        buffer.writeString(head)
        var body = answer.body
        buffer.writeBuffer(&body)
        bytes = buffer
    }
}
