import Domain
import Foundation
import UseCases

/// The wine catalog every kiosk browses, imported once into `wine_product` and
/// `wine_category`.
///
/// A search goes through a GIN index over each wine's `search` vector (its name's words
/// folded without case or accents, and its categories as `c124`), so it is a lookup at
/// 100,000 wines, not a scan. A page is read in one REPEATABLE READ transaction, so an import
/// running meanwhile (a batch is one transaction) never shows a count and rows that disagree.
public struct PostgresCatalogStore: CatalogStore {
    let database: PostgresDatabase

    /// A store over `database`.
    public init(database: PostgresDatabase) { self.database = database }

    /// The columns written by `upsertWines`, in the order of its arrays.
    static let columns: [(name: String, type: String)] = [
        ("id", "integer"), ("name", "text"), ("label_url", "text"), ("description", "text"), ("type", "text"), ("vintage", "text"),
        ("wine_type_id", "integer"), ("wine_type_name", "text"), ("varietal_id", "integer"), ("varietal_name", "text"),
        ("region_id", "integer"), ("region_name", "text"), ("appellation_id", "integer"), ("appellation_name", "text"),
        ("vineyard", "text"), ("price_min", "integer"), ("price_max", "integer"), ("price_retail", "integer"), ("search", "text"),
    ]

    public func upsertCategories(_ categories: [WineCategory]) throws {
        guard !categories.isEmpty else { return }
        try database.transaction { connection in
            try connection.execute(
                """
                INSERT INTO wine_category (id, name, group_id)
                SELECT * FROM unnest($1::integer[], $2::text[], $3::integer[])
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, group_id = excluded.group_id
                """,
                [PostgresArray(categories.map(\.id)), PostgresArray(texts: categories.map(\.name)), PostgresArray(categories.map(\.group.rawValue))]
            )
        }
    }

    /// Stores `wines` in one transaction and one statement: new ones are inserted, known ones
    /// updated, each with its search entry.
    public func upsertWines(_ wines: [Wine]) throws {
        guard !wines.isEmpty else { return }
        // NB: one row per id, the last given (a statement may not touch one row twice).
        var seen = Set<Int>()
        let batch = wines.reversed().filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
        var arrays = Array(repeating: [String?](), count: Self.columns.count)
        for wine in batch {
            let values: [String?] = [
                String(wine.id), wine.name, wine.labelURL, wine.description, wine.type, wine.vintage,
                wine.wineType.map { String($0.id) }, wine.wineType?.name, wine.varietal.map { String($0.id) }, wine.varietal?.name,
                wine.region.map { String($0.id) }, wine.region?.name, wine.appellation.map { String($0.id) }, wine.appellation?.name,
                wine.vineyard, wine.priceMin.map { String($0.cents) }, wine.priceMax.map { String($0.cents) },
                wine.priceRetail.map { String($0.cents) }, PostgresSearch.vector(name: wine.name, categoryIDs: wine.categoryIDs),
            ]
            for (index, value) in values.enumerated() { arrays[index].append(value) }
        }
        let names = Self.columns.map(\.name)
        let unnest = Self.columns.indices.map { "$\($0 + 1)::\(Self.columns[$0].type)[]" }.joined(separator: ", ")
        let updates = names.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        let selected = names.map { $0 == "search" ? "search::tsvector" : $0 }.joined(separator: ", ")
        try database.transaction { connection in
            try connection.execute(
                """
                INSERT INTO wine_product (\(names.joined(separator: ", ")))
                SELECT \(selected) FROM unnest(\(unnest)) AS t(\(names.joined(separator: ", ")))
                ON CONFLICT (id) DO UPDATE SET \(updates)
                """,
                arrays.map { PostgresArray(texts: $0) }
            )
        }
    }

    /// Writes every wine's search entry again (`wine.v8.searchWords`), a batch at a time.
    static func reindexEveryWine(_ connection: PostgresConnection) throws {
        let rows = try connection.execute("SELECT id, name, wine_type_id, varietal_id, region_id, appellation_id FROM wine_product ORDER BY id")
        for start in stride(from: 0, to: rows.count, by: 5_000) {
            var ids: [Int] = []
            var vectors: [String?] = []
            for row in rows[start..<min(start + 5_000, rows.count)] {
                // NB: the order of `Wine.categoryIDs`.
                let categoryIDs = try ["wine_type_id", "varietal_id", "region_id", "appellation_id"].compactMap { try row.int($0) }
                ids.append(try row.int(required: "id"))
                vectors.append(PostgresSearch.vector(name: try row.string("name"), categoryIDs: categoryIDs))
            }
            try connection.execute(
                "UPDATE wine_product SET search = t.search::tsvector FROM unnest($1::integer[], $2::text[]) AS t(id, search) WHERE wine_product.id = t.id",
                [PostgresArray(ids), PostgresArray(texts: vectors)]
            )
        }
    }

    /// Decided under the advisory lock `wine.import`, by the server's clock (kiosks' clocks
    /// may disagree). NB: a transaction's lock and the claim's row: nothing outlives the
    /// transaction, so it holds behind PgBouncer in transaction mode.
    public func claimImport(owner: String) throws -> ImportClaim {
        try database.transaction(locking: ["wine.import"]) { connection in
            let held = try connection.execute("""
                SELECT regexp_replace(value, ' [^ ]*$', '') AS owner,
                       extract(epoch FROM clock_timestamp()) - substring(value FROM '[^ ]*$')::double precision AS age
                FROM setting WHERE key = $1
                """, [WineSettingKeys.importClaim]).first
            if let held, held["owner"] != owner, let age = held["age"].flatMap(Double.init), age < ImportClaim.freshFor.timeInterval {
                return .heldElsewhere
            }
            try connection.execute("""
                INSERT INTO setting (key, value) VALUES ($1, $2::text || ' ' || extract(epoch FROM clock_timestamp())::text)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """, [WineSettingKeys.importClaim, owner])
            return .claimed
        }
    }

    public func releaseImport(owner: String) throws {
        try database.transaction { connection in
            try connection.execute("DELETE FROM setting WHERE key = $1 AND regexp_replace(value, ' [^ ]*$', '') = $2", [WineSettingKeys.importClaim, owner])
        }
    }

    public func importStarted(expected: Int) throws {
        try database.transaction { connection in
            try PostgresSettings.set(WineSettingKeys.unfinishedImport, String(expected), in: connection)
        }
    }

    public func unfinishedImport() throws -> Int? {
        try database.transaction { connection in
            try PostgresSettings.value(WineSettingKeys.unfinishedImport, in: connection).flatMap { Int($0) }
        }
    }

    public func importFinished() throws {
        try database.transaction { connection in
            try PostgresSettings.set(WineSettingKeys.unfinishedImport, nil, in: connection)
            // NB: fresh statistics, so the planner picks the search index or the name order by
            // how many wines there now are.
            try connection.execute("ANALYZE wine_product")
        }
    }

    public func categories() throws -> [WineCategory] {
        try database.transaction { connection in
            try connection.execute("SELECT id, name, group_id FROM wine_category").compactMap { row -> WineCategory? in
                guard let group = WineCategoryGroup(rawValue: try row.int(required: "group_id")) else { return nil }
                return WineCategory(id: try row.int(required: "id"), name: try row.string("name"), group: group)
            }
        }
    }

    public func browse(_ query: CatalogQuery) throws -> CatalogPage {
        try database.transaction(readOnly: true) { connection in
            var conditions: [String] = []
            var arguments: [(any PostgresBindable)?] = []
            func placeholder(_ value: any PostgresBindable) -> String {
                arguments.append(value)
                return "$\(arguments.count)"
            }
            let categoryIDs = Set(query.categoryIDs).sorted()
            if let search = PostgresSearch.query(CatalogSearch(query.search), categoryIDs: categoryIDs) {
                // NB: the categories are in the search query too, so the index answers both.
                conditions.append("search @@ \(placeholder(search))::tsquery")
            } else {
                // A wine is in a category when any of its four is that id, whichever group the
                // category map gives it (as its search entry has it). NB: bigint, so an id
                // beyond `integer` matches nothing instead of failing the statement.
                for id in categoryIDs {
                    let id = placeholder(id)
                    conditions.append("(wine_type_id = \(id)::bigint OR varietal_id = \(id)::bigint OR region_id = \(id)::bigint OR appellation_id = \(id)::bigint)")
                }
            }
            let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            let total = try connection.execute("SELECT count(*) AS total FROM wine_product \(whereClause)", arguments)[0].int(required: "total")
            let direction = query.sort == .nameAscending ? "ASC" : "DESC"
            let limit = placeholder(query.limit)
            let offset = placeholder(query.offset)
            let rows = try connection.execute(
                "SELECT * FROM wine_product \(whereClause) ORDER BY lower(name COLLATE \"C\") \(direction), id \(direction) LIMIT \(limit) OFFSET \(offset)",
                arguments
            )
            return CatalogPage(wines: try rows.map(Self.wine), total: total)
        }
    }

    public func wine(id: Int) throws -> Wine? {
        try database.transaction { connection in
            try connection.execute("SELECT * FROM wine_product WHERE id = $1::bigint", [id]).first.map(Self.wine)
        }
    }

    public func wines(ids: [Int]) throws -> [Int: Wine] {
        guard !ids.isEmpty else { return [:] }
        return try database.transaction { connection in
            let wines = try connection.execute("SELECT * FROM wine_product WHERE id = ANY($1::bigint[])", [PostgresArray(ids)]).map(Self.wine)
            return Dictionary(wines.map { ($0.id, $0) }) { first, _ in first }
        }
    }

    public func wineCount() throws -> Int {
        try database.transaction { connection in
            try connection.execute("SELECT count(*) AS total FROM wine_product")[0].int(required: "total")
        }
    }

    static func wine(_ row: PostgresRow) throws -> Wine {
        func category(_ prefix: String, _ group: WineCategoryGroup) throws -> WineCategory? {
            guard let id = try row.int("\(prefix)_id") else { return nil }
            return WineCategory(id: id, name: row["\(prefix)_name"] ?? "", group: group)
        }
        func money(_ column: String) throws -> Money? {
            try row.int(column).map { Money(cents: $0) }
        }
        return Wine(
            id: try row.int(required: "id"),
            name: try row.string("name"),
            labelURL: row["label_url"],
            description: row["description"] ?? "",
            type: row["type"],
            vintage: row["vintage"],
            varietal: try category("varietal", .varietal),
            wineType: try category("wine_type", .wineType),
            appellation: try category("appellation", .appellation),
            region: try category("region", .region),
            vineyard: row["vineyard"],
            priceMin: try money("price_min"),
            priceMax: try money("price_max"),
            priceRetail: try money("price_retail")
        )
    }
}
