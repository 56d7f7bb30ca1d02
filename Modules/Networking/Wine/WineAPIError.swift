import Foundation

/// A wine.com answer that arrived fine but says the request failed: a non-zero `ReturnCode`
/// in the `Status` envelope, which the API sends with HTTP 200 (200 is a bad apikey).
public struct WineAPIError: Error, Equatable, Sendable {
    /// The `Status.ReturnCode`.
    public let returnCode: Int
    /// The `Status.Messages`.
    public let messages: [String]

    /// An error envelope.
    public init(returnCode: Int, messages: [String]) {
        self.returnCode = returnCode
        self.messages = messages
    }

    /// "rejected the request: ReturnCode 200: Invalid apikey", for `AppError.unavailable`.
    public var reason: String {
        let text = messages.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.joined(separator: "; ")
        return "rejected the request: ReturnCode \(returnCode)" + (text.isEmpty ? "" : ": \(text)")
    }
}
