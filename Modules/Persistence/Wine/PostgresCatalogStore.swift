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

    /// The columns written by `upsertWines`, in the order of its rows.
    static let columns = [
        "id", "name", "label_url", "description", "type", "vintage", "wine_type_id", "wine_type_name", "varietal_id", "varietal_name",
        "region_id", "region_name", "appellation_id", "appellation_name", "vineyard", "price_min", "price_max", "price_retail", "search",
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

    /// Stores `wines` in one transaction: new ones are inserted, known ones updated, each with
    /// its search entry.
    ///
    /// The rows reach the server by `COPY`: an array parameter per column cost escaping each
    /// value through Foundation and parsing the arrays on the server. A batch of wines the
    /// catalog does not hold yet (a first import's) is copied into `wine_product` itself; any
    /// other into a table of the transaction's own (dropped at its commit, so nothing outlives
    /// it behind a pooler), and one statement upserts them from there.
    public func upsertWines(_ wines: [Wine]) throws {
        guard !wines.isEmpty else { return }
        var rows = CopyText()
        var ids: [Int] = []
        for index in SQLiteCatalogStore.lastOfEachID(wines) {
            let wine = wines[index]
            ids.append(wine.id)
            rows.bind(wine.id)
            rows.bindColumns(of: wine)
            rows.bind(PostgresSearch.vector(name: wine.name, categoryIDs: wine.categoryIDs))
            rows.endRow()
        }
        let names = Self.columns.joined(separator: ", ")
        let updates = Self.columns.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        func write(copyingDirectly: Bool) throws {
            try database.transaction(locking: [Self.nameOrderLock]) { connection in
                // NB: the name order is derived from the rows written here; it goes now and
                // comes back with `importFinished`, in the meantime pages are read by OFFSET.
                try connection.execute("DELETE FROM wine_name_order")
                if copyingDirectly {
                    let known = try connection.execute("SELECT EXISTS (SELECT 1 FROM wine_product WHERE id = ANY($1::bigint[])) AS known", [PostgresArray(ids)])
                    if known.first?["known"] == "f" { return try connection.copy("COPY wine_product (\(names)) FROM STDIN", data: rows.bytes) }
                }
                try connection.execute("CREATE TEMP TABLE wine_incoming (LIKE wine_product) ON COMMIT DROP")
                try connection.copy("COPY wine_incoming (\(names)) FROM STDIN", data: rows.bytes)
                try connection.execute("""
                    INSERT INTO wine_product (\(names)) SELECT \(names) FROM wine_incoming
                    ON CONFLICT (id) DO UPDATE SET \(updates)
                    """)
            }
        }
        do {
            try write(copyingDirectly: true)
        } catch is PostgresUniqueViolation {
            // NB: another transaction stored one of these wines meanwhile: upserted instead.
            try write(copyingDirectly: false)
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

    /// The indexes a first import builds once at its end instead of keeping them up row by row
    /// (the GIN index most of all), as the migrations last defined them (`wine.v8.searchWords`,
    /// `wine.v2.searchIndexWithCategories`).
    static let bulkBuiltIndexes = [
        #"wine_product_name ON wine_product (lower(name COLLATE "C"), id)"#,
        "wine_product_search ON wine_product USING gin (search)",
    ]

    /// Marks the import unfinished. Into an empty catalog it also drops `bulkBuiltIndexes`,
    /// which `importFinished()` builds again; an import into a catalog people browse keeps them.
    public func importStarted(expected: Int) throws {
        try database.transaction { connection in
            try PostgresSettings.set(WineSettingKeys.unfinishedImport, String(expected), in: connection)
            guard try connection.execute("SELECT NOT EXISTS (SELECT 1 FROM wine_product) AS empty")[0]["empty"] == "t" else { return }
            for index in Self.bulkBuiltIndexes {
                try connection.execute("DROP INDEX IF EXISTS \(index.prefix { $0 != " " })")
            }
        }
    }

    public func unfinishedImport() throws -> Int? {
        try database.transaction { connection in
            try PostgresSettings.value(WineSettingKeys.unfinishedImport, in: connection).flatMap { Int($0) }
        }
    }

    public func importFinished() throws {
        try database.transaction(locking: [Self.nameOrderLock]) { connection in
            try PostgresSettings.set(WineSettingKeys.unfinishedImport, nil, in: connection)
            // NB: the indexes a first import dropped (a no-op otherwise, and after an import
            // that was cut short and run again).
            try connection.execute("SET LOCAL maintenance_work_mem = '128MB'")
            for index in Self.bulkBuiltIndexes {
                try connection.execute("CREATE INDEX IF NOT EXISTS \(index)")
            }
            // NB: fresh statistics, so the planner picks the search index or the name order by
            // how many wines there now are; from a sample of 9,000 rows rather than 30,000 (the
            // search column's statistics cost most of it, and the plans only need the sizes).
            try connection.execute("SET LOCAL default_statistics_target = 30")
            try connection.execute("ANALYZE wine_product")
            try Self.rebuildNameOrder(connection)
        }
    }

    /// The advisory lock under which the name order is deleted or built: an import's batch
    /// waits for a build in flight, whose rows its `DELETE` then sees (READ COMMITTED takes
    /// each statement's snapshot when it starts), so no order outlives a change to the wines.
    static let nameOrderLock = "wine.nameOrder"

    /// Builds `wine_name_order` again: each wine's position (from 0) in the order pages are
    /// sorted by, A→Z. Z→A is the same order backwards (no two wines share a name and an id).
    static func rebuildNameOrder(_ connection: PostgresConnection) throws {
        try connection.execute("DELETE FROM wine_name_order")
        try connection.execute("""
            INSERT INTO wine_name_order (position, id)
            SELECT row_number() OVER (ORDER BY lower(name COLLATE "C"), id) - 1, id FROM wine_product
            """)
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
            if let search = PostgresSearch.query(CatalogSearch(query.search), categoryIDs: Set(query.categoryIDs).sorted()) {
                // NB: words and categories in one query: the search index answers both, and a
                // wine's entry holds its categories in all four groups.
                conditions.append("search @@ \(placeholder(search))::tsquery")
            }
            let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            let total = try connection.execute("SELECT count(*) AS total FROM wine_product \(whereClause)", arguments)[0].int(required: "total")
            let direction = query.sort == .nameAscending ? "ASC" : "DESC"
            if conditions.isEmpty, let range = try Self.namePositions(of: query, total: total, connection) {
                // NB: the whole catalog's page by its positions in the name order, however deep.
                let rows = try connection.execute(
                    """
                    SELECT w.* FROM wine_name_order o JOIN wine_product w ON w.id = o.id
                    WHERE o.position >= $1 AND o.position < $2 ORDER BY o.position \(direction)
                    """,
                    [range.lowerBound, range.upperBound]
                )
                return CatalogPage(wines: try rows.map(Self.wine), total: total)
            }
            let limit = placeholder(query.limit)
            let offset = placeholder(query.offset)
            let rows = try connection.execute(
                "SELECT * FROM wine_product \(whereClause) ORDER BY lower(name COLLATE \"C\") \(direction), id \(direction) LIMIT \(limit) OFFSET \(offset)",
                arguments
            )
            return CatalogPage(wines: try rows.map(Self.wine), total: total)
        }
    }

    /// The positions in the name order (A→Z) of the page `query` asks of the whole catalog of
    /// `total` wines, or nil when the order does not hold every wine (an import runs).
    static func namePositions(of query: CatalogQuery, total: Int, _ connection: PostgresConnection) throws -> Range<Int>? {
        guard let range = WineNameOrder.positions(offset: query.offset, limit: query.limit, descending: query.sort != .nameAscending, of: total) else {
            return nil
        }
        let last = try connection.execute("SELECT max(position) AS last FROM wine_name_order")[0].int("last")
        guard total > 0, let last, last + 1 == total else { return nil }
        return range
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
