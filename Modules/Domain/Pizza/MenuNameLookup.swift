import Foundation

/// Finds menu items by what a person typed: a name in any case, or an identifier, and
/// suggests the closest names when nothing matches.
public enum MenuNameLookup {
    /// The most names a "did you mean" lists.
    public static let maximumSuggestions = 3

    /// The first candidate whose name equals `query` without regard to case and surrounding
    /// spaces, else the one whose identifier is `query`.
    ///
    /// - Parameters:
    ///   - query: what the person typed.
    ///   - what: the kind of thing, for the error (`"pizza"`, `"ingredient"`).
    ///   - candidates: the items with their names and identifiers.
    /// - Throws: `AppError.notFound` naming the query, with the closest names suggested.
    public static func find<Item>(
        _ query: String, what: String, in candidates: [(item: Item, name: String, id: Int)]
    ) throws -> Item {
        let wanted = normalized(query)
        if let match = candidates.first(where: { normalized($0.name) == wanted }) { return match.item }
        let digits = wanted.hasPrefix("#") ? String(wanted.dropFirst()) : wanted
        if let number = Int(digits), let match = candidates.first(where: { $0.id == number }) { return match.item }
        throw AppError.notFound(
            what: "\(what) \"\(query)\"",
            suggestions: suggestions(for: query, among: candidates.map(\.name))
        )
    }

    /// The names closest to `query` by edit distance (names containing it come first), at most
    /// `maximumSuggestions`, none too far off to be a plausible typo.
    public static func suggestions(for query: String, among names: [String]) -> [String] {
        let wanted = normalized(query)
        guard !wanted.isEmpty else { return [] }
        let scored = names.map { name -> (name: String, distance: Int) in
            let candidate = normalized(name)
            // A name that contains what was typed ("marg" in "margherita") is as good as a typo.
            let distance = candidate.contains(wanted) ? 1 : editDistance(Array(wanted), Array(candidate))
            return (name, distance)
        }
        let limit = max(2, wanted.count / 3)
        var seen = Set<String>()
        return scored
            .filter { $0.distance <= limit }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
            .filter { seen.insert($0.name).inserted }
            .prefix(maximumSuggestions)
            .map(\.name)
    }

    /// The Levenshtein distance between two strings of characters (grapheme clusters, so
    /// "é" counts as one whatever its encoding).
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    static func normalized(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
