import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A minimal HTTP client for tests that check a server, independent of the code under test.
public enum LoopbackClient {
    /// GETs `url` and returns the body and status.
    public static func get(_ url: URL) async throws -> (Data, Int) {
        precondition(url.host == "127.0.0.1" || url.host == "localhost", "tests talk to loopback only")
        var request = URLRequest(url: url)
        request.timeoutInterval = 10
        let (data, response) = try await URLSession.shared.data(for: request)
        return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
    }
}
