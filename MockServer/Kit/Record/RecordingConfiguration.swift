import Foundation

/// Record mode: what to proxy to and where to write.
public struct RecordingConfiguration: Sendable {
    /// The upstream base URL (`http://127.0.0.1:9000`, `https://api.example.com`).
    public var upstream: URL
    /// For an HTTPS upstream, the only certificates trusted (`--ca-file`); nil trusts the system's.
    public var caFile: URL?
    /// The API folder new fixtures go to (`wine`, `pizza`, `counters`, or a new name).
    public var api: String

    /// A recording configuration.
    public init(upstream: URL, api: String, caFile: URL? = nil) {
        self.upstream = upstream
        self.api = api
        self.caFile = caFile
    }
}
