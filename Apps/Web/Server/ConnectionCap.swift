import Foundation
import HummingbirdCore
import Logging
import NIOCore
import Synchronization

/// The open connections of a kiosk-web, bounded below the process's descriptor limit: past
/// `limit` a new connection is answered `503` and closed at once (`CappedHTTP1Channel`), so a
/// flood of idle connections can neither exhaust the descriptors nor leave a browser waiting
/// for an answer that never comes (idle ones are closed after `WebLimits.idleConnectionTimeout`).
/// Event streams are connections and count like any other.
final class ConnectionCap: Sendable {
    /// The most connections served at once.
    let limit: Int
    private let open = Mutex(0)

    /// A cap of `limit` connections, lowered to leave `reserve` descriptors of the process's
    /// limit (`RLIMIT_NOFILE`) for the database, the log and the outgoing connections.
    init(limit: Int, reserve: Int = 128) {
        var descriptors = rlimit()
        let available = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &descriptors) == 0 ? Int(clamping: descriptors.rlim_cur) - reserve : limit
        self.limit = max(1, min(limit, available))
    }

    /// How many connections are open.
    var count: Int { open.withLock { $0 } }

    /// Counts a new connection; `false` when it is one too many (it is counted all the same
    /// until it closes, since it holds a descriptor).
    func opened() -> Bool {
        open.withLock { count in
            count += 1
            return count <= limit
        }
    }

    /// Counts a connection closed.
    func closed() {
        open.withLock { $0 -= 1 }
    }
}

/// Hummingbird's HTTP/1 channel with a `ConnectionCap`: a connection past the cap gets a short
/// `503 Service Unavailable` (with `Retry-After` and `Connection: close`) instead of the HTTP
/// pipeline's answer, and is closed.
struct CappedHTTP1Channel: ServerChildChannel {
    let base: HTTP1Channel
    let cap: ConnectionCap

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1Channel.Value> {
        let accepted = cap.opened()
        let cap = self.cap
        channel.closeFuture.whenComplete { _ in cap.closed() }
        return base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            if !accepted { try channel.pipeline.syncOperations.addHandler(RefusingHandler(), position: .first) }
            return value
        }
    }

    func handle(value: HTTP1Channel.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Answers a connection past the cap with a 503 as soon as it is open, and closes it: its
/// descriptor is held for a moment only, and the client is told at once rather than left
/// waiting. Nothing it reads goes further down the pipeline.
private final class RefusingHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    static let answer = """
    HTTP/1.1 503 Service Unavailable\r
    Content-Type: text/plain; charset=utf-8\r
    Retry-After: 5\r
    Connection: close\r
    Content-Length: 60\r
    \r
    The kiosk has too many connections open. Try again shortly.\n
    """

    private var answered = false

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { refuse(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        refuse(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        refuse(context)
    }

    private func refuse(_ context: ChannelHandlerContext) {
        guard !answered else { return }
        answered = true
        let buffer = context.channel.allocator.buffer(string: Self.answer)
        context.writeAndFlush(wrapOutboundOut(buffer), promise: nil)
        context.close(promise: nil)
    }
}
