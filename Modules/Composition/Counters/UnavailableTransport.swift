import Networking

/// Stands in for the libcurl transport until it is part of the build: every request fails as
/// "never sent", so the Counters app works offline (changes are queued, nothing is lost) and
/// says why it cannot reach the server.
struct UnavailableTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw TransportError.unreachable("no HTTP transport in this build")
    }
}
