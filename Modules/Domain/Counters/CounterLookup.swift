import Foundation

/// Finds counters the way a person names them: by id (a temporary one too, after the server
/// replaced it), or by title; and filters them by a search text.
public enum CounterLookup {
    /// The counter `reference` names among `counters`: the one with that id, else the one whose
    /// title is exactly it, else the one whose title equals it ignoring case and accents (as
    /// `search` compares), surrounding spaces ignored throughout. The first of those that
    /// matches anything decides, so "Tea" names "Tea" beside "tea", and "cafe" names "Café".
    ///
    /// - Parameter assignedIDs: the ids the server gave counters created offline, by their
    ///   temporary ids (`CounterQueue.assignedIDs`), so that a temporary id still names its
    ///   counter after a sync.
    /// - Throws: `AppError.validation` when several counters have that title (naming their
    ///   ids, so the person can pick one); `AppError.notFound` when none matches, with the
    ///   closest titles as suggestions.
    public static func resolve(_ reference: String, in counters: [Counter], assignedIDs: [CounterID: CounterID] = [:]) throws -> Counter {
        let wanted = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !wanted.isEmpty else { throw AppError.validation(field: "counter", rule: "must be an id or a title, not empty") }
        let id = assignedIDs[CounterID(wanted)] ?? CounterID(wanted)
        if let counter = counters.first(where: { $0.id == id }) { return counter }
        for key in [trimmed, folded] {
            let matches = counters.filter { key($0.title ?? "") == key(wanted) }
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                let ids = matches.map(\.id.rawValue).joined(separator: ", ")
                throw AppError.validation(field: "counter", rule: "“\(wanted)” matches \(matches.count) counters (\(ids)); name one by its id")
            }
        }
        let suggestions = search(wanted, in: counters).prefix(3).map(\.displayTitle)
        throw AppError.notFound(what: "Counter “\(wanted)”", suggestions: Array(suggestions))
    }

    /// The counters whose title contains `text`, ignoring case and diacritics; all of them for
    /// an empty text. Order is kept.
    public static func search(_ text: String, in counters: [Counter]) -> [Counter] {
        let wanted = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !wanted.isEmpty else { return counters }
        return counters.filter {
            ($0.title ?? "").range(of: wanted, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// The text to share: one `5 × Cups of coffee` line per counter, in list order.
    public static func shareText(_ counters: [Counter]) -> String {
        counters.map(\.shareLine).joined(separator: "\n")
    }

    private static func trimmed(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func folded(_ title: String) -> String {
        trimmed(title).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
