import Foundation
import TestSupport

/// One recorded interaction of `Fixtures/<api>/<name>.json`, read with Foundation straight from
/// the file (not through the mock's loader), so a contract test compares what a client sends
/// and receives with the recording itself rather than with a copy of it.
struct RecordedInteraction {
    /// `wine/catalog-red-wines-offset-10`.
    let name: String
    /// The recorded method.
    let method: String
    /// The recorded path, without the query.
    let path: String
    /// The recorded query items, percent-decoded (a `+` stays a `+`: it is the API's syntax).
    let query: [QueryItem]
    /// The recorded request headers that mattered to the answer.
    let headers: [String: String]
    /// The recorded request body, if any.
    let body: String?
    /// The recorded status.
    let status: Int
    /// The recorded response body.
    let responseBody: Data

    /// Why a fixture could not be read.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// Loads `Fixtures/<name>.json`, such as `counters/02-post-create-coffee`.
    static func load(_ name: String) throws -> RecordedInteraction {
        let directory = Products.packageRoot.appendingPathComponent("Fixtures")
        let file = directory.appendingPathComponent("\(name).json")
        guard let document = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
              let request = document["request"] as? [String: Any], let response = document["response"] as? [String: Any],
              let method = request["method"] as? String, let path = request["path"] as? String,
              let status = response["status"] as? Int else {
            throw Unreadable(description: "\(file.path) is not a fixture")
        }
        var responseBody = Data()
        if let bodyFile = response["bodyFile"] as? String {
            responseBody = try Data(contentsOf: file.deletingLastPathComponent().appendingPathComponent(bodyFile))
        } else if let text = response["body"] as? String {
            responseBody = Data(text.utf8)
        }
        return RecordedInteraction(
            name: name,
            method: method,
            path: path,
            query: QueryItem.parse(request["query"] as? String ?? ""),
            headers: request["headers"] as? [String: String] ?? [:],
            body: request["body"] as? String,
            status: status,
            responseBody: responseBody
        )
    }

    /// The response body as JSON (arrays and objects as Foundation values).
    func responseJSON() throws -> Any {
        try JSONSerialization.jsonObject(with: responseBody, options: [.fragmentsAllowed])
    }

    /// The value of the recorded query item `name`.
    func query(_ name: String) -> String? {
        query.last { $0.name == name }?.value
    }
}

/// One `name=value` of a query string.
struct QueryItem: Equatable, CustomStringConvertible {
    let name: String
    let value: String

    var description: String { "\(name)=\(value)" }

    /// The items of a raw query, percent-decoded but with `+` kept: in wine.com's filters
    /// (`categories(490+124)`) and searches (`dom+perignon`) it is literal syntax on the wire,
    /// and the recordings write it so.
    static func parse(_ raw: String) -> [QueryItem] {
        raw.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String { String(text).removingPercentEncoding ?? String(text) }
            return QueryItem(name: decode(parts[0]), value: parts.count > 1 ? decode(parts[1]) : "")
        }
    }
}
