import Networking

// TODO(pizza): removed when the libcurl transport (branch `transport`) is merged.
/// Stands in for the HTTP transport until the libcurl one lands: every request fails as
/// unreachable, so the apps fall back to their caches and say why.
struct UnavailableTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw TransportError.unreachable("no HTTP transport is built into this version")
    }
}
