import Presentation

/// The catalog's address: a `CatalogQuery` as `/wine/catalog?q=cellars&category=124&sort=desc&page=2`
/// (defaults left out), and back; a bad value is a 400 that names the field.
enum CatalogAddress {
    /// The address of `query`.
    static func url(_ query: CatalogQuery) -> String {
        var fields: [String] = []
        if !query.search.isEmpty { fields.append("q=\(FormFields.encode(query.search))") }
        for id in query.categoryIDs { fields.append("category=\(id)") }
        if query.sort == .nameDescending { fields.append("sort=desc") }
        if query.offset > 0 { fields.append("page=\(query.offset / max(1, query.limit) + 1)") }
        return fields.isEmpty ? "\(WineRoutes.path)/catalog" : "\(WineRoutes.path)/catalog?" + fields.joined(separator: "&")
    }

    /// The query an address or a form names, in pages of `limit`.
    static func query(_ fields: FormFields, limit: Int) throws -> CatalogQuery {
        var query = CatalogQuery(limit: limit)
        query.search = fields["q"] ?? ""
        query.categoryIDs = try fields.values("category").filter { !$0.isEmpty }.map { try WineCategory.id(parsing: $0) }
        switch fields["sort"] ?? "" {
        case "", "name": query.sort = .nameAscending
        case "desc", "-name": query.sort = .nameDescending
        case let other: throw WebError.badRequest("sort: must be name or desc (got \(other))")
        }
        if let text = fields["page"], !text.isEmpty {
            guard let page = Int(text), page >= 1, page <= 1_000_000 else { throw WebError.badRequest("page: must be a whole number from 1 (got \(text))") }
            query.offset = (page - 1) * limit
        }
        return query
    }
}
