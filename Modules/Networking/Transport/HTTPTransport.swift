/// Sends HTTP requests. Every API client goes through this one protocol, so tests and the mock
/// server can stand in for the network.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    ///
    /// - Throws: `TransportError` when no complete response arrived; an HTTP error status is a
    ///   response, not an error, at this level.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
