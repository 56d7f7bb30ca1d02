import Foundation

extension ImportProgress {
    /// The import's progress as every front end says it: "Importing… 150/400 wines, 12
    /// categories", or "Importing… 12 categories" before the first page of wines.
    public var text: String {
        total > 0 ? "Importing… \(imported)/\(total) wines, \(categories) categories" : "Importing… \(categories) categories"
    }

    /// How much is done, in whole percent (rounded down: 100 only when it is all there).
    public var percent: Int { Int((fraction * 100).rounded(.down)) }

    /// What a finished import says: "Imported 12 categories and 400 wines in 2.5 s." (without
    /// the time when `seconds` is `nil`), or, when another kiosk's import ran while this one
    /// waited, what that one stored.
    public func doneText(seconds: Double? = nil) -> String {
        let formatted = seconds.map { String(format: "%.1f", $0) }
        if byAnotherImport {
            let waited = formatted.map { " (waited \($0) s)" } ?? ""
            return "Another kiosk was importing the catalog: it stored \(categories) categories and \(imported) wines\(waited)."
        }
        return "Imported \(categories) categories and \(imported) wines\(formatted.map { " in \($0) s" } ?? "")."
    }
}
