import NIOCore

/// Answers plain `GET /api/v1/counters` requests from a connection's raw bytes, before NIO's
/// HTTP/1 decoder, while the connection has sent nothing else; from the first byte it does not
/// answer on, it hands everything to the decoder (and `MockFastPathHandler`, the router) for the
/// connection's life.
///
/// Why: behind the decoder, a list request still cost the decoder's parse into an
/// `HTTPRequestHead`, the byte-to-message machinery and three handler hops, a fifth of
/// kiosk-mock's CPU under `wrk` (`perf record`, issue 22), more than the simulation and the
/// journal together. Here it costs the recognition of a plain request (`HotRequest`, a strict
/// subset of what the decoder accepts, parsed to the same head), the journal entry and one
/// write of the encoded response.
///
/// Equivalence: a recognised request is answered with the bytes `MockFastPathHandler` writes
/// and journaled as it journals (`MockService.answerCountersList`); pipelined requests in one
/// read are answered in order, and the first one not recognised goes to the decoder with all
/// that follows it. The bypass is for good: once the decoder has seen a byte, it may hold part
/// of a request, and only it knows where the next one starts. `FastPathEquivalenceTests`
/// compares the answers and journals with the router's.
final class MockRawFastPathHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let service: MockService
    private let serverName: String
    /// Whether the connection's bytes go to the decoder (from the first one not answered here).
    private var bypassed = false
    private var responses = EncodedListResponses()

    /// A handler answering for `service`, naming itself `serverName` as the router path does.
    init(service: MockService, serverName: String) {
        self.service = service
        self.serverName = serverName
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !bypassed else {
            context.fireChannelRead(data)
            return
        }
        var buffer = unwrapInboundIn(data)
        var answered = false
        while buffer.readableBytes > 0, service.admitsFastPath, let request = HotRequest.parse(buffer.readableBytesView) {
            buffer.moveReaderIndex(forwardBy: request.length)
            let (answer, generation) = service.answerCountersList(uri: request.target, headers: request.headers)
            context.write(wrapOutboundOut(responses.response(answer, generation: generation, server: serverName)), promise: nil)
            answered = true
        }
        if answered { context.flush() }
        if buffer.readableBytes > 0 {
            bypassed = true
            context.fireChannelRead(wrapInboundOut(buffer))
        }
    }
}
