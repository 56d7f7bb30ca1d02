import Foundation
import Logging
import Networking

/// The transport the apps use for real traffic.
///
/// NB: a stand-in until `CurlTransport` (branch `transport`) is merged: every request fails as
/// unreachable, so the apps show the offline banner and work from the database.
func makeLiveTransport(logger: Logger) -> any HTTPTransport {
    PendingTransport()
}

/// See `makeLiveTransport(logger:)`.
struct PendingTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw TransportError.unreachable("this build has no HTTP transport yet")
    }
}
