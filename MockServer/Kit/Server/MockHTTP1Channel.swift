import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// kiosk-mock's HTTP/1.1 connection: Hummingbird's `HTTP1Channel` pipeline, with
/// `MockRawFastPathHandler` before the HTTP/1 decoder (plain list requests answered from the
/// raw bytes) and `MockFastPathHandler` between the decoder and the conversion to HTTPTypes
/// (the rest of the hot route's requests), so that the hot route is answered before it is
/// converted or handed to a task.
///
/// `HTTP1Channel` only lets handlers in after the conversion, where a hot request would already
/// have paid for it (and for the URL parsing it does) and an answer would go through the
/// encoder again. Everything else is `HTTP1Channel.setup` as of Hummingbird 2.28 with its
/// default configuration: no pipelining assistance (Hummingbird reads one request at a time),
/// no error handler, no outbound header validation, its decoder limits, no idle timeout.
struct MockHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    /// Hummingbird's responder (the router path).
    let responder: HTTPChannelHandler.Responder
    /// What the fast path answers for.
    let service: MockService
    /// The `Server` header the fast path writes, as the router path does.
    let serverName: String

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            var limits = NIOHTTPDecoderLimitConfiguration()
            limits.maxHeaderFieldSize = 80 * 1024
            limits.maxHeaderListSize = 80 * 1024
            limits.maxHeaderFieldCount = 1000
            let pipeline = channel.pipeline.syncOperations
            try pipeline.configureHTTPServerPipeline(
                withPipeliningAssistance: false,
                withErrorHandling: false,
                withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(),
                withDecoderLimitConfiguration: limits
            )
            // NB: first, at the socket: it reads the bytes before the decoder does.
            try pipeline.addHandler(MockRawFastPathHandler(service: service, serverName: serverName), position: .first)
            try pipeline.addHandler(MockFastPathHandler(service: service, serverName: serverName))
            try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try pipeline.addHandler(HTTPConnectionStateHandler(idleTimeout: nil, logger: logger))
            return try NIOAsyncChannel(wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    func handle(value asyncChannel: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: asyncChannel, logger: logger)
    }
}
