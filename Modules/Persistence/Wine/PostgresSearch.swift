import Domain

/// A wine's search entry and a search, as PostgreSQL's `tsvector` and `tsquery` values.
///
/// The words are `CatalogSearch`'s, cut and folded in Swift and handed to the server ready, so
/// what matches is what every other store matches, whatever the server's locale or text search
/// configuration.
enum PostgresSearch {
    /// The `tsvector` of a wine: its name's words (weight A) and its categories (`c124`, weight B).
    static func vector(name: String, categoryIDs: [Int]) -> String {
        let words = CatalogSearch.nameWords(of: name)
        // NB: positions only tell entries apart (a name has at most `mostNameWords` words).
        let named = words.enumerated().map { "\(lexeme($1)):\($0 + 1)A" }
        let categories = categoryIDs.enumerated().map { "'c\($1)':\(words.count + $0 + 1)B" }
        return (named + categories).joined(separator: " ")
    }

    /// The `tsquery` where every word searched must start a word of the name and every category
    /// must be the wine's; `nil` when there is neither.
    static func query(_ search: CatalogSearch, categoryIDs: [Int]) -> String? {
        let terms = search.words.map { "\(lexeme($0)):*A" } + categoryIDs.map { "'c\($0)':B" }
        return terms.isEmpty ? nil : terms.joined(separator: " & ")
    }

    /// A word quoted as a lexeme (`'merlot'`). A word never holds a quote or a backslash
    /// (`CatalogSearch`), and no text typed is read as search syntax.
    static func lexeme(_ word: String) -> String { "'" + word + "'" }
}
