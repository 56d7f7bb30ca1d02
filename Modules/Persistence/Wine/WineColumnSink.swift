import Domain

/// Where a wine's column values go one after the other: a SQLite statement's parameters
/// (`RawStatement`) or a row of PostgreSQL's `COPY` (`CopyText`).
protocol WineColumnSink {
    /// The next value, an integer (nil for NULL).
    mutating func bind(_ value: Int?)
    /// The next value, a text (nil for NULL).
    mutating func bind(_ value: String?)
}

extension WineColumnSink {
    /// A wine's columns after its id, in `wine_product`'s order (name … price_retail): the one
    /// list both engines' imports write.
    mutating func bindColumns(of wine: Wine) {
        bind(wine.name)
        bind(wine.labelURL)
        bind(wine.description)
        bind(wine.type)
        bind(wine.vintage)
        bind(wine.wineType?.id)
        bind(wine.wineType?.name)
        bind(wine.varietal?.id)
        bind(wine.varietal?.name)
        bind(wine.region?.id)
        bind(wine.region?.name)
        bind(wine.appellation?.id)
        bind(wine.appellation?.name)
        bind(wine.vineyard)
        bind(wine.priceMin?.cents)
        bind(wine.priceMax?.cents)
        bind(wine.priceRetail?.cents)
    }
}

extension RawStatement: WineColumnSink {}
