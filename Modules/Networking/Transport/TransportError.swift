/// Why no complete response arrived. The cases are the ones a caller acts on differently: the
/// Counters sync, for one, may resend a request that never left (`unreachable`) but must
/// re-read the server's state after one that may have been applied (`timeout`, `connectionLost`).
public enum TransportError: Error, Equatable, Sendable {
    /// The request never reached a server: refused, DNS failure, no route.
    case unreachable(String)
    /// No answer in time. The server may or may not have applied the request.
    case timeout(String)
    /// The connection broke after the request was sent; it may have been applied.
    case connectionLost(String)
    /// The caller cancelled the request.
    case cancelled
    /// TLS failed: certificate not trusted, handshake failed.
    case tls(String)
    /// Anything else libcurl reported.
    case other(String)

    /// Whether the server may have received and applied the request.
    public var mayHaveBeenApplied: Bool {
        switch self {
        case .unreachable, .tls, .cancelled: return false
        case .timeout, .connectionLost, .other: return true
        }
    }
}
