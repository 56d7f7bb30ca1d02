import Foundation

/// Record mode: what to proxy to and where to write.
public struct RecordingConfiguration: Sendable {
    /// The upstream base URL (`http://127.0.0.1:9000`; plain HTTP).
    public var upstream: URL
    /// The API folder new fixtures go to (`wine`, `pizza`, `counters`, or a new name).
    public var api: String

    /// A recording configuration.
    public init(upstream: URL, api: String) {
        self.upstream = upstream
        self.api = api
    }
}
