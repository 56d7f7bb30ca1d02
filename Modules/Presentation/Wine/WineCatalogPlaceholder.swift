/// What the catalog shows in place of its list when it has no row to show, in the one wording
/// every front end uses; a front end adds how to act on it in its own terms (a key, a button, a
/// command).
public struct WineCatalogPlaceholder: Equatable, Sendable {
    /// Which situation.
    public enum Kind: Equatable, Sendable {
        /// The first page is being read.
        case loading
        /// Nothing imported yet, and an import runs.
        case importing
        /// A search or a category filter matches no wine.
        case noMatch
        /// Nothing imported yet.
        case empty
    }

    /// Which situation.
    public var kind: Kind
    /// The heading: "The catalog is empty."
    public var title: String
    /// The line under it, if any.
    public var detail: String?

    /// A placeholder from its parts.
    public init(kind: Kind, title: String, detail: String? = nil) {
        self.kind = kind
        self.title = title
        self.detail = detail
    }
}

extension WineCatalogFeature.State {
    /// What replaces the list when the page has no wine (or is not read yet); `nil` when there
    /// are wines to show.
    public var placeholder: WineCatalogPlaceholder? {
        guard let page else { return WineCatalogPlaceholder(kind: .loading, title: "Loading the catalog…") }
        guard page.wines.isEmpty else { return nil }
        if importProgress != nil { return WineCatalogPlaceholder(kind: .importing, title: "Importing the catalog from wine.com…") }
        if isFiltered { return WineCatalogPlaceholder(kind: .noMatch, title: "No wine matches these filters.") }
        return WineCatalogPlaceholder(
            kind: .empty, title: "The catalog is empty.",
            detail: "Import it from wine.com into the local database to browse it, even offline."
        )
    }
}
