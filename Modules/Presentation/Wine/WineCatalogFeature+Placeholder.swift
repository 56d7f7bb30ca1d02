import Foundation

extension WineCatalogFeature {
    /// What replaces the list when `page` of `query` has no wine (or is not read yet), in the one
    /// wording every front end uses; `nil` when there are wines to show. A front end adds how to
    /// act on it in its own terms (a key, a button, a command).
    ///
    /// - Parameter importing: whether an import is filling the catalog meanwhile.
    public static func placeholder(for page: CatalogPage?, of query: CatalogQuery, importing: Bool = false) -> ListPlaceholder? {
        guard let page else { return ListPlaceholder(kind: .loading, title: "Loading the catalog…") }
        guard page.wines.isEmpty else { return nil }
        if importing { return ListPlaceholder(kind: .importing, title: "Importing the catalog from wine.com…") }
        // NB: wines match, but not this far on: an offset past the end (an old link, a script).
        if page.total > 0 { return ListPlaceholder(kind: .noMatch, title: "No wine this far: \(Plural.grouped(page.total)) \(Plural.noun(page.total, "wine")) in all.") }
        if !query.search.isEmpty || !query.categoryIDs.isEmpty { return ListPlaceholder(kind: .noMatch, title: "No wine matches these filters.") }
        return ListPlaceholder(
            kind: .empty, title: "The catalog is empty.",
            detail: "Import it from wine.com into the local database to browse it, even offline."
        )
    }
}

extension WineCatalogFeature.State {
    /// What replaces the list when the page has no wine (or is not read yet); `nil` when there
    /// are wines to show (`WineCatalogFeature.placeholder(for:of:importing:)`).
    public var placeholder: ListPlaceholder? {
        WineCatalogFeature.placeholder(for: page, of: query, importing: importProgress != nil)
    }
}
