extension WineCatalogFeature.State {
    /// What replaces the list when the page has no wine (or is not read yet), in the one wording
    /// every front end uses; `nil` when there are wines to show.
    public var placeholder: ListPlaceholder? {
        guard let page else { return ListPlaceholder(kind: .loading, title: "Loading the catalog…") }
        guard page.wines.isEmpty else { return nil }
        if importProgress != nil { return ListPlaceholder(kind: .importing, title: "Importing the catalog from wine.com…") }
        if isFiltered { return ListPlaceholder(kind: .noMatch, title: "No wine matches these filters.") }
        return ListPlaceholder(
            kind: .empty, title: "The catalog is empty.",
            detail: "Import it from wine.com into the local database to browse it, even offline."
        )
    }
}
