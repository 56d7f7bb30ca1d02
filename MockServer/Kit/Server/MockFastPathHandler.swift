import NIOCore
import NIOHTTP1

/// Answers the simulation's hot route, `GET /api/v1/counters`, on the event loop, before
/// Hummingbird sees the request; everything else goes on to Hummingbird unchanged.
///
/// Why: on the router path a request hops from the event loop to a Swift concurrency task and
/// back, and that machinery (task switches, retain/release, generic metadata look-ups), not the
/// simulation, was nearly all of what a list request cost (`perf record` under wrk, issue 22).
/// Here the list costs a byte comparison of the target, one journal entry and one write of a
/// response encoded once per change of the list (and once a second, for `Date`).
///
/// The answer is the router path's, byte for byte apart from the `Date` value's clock: the same
/// `CountersSimulation.listAnswer()`, encoded as Hummingbird writes it (`EncodedResponse`), and
/// the same journal entry (`MockService.answerCountersList`). Requests the fast path does not
/// take, because something the router path runs first is active (faults, stubs, `--validate`,
/// record mode: `MockService.admitsFastPath`) or because they are not plainly the list (another
/// method, a query, a percent-escape, a `Connection` header, HTTP/1.0), reach the router as if
/// this handler were not there. `FastPathEquivalenceTests` holds it to that.
///
/// Sits between the HTTP/1 decoder and the conversion to HTTPTypes (`MockHTTP1Channel`), so a
/// hot request is never converted, and writes its bytes below the response encoder. The
/// plainest hot requests never reach it: `MockRawFastPathHandler` answers them from the raw
/// bytes; it takes the rest (a connection that sent anything else first, a request split
/// across reads, fields outside plain ASCII).
final class MockFastPathHandler: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let service: MockService
    private let serverName: String
    /// The response encoder's context: an encoded response written through it goes straight to
    /// the socket. Nil (fast path off) if the pipeline has no encoder.
    private var encoderContext: ChannelHandlerContext?
    /// Requests handed on to the router whose response has not ended yet. While there are any,
    /// hot requests go to the router too, so that pipelined answers keep their order.
    private var forwardedInFlight = 0
    /// The hot request being read (its head came, its end has not).
    private var pendingHead: HTTPRequestHead?
    /// The list's encoded response.
    private var responses = EncodedListResponses()

    /// A handler answering for `service`, naming itself `serverName` as the router path does.
    init(service: MockService, serverName: String) {
        self.service = service
        self.serverName = serverName
    }

    func handlerAdded(context: ChannelHandlerContext) {
        encoderContext = try? context.pipeline.syncOperations.context(handlerType: HTTPResponseEncoder.self)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        // NB: the context holds the pipeline, which holds this handler.
        encoderContext = nil
    }

    // MARK: - Inbound

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            if forwardedInFlight == 0, encoderContext != nil, Self.isCountersList(head), service.admitsFastPath {
                // Answered once its end has come, as the router path answers after reading it.
                pendingHead = head
                return
            }
            pendingHead = nil
            forwardedInFlight += 1
            context.fireChannelRead(data)
        case .body:
            // A GET's body is not read on the router path either (nor journaled).
            if pendingHead != nil { return }
            context.fireChannelRead(data)
        case .end:
            guard let head = pendingHead, let encoderContext else {
                context.fireChannelRead(data)
                return
            }
            pendingHead = nil
            let (answer, generation) = service.answerCountersList(uri: head.uri, headers: head.headers)
            let response = responses.response(answer, generation: generation, server: serverName)
            // NB: flushed at once, not at the read's end: a request's end can also come from
            // the decoder at end of input, with no read completing after it.
            encoderContext.writeAndFlush(NIOAny(response), promise: nil)
        }
    }

    // MARK: - Outbound

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { forwardedInFlight = max(0, forwardedInFlight - 1) }
        context.write(data, promise: promise)
    }

    // MARK: - The hot route

    /// Whether `head` is plainly `GET /api/v1/counters`: HTTP/1.1, the path in any case with
    /// any number of trailing slashes (as the router path routes it), no query, no escape, no
    /// `Connection` header (whose `close` the router path honours by closing).
    static func isCountersList(_ head: HTTPRequestHead) -> Bool {
        guard head.method == .GET, head.version == .http1_1, !head.headers.contains(name: "Connection") else { return false }
        return HotRequest.isCountersList(head.uri.utf8)
    }
}
