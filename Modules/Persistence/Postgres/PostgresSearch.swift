import Foundation

/// How a wine's name becomes search words, and typed words a search, on PostgreSQL.
///
/// Words are cut and folded here, in Swift (runs of letters and digits, without case or
/// accents, as SQLite's `unicode61 remove_diacritics` tokenizer does), and handed to the server
/// as ready `tsvector` and `tsquery` values: what matches then does not depend on the server's
/// locale or text search configuration.
enum PostgresSearch {
    /// The words of `text`, folded: "Château-Neuf 2019" → ["chateau", "neuf", "2019"].
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !($0.isLetter || $0.isNumber) }
            .map(String.init)
    }

    /// The `tsvector` of a wine: its name's words (weight A) and its categories (`c124`, weight B).
    static func vector(name: String, categoryIDs: [Int]) -> String {
        let words = words(name)
        // NB: positions only tell entries apart; PostgreSQL caps them at 16383.
        let named = words.enumerated().map { "\(lexeme($1)):\(min($0 + 1, 16_383))A" }
        let categories = categoryIDs.enumerated().map { "'c\($1)':\(min(words.count + $0 + 1, 16_383))B" }
        return (named + categories).joined(separator: " ")
    }

    /// The `tsquery` where every typed word must start a word of the name and every category
    /// must be the wine's; `nil` when no word has a letter or digit.
    static func query(words typed: [String], categoryIDs: [Int]) -> String? {
        let terms = typed.flatMap(words).map { "\(lexeme($0)):*A" }
        guard !terms.isEmpty else { return nil }
        return (terms + categoryIDs.map { "'c\($0)':B" }).joined(separator: " & ")
    }

    /// A word quoted as a lexeme (`'it''s'`), so no text typed is read as search syntax.
    static func lexeme(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''") + "'"
    }
}
