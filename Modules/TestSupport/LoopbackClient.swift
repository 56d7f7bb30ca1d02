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

    /// Sends `method url` with a JSON body (the mock's admin API) and returns the body and status.
    @discardableResult
    public static func send(_ method: String, _ url: URL, json: String? = nil) async throws -> (Data, Int) {
        precondition(url.host == "127.0.0.1" || url.host == "localhost", "tests talk to loopback only")
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = 10
        if let json {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(json.utf8)
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
    }
}
