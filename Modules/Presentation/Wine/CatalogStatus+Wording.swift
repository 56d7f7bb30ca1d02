extension CatalogStatus {
    /// Said wherever the catalog is shown (the TUI's header, the CLI's stderr, the web page)
    /// while the last import did not finish: "partial: 200 of 3,039 wines; run the import
    /// again". `nil` for a complete catalog.
    public var partialWarning: String? {
        guard case let .partial(imported, expected) = self else { return nil }
        return "partial: \(Plural.grouped(imported)) of \(Plural.grouped(expected)) wines; run the import again"
    }
}
