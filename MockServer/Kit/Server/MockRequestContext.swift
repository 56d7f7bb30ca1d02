import Hummingbird
import NIOCore

/// The request context of the mock: Hummingbird's core context plus the connection, which the
/// fault injector closes to simulate dropped connections.
public struct MockRequestContext: RequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The connection the request came on.
    public let channel: any Channel

    /// Made by Hummingbird for every request.
    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.channel = source.channel
    }
}
