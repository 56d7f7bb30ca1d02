import Foundation
import MockServerKit
import Testing

extension JournalEntry {
    /// The query items as received (see `QueryItem.parse`).
    var queryItems: [QueryItem] { QueryItem.parse(query) }

    /// The value of the query item `name`, if sent.
    func query(_ name: String) -> String? {
        queryItems.last { $0.name == name }?.value
    }

    /// The value of the header `name` (compared without case), if sent.
    func header(_ name: String) -> String? {
        headers.first { $0.name.rawName.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The body parsed as JSON, or nil when it is not JSON.
    var jsonBody: NSObject? {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed])) as? NSObject
    }

    /// Checks that this request is the one `recording` shows the real clients sent:
    ///
    /// - the same method and path;
    /// - every recorded query item, with its value (`apikey` only present and not empty: the
    ///   recordings redact it), and no other item than those named in `defaults` (parameters the
    ///   client always sends, such as `offset` and `size`, that the recording left to the API's
    ///   defaults);
    /// - the recorded `Content-Type`, when the recording has one;
    /// - the recorded body, compared as JSON (key order is free, as for the mock's matching),
    ///   after `rewritingBody` maps recorded values (server-assigned ids) to this run's.
    func expectMatches(
        _ recording: RecordedInteraction,
        defaults: Set<String> = [],
        rewritingBody rewrite: (String) -> String = { $0 },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(method == recording.method, "method, against \(recording.name)", sourceLocation: sourceLocation)
        #expect(path == recording.path, "path, against \(recording.name)", sourceLocation: sourceLocation)
        let sent = queryItems
        for item in recording.query {
            if item.name == "apikey" {
                #expect(!(query("apikey") ?? "").isEmpty, "apikey sent, against \(recording.name)", sourceLocation: sourceLocation)
            } else {
                #expect(sent.contains(item), "\(item) sent (sent: \(sent)), against \(recording.name)", sourceLocation: sourceLocation)
            }
        }
        let recordedNames = Set(recording.query.map(\.name))
        let unexpected = sent.filter { !recordedNames.contains($0.name) && !defaults.contains($0.name) }
        #expect(unexpected.isEmpty, "query items the recording \(recording.name) does not show: \(unexpected)", sourceLocation: sourceLocation)
        if let contentType = recording.headers.first(where: { $0.key.lowercased() == "content-type" })?.value {
            #expect(header("Content-Type") == contentType, "Content-Type, against \(recording.name)", sourceLocation: sourceLocation)
        }
        if let recordedBody = recording.body {
            let expected = (try? JSONSerialization.jsonObject(with: Data(rewrite(recordedBody).utf8), options: [.fragmentsAllowed])) as? NSObject
            #expect(expected != nil, "the recorded body of \(recording.name) is JSON", sourceLocation: sourceLocation)
            #expect(jsonBody == expected, "body \(body), against \(recording.name)'s \(recordedBody)", sourceLocation: sourceLocation)
        } else if recording.method == "GET" {
            #expect(body.isEmpty, "no body on a GET, against \(recording.name)", sourceLocation: sourceLocation)
        }
    }
}
