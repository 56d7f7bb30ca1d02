// The floor of `make bench-mock`: a bare SwiftNIO HTTP/1.1 server (NIOHTTP1, no framework)
// answering every request with one fixed body, the counters list kiosk-mock serves in the same
// run. It is what a request costs on this machine with SwiftNIO and nothing above it, so
// kiosk-mock's ratio to it says how much of that the mock's own work takes.
//
//   bench-nio PORT BODY-FILE
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

let arguments = CommandLine.arguments.dropFirst()
let port = arguments.first.flatMap(Int.init) ?? 8767
let body: [UInt8] = arguments.dropFirst().first.flatMap { FileManager.default.contents(atPath: $0) }.map(Array.init) ?? Array("[]".utf8)

/// Answers every request, once its end has arrived, with `body` as JSON.
final class FixedBodyHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let body: ByteBuffer
    private let headers: HTTPHeaders
    private var keepAlive = true

    init(body: ByteBuffer) {
        self.body = body
        headers = ["Content-Type": "application/json; charset=utf-8", "Content-Length": "\(body.readableBytes)"]
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            keepAlive = head.isKeepAlive
        case .body:
            break
        case .end:
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
            if keepAlive {
                context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            } else {
                // NB: the channel, not the context, crosses into the callback (it is Sendable).
                let channel = context.channel
                context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
            }
        }
    }
}

let buffer = ByteBuffer(bytes: body)
let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
    .serverChannelOption(.backlog, value: 256)
    .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
    .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.configureHTTPServerPipeline()
            try channel.pipeline.syncOperations.addHandler(FixedBodyHandler(body: buffer))
        }
    }
    .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
let channel = try await bootstrap.bind(host: "127.0.0.1", port: port).get()
try await channel.closeFuture.get()
