import Domain
import Foundation
import GRDB
import UseCases

/// The imported catalog: `wine_product` (with an FTS5 index on the name) and `wine_category`.
///
/// A category filter is a lookup on the product's own column for that category's group
/// (`varietal_id = 138`), each backed by a (category, name) index, so a filtered page sorted
/// by name reads only the rows it returns; the search goes through the FTS5 index.
public struct SQLiteCatalogStore: CatalogStore {
    let database: KioskDatabase

    /// A store over `database`.
    public init(database: KioskDatabase) { self.database = database }

    public func upsertCategories(_ categories: [WineCategory]) throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                let statement = try db.cachedStatement(sql: """
                    INSERT INTO wine_category (id, name, group_id) VALUES (?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET name = excluded.name, group_id = excluded.group_id
                    """)
                for category in categories {
                    try statement.execute(arguments: [category.id, category.name, category.group.rawValue])
                }
            }
        }
    }

    /// Stores `wines` in one transaction: new ones are inserted, known ones updated.
    ///
    /// The search index is written here (`wine.v2.searchIndexWithCategories`): the batch goes in
    /// id order (the order both the table and FTS5 take best), a known wine's entry is replaced,
    /// and the entries are added together at the end.
    public func upsertWines(_ wines: [Wine]) throws {
        guard !wines.isEmpty else { return }
        // NB: one row per id, the last given, so that each wine has one search entry.
        var seen = Set<Int>()
        let batch = wines.reversed().filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                let insert = try db.cachedStatement(sql: """
                    INSERT INTO wine_product (id, name, label_url, description, type, vintage,
                        wine_type_id, wine_type_name, varietal_id, varietal_name, region_id, region_name,
                        appellation_id, appellation_name, vineyard, price_min, price_max, price_retail)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO NOTHING
                    """)
                let update = try db.cachedStatement(sql: """
                    UPDATE wine_product SET name = ?, label_url = ?, description = ?, type = ?, vintage = ?,
                        wine_type_id = ?, wine_type_name = ?, varietal_id = ?, varietal_name = ?,
                        region_id = ?, region_name = ?, appellation_id = ?, appellation_name = ?,
                        vineyard = ?, price_min = ?, price_max = ?, price_retail = ?
                    WHERE id = ?
                    """)
                let unindex = try db.cachedStatement(sql: "DELETE FROM wine_product_search WHERE rowid = ?")
                for wine in batch {
                    let values: [(any DatabaseValueConvertible)?] = [
                        wine.name, wine.labelURL, wine.description, wine.type, wine.vintage,
                        wine.wineType?.id, wine.wineType?.name, wine.varietal?.id, wine.varietal?.name,
                        wine.region?.id, wine.region?.name, wine.appellation?.id, wine.appellation?.name,
                        wine.vineyard, wine.priceMin?.cents, wine.priceMax?.cents, wine.priceRetail?.cents,
                    ]
                    try insert.execute(arguments: StatementArguments([wine.id] + values))
                    if db.changesCount == 0 {
                        try update.execute(arguments: StatementArguments(values + [wine.id]))
                        try unindex.execute(arguments: [wine.id])
                    }
                }
                for wine in batch {
                    try Self.addSearchEntry(id: wine.id, name: wine.name, categoryIDs: wine.categoryIDs, in: db)
                }
            }
        }
    }

    /// Adds a wine's entry to the search index: its name, and its categories as the tokens a
    /// search within categories matches (`c124 c138 c101 c2398`). The one writer of the index,
    /// for `upsertWines` and for the migration that built it (`wine.v2.searchIndexWithCategories`).
    static func addSearchEntry(id: Int, name: String, categoryIDs: [Int], in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO wine_product_search (rowid, name, categories) VALUES (?, ?, ?)")
            .execute(arguments: [id, name, categoryIDs.map { "c\($0)" }.joined(separator: " ")])
    }

    /// Gathers the statistics SQLite plans by (`ANALYZE`, ~0.1 s for 100,000 wines), and folds
    /// the write-ahead log back into the database, so that readers do not look pages up in it.
    /// The `setting` row that marks an import as unfinished, holding the announced total.
    static let unfinishedImportKey = WineSettingKeys.unfinishedImport

    /// The indexes that sort pages by name (all wines, and within each category group), as
    /// `wine.v1.catalog` made them.
    static let nameIndexes = [
        "wine_product_name ON wine_product(name COLLATE NOCASE, id)",
        "wine_product_wine_type ON wine_product(wine_type_id, name COLLATE NOCASE, id)",
        "wine_product_varietal ON wine_product(varietal_id, name COLLATE NOCASE, id)",
        "wine_product_region ON wine_product(region_id, name COLLATE NOCASE, id)",
        "wine_product_appellation ON wine_product(appellation_id, name COLLATE NOCASE, id)",
    ]

    /// Marks the import unfinished. Into an empty catalog, it also drops the name indexes,
    /// which `importFinished()` builds again at the end: kept up to date row by row they made
    /// half of a 100,000-wine import's time (3.2 s with them, 1.8 s without, 0.4 s to build them
    /// once); an import into a catalog people browse keeps them.
    public func importStarted(expected: Int) throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               arguments: [Self.unfinishedImportKey, String(expected)])
                if try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM wine_product LIMIT 1)") == 0 {
                    for index in Self.nameIndexes {
                        try db.execute(sql: "DROP INDEX IF EXISTS \(index.prefix { $0 != " " })")
                    }
                }
            }
        }
    }

    public func unfinishedImport() throws -> Int? {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [Self.unfinishedImportKey]).flatMap { Int($0) }
            }
        }
    }

    public func importFinished() throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [Self.unfinishedImportKey])
                // NB: the indexes an import into an empty catalog dropped (a no-op otherwise).
                for index in Self.nameIndexes { try db.execute(sql: "CREATE INDEX IF NOT EXISTS \(index)") }
                try db.execute(sql: "ANALYZE wine_product")
            }
            // NB: PASSIVE: a reader still in the log (the TUI beside the import) is not waited for.
            try database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(PASSIVE)") }
        }
    }

    public func categories() throws -> [WineCategory] {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                try Row.fetchAll(db, sql: "SELECT id, name, group_id FROM wine_category").compactMap { row -> WineCategory? in
                    guard let group = WineCategoryGroup(rawValue: row["group_id"]) else { return nil }
                    return WineCategory(id: row["id"], name: row["name"], group: group)
                }
            }
        }
    }

    public func browse(_ query: CatalogQuery) throws -> CatalogPage {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                // A search is answered by the search index, which holds each wine's categories
                // beside its name: it counts the matches alone. How many there are decides how the
                // page is read: a few are fetched by id and sorted; many are found by walking the
                // name order (of a category, if one is given) until the page is full, which stops
                // early because the matches are dense.
                let search = Self.ftsQuery(query.searchWords).map { words in
                    ([words] + Set(query.categoryIDs).sorted().map { "categories:\"c\($0)\"" }).joined(separator: " AND ")
                }
                let matches = try search.map { search in
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM wine_product_search WHERE wine_product_search MATCH ?", arguments: [search]) ?? 0
                }
                let bySearch = matches.map { $0 <= Self.searchDrivenLimit } ?? false
                var conditions: [String] = []
                var arguments: [any DatabaseValueConvertible] = []
                if !bySearch {
                    for id in Set(query.categoryIDs).sorted() {
                        let group = try Int.fetchOne(db, sql: "SELECT group_id FROM wine_category WHERE id = ?", arguments: [id])
                            .flatMap(WineCategoryGroup.init(rawValue:))
                        if let group {
                            conditions.append("\(WineSettingKeys.column(group)) = ?")
                            arguments.append(id)
                        } else {
                            // A category the category map did not list: match it in any group.
                            conditions.append("(wine_type_id = ? OR varietal_id = ? OR region_id = ? OR appellation_id = ?)")
                            arguments += [id, id, id, id]
                        }
                    }
                }
                if let search {
                    // NB: a unary `+` keeps SQLite from driving the query by this term.
                    conditions.append("\(bySearch ? "" : "+")id IN (SELECT rowid FROM wine_product_search WHERE wine_product_search MATCH ?)")
                    arguments.append(search)
                }
                let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
                let direction = query.sort == .nameAscending ? "ASC" : "DESC"
                let total = try matches ?? Int.fetchOne(db, sql: "SELECT count(*) FROM wine_product \(whereClause)", arguments: StatementArguments(arguments)) ?? 0
                let rows = try Row.fetchAll(
                    db,
                    sql: "SELECT * FROM wine_product \(whereClause) ORDER BY name COLLATE NOCASE \(direction), id \(direction) LIMIT ? OFFSET ?",
                    arguments: StatementArguments(arguments + [query.limit, query.offset])
                )
                return CatalogPage(wines: rows.map(Self.wine), total: total)
            }
        }
    }

    public func wine(id: Int) throws -> Wine? {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                try Row.fetchOne(db, sql: "SELECT * FROM wine_product WHERE id = ?", arguments: [id]).map(Self.wine)
            }
        }
    }

    public func wines(ids: [Int]) throws -> [Int: Wine] {
        guard !ids.isEmpty else { return [:] }
        return try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM wine_product WHERE id IN (\(placeholders))", arguments: StatementArguments(ids))
                return Dictionary(rows.map(Self.wine).map { ($0.id, $0) }) { first, _ in first }
            }
        }
    }

    public func wineCount() throws -> Int {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM wine_product") ?? 0 }
        }
    }

    // MARK: - Mapping

    /// Up to this many search matches, a page is made by fetching them by id and sorting them;
    /// beyond it, by walking the name order (at 1.3 µs a fetch and 0.2 µs a step, the two cost
    /// the same near 600 matches for a page of 25 from 100,000 wines).
    static let searchDrivenLimit = 1_000

    /// An FTS5 query where every word must start a word of the name: `name:"merl"* AND name:"napa"*`.
    /// Each word is quoted, so FTS5 syntax typed by a person (`AND`, `*`, `"`) is just text.
    static func ftsQuery(_ words: [String]) -> String? {
        let terms = words.compactMap { word -> String? in
            // NB: the tokenizer drops punctuation, so a word of punctuation only matches nothing
            // useful: leave it out rather than fail the whole query.
            let kept = word.filter { $0.isLetter || $0.isNumber }
            guard !kept.isEmpty else { return nil }
            return "name:\"\(word.replacingOccurrences(of: "\"", with: "\"\""))\"*"
        }
        return terms.isEmpty ? nil : terms.joined(separator: " AND ")
    }

    static func wine(_ row: Row) -> Wine {
        func category(_ prefix: String, _ group: WineCategoryGroup) -> WineCategory? {
            guard let id: Int = row["\(prefix)_id"] else { return nil }
            return WineCategory(id: id, name: row["\(prefix)_name"] ?? "", group: group)
        }
        func money(_ column: String) -> Money? {
            (row[column] as Int?).map { Money(cents: $0) }
        }
        return Wine(
            id: row["id"],
            name: row["name"],
            labelURL: row["label_url"],
            description: row["description"] ?? "",
            type: row["type"],
            vintage: row["vintage"],
            varietal: category("varietal", .varietal),
            wineType: category("wine_type", .wineType),
            appellation: category("appellation", .appellation),
            region: category("region", .region),
            vineyard: row["vineyard"],
            priceMin: money("price_min"),
            priceMax: money("price_max"),
            priceRetail: money("price_retail")
        )
    }
}
