import Foundation

/// One HTTP response, as a value.
public struct HTTPResponse: Equatable, Sendable {
    /// The status code.
    public var status: Int
    /// Header fields, in order.
    public var headers: [HTTPHeader]
    /// The body, decompressed.
    public var body: Data

    /// A response.
    public init(status: Int, headers: [HTTPHeader] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
