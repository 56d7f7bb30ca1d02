import Domain
import Foundation
import GRDB
import UseCases

/// The imported catalog: `wine_product` (with an FTS5 index on the name) and `wine_category`.
///
/// A category filter is counted from the category's member list (`wine_category_member`,
/// `CategoryMemberList`) or the FTS5 index's category tokens, and a page of it is read by
/// walking the name index; the search goes through the FTS5 index (see `browse`).
public struct SQLiteCatalogStore: CatalogStore {
    let database: KioskDatabase

    /// A store over `database`.
    public init(database: KioskDatabase) { self.database = database }

    public func upsertCategories(_ categories: [WineCategory]) throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                let statement = try db.cachedStatement(sql: """
                    INSERT INTO wine_category (id, name, group_id, name_key) VALUES (?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET name = excluded.name, group_id = excluded.group_id, name_key = excluded.name_key
                    """)
                for category in categories {
                    try statement.execute(arguments: [category.id, category.name, category.group.rawValue, category.name.normalizedForUniqueness])
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
        let batch = Self.lastOfEachID(wines)
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                // NB: the category lists are derived from the rows written here; they go now
                // and come back with `importFinished`, in the meantime browsing asks FTS5.
                try CategoryMemberList.invalidate(in: db)
                try WineNameOrder.invalidate(in: db)
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
                var inserting = try RawStatement(insert, in: db)
                var updating = try RawStatement(update, in: db)
                var unindexing = try RawStatement(unindex, in: db)
                // NB: the wines are read in place (`wines[index]`), never copied: a copy retains
                // and releases each of a wine's texts.
                for index in batch {
                    inserting.bind(wines[index].id)
                    inserting.bindColumns(of: wines[index])
                    try inserting.run()
                    if inserting.changes == 0 {
                        updating.bindColumns(of: wines[index])
                        updating.bind(wines[index].id)
                        try updating.run()
                        unindexing.bind(wines[index].id)
                        try unindexing.run()
                    }
                }
                var indexing = try RawStatement(db.cachedStatement(sql: Self.addSearchEntrySQL), in: db)
                var tokens: [UInt8] = []
                for index in batch {
                    Self.bindSearchEntry(id: wines[index].id, name: wines[index].name, categoryIDs: wines[index].categoryIDs,
                                         to: &indexing, tokens: &tokens)
                    try indexing.run()
                }
            }
        }
    }

    /// How a wine's entry goes into the search index.
    private static let addSearchEntrySQL = "INSERT INTO wine_product_search (rowid, name, categories) VALUES (?, ?, ?)"

    /// Binds a search entry: the wine's id, its name's words (`CatalogSearch.nameWords`, one
    /// space between them: the `ascii` tokenizer takes each whole), and its categories as tokens
    /// (`c124 c138`), written into `tokens` (a buffer reused from wine to wine).
    private static func bindSearchEntry(id: Int, name: String, categoryIDs: [Int], to statement: inout RawStatement, tokens: inout [UInt8]) {
        statement.bind(id)
        tokens.removeAll(keepingCapacity: true)
        for word in CatalogSearch.nameWords(of: name) {
            if !tokens.isEmpty { tokens.append(UInt8(ascii: " ")) }
            tokens.append(contentsOf: word.utf8)
        }
        statement.bind(utf8: tokens)
        tokens.removeAll(keepingCapacity: true)
        for category in categoryIDs {
            if !tokens.isEmpty { tokens.append(UInt8(ascii: " ")) }
            tokens.append(UInt8(ascii: "c"))
            tokens.append(contentsOf: String(category).utf8)
        }
        statement.bind(utf8: tokens)
    }

    /// The indexes of `wines` to store, in id order: of wines given twice, the last (so that
    /// each wine has one search entry).
    static func lastOfEachID(_ wines: [Wine]) -> [Int] {
        // NB: the usual batch (an import's pages, which go in id order) needs no sorting.
        if zip(wines.indices, wines.indices.dropFirst()).allSatisfy({ wines[$0].id < wines[$1].id }) {
            return Array(wines.indices)
        }
        var last: [Int: Int] = [:]
        for index in wines.indices { last[wines[index].id] = index }
        return last.values.sorted { wines[$0].id < wines[$1].id }
    }

    /// Adds every wine's entry to an empty search index: its name's words, and its categories
    /// as the tokens a search within categories matches (`c124 c138 c101 c2398`), as
    /// `upsertWines` does; for the migrations that build the index.
    static func indexEveryWine(in db: Database) throws {
        var statement = try RawStatement(db.cachedStatement(sql: addSearchEntrySQL), in: db)
        var tokens: [UInt8] = []
        let wines = try Row.fetchCursor(db, sql: "SELECT id, name, wine_type_id, varietal_id, region_id, appellation_id FROM wine_product ORDER BY id")
        while let wine = try wines.next() {
            // NB: the order of `Wine.categoryIDs`.
            let categoryIDs: [Int?] = [wine["wine_type_id"], wine["varietal_id"], wine["region_id"], wine["appellation_id"]]
            bindSearchEntry(id: wine["id"], name: wine["name"], categoryIDs: categoryIDs.compactMap { $0 }, to: &statement, tokens: &tokens)
            try statement.run()
        }
    }

    /// The `setting` row that marks an import as unfinished, holding the announced total.
    static let unfinishedImportKey = WineSettingKeys.unfinishedImport

    /// The index that sorts pages by name, as `wine.v1.catalog` made it.
    ///
    /// NB: the one index on names. `wine.v1.catalog` also sorted each category group by name
    /// (four more indexes); the search index's category tokens now find a category's wines
    /// (`browse`), and building those four made a third of a 100,000-wine import
    /// (`wine.v5.oneNameIndex` drops them).
    static let nameIndex = "wine_product_name ON wine_product(name COLLATE NOCASE, id)"

    /// Marks the import unfinished. Into an empty catalog, it also drops the name index, which
    /// `importFinished()` builds again at the end (sorting once is cheaper than keeping it in
    /// order row by row); an import into a catalog people browse keeps it.
    public func importStarted(expected: Int) throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               arguments: [Self.unfinishedImportKey, String(expected)])
                if try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM wine_product LIMIT 1)") == 0 {
                    try db.execute(sql: "DROP INDEX IF EXISTS \(Self.nameIndex.prefix { $0 != " " })")
                }
            }
        }
    }

    /// Decided in one immediate transaction (processes on one file take turns).
    public func claimImport(owner: String) throws -> ImportClaim {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.writeWithoutTransaction { db in
                var claim = ImportClaim.claimed
                try db.inTransaction(.immediate) {
                    let now = Date().timeIntervalSince1970
                    let presence = ImportPresence.path(of: database.url)
                    if let held = try Self.importClaim(db), held.owner != owner {
                        let fresh = now - held.renewed < ImportClaim.freshFor.timeInterval
                        // NB: the holder's lock says whether it is alive: a killed import's
                        // claim is taken over at once. Its age decides only where the lock
                        // cannot be asked (a read-only directory) or is held past it (a hung
                        // import).
                        let alive = ImportPresence.isHeldHere(presence) || ImportPresence.hold(presence) != true
                        if alive, fresh {
                            claim = .heldElsewhere
                            return .rollback
                        }
                    } else {
                        _ = ImportPresence.hold(presence)
                    }
                    try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                                   arguments: [WineSettingKeys.importClaim, "\(owner) \(now)"])
                    return .commit
                }
                return claim
            }
        }
    }

    public func releaseImport(owner: String) throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                guard try Self.importClaim(db)?.owner == owner else { return }
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [WineSettingKeys.importClaim])
                // NB: let go inside the transaction: a kiosk waiting for this import looks in
                // one of its own, after this commit, and finds no claim rather than a free lock.
                ImportPresence.release(ImportPresence.path(of: database.url))
            }
        }
    }

    /// The import claim's owner and when it was renewed (`WineSettingKeys.importClaim`).
    private static func importClaim(_ db: Database) throws -> (owner: String, renewed: Double)? {
        guard let value = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [WineSettingKeys.importClaim]),
              let space = value.lastIndex(of: " "), let renewed = Double(value[value.index(after: space)...]) else { return nil }
        return (String(value[..<space]), renewed)
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
                // NB: the index an import into an empty catalog dropped (a no-op otherwise).
                try db.execute(sql: "CREATE INDEX IF NOT EXISTS \(Self.nameIndex)")
                // NB: the statistics SQLite plans by, from a sample: analysing the whole table
                // is a noticeable part of a large import, and the plans only need the sizes.
                try db.execute(sql: "PRAGMA analysis_limit = 1000")
                try db.execute(sql: "ANALYZE wine_product")
                try CategoryMemberList.rebuild(in: db)
                try WineNameOrder.rebuild(in: db)
            }
            // NB: PASSIVE: a reader still in the log (the TUI beside the import) is not waited for.
            try database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(PASSIVE)") }
        }
    }

    public func categories() throws -> [WineCategory] {
        try categories(where: "") { _ in }
    }

    public func categories(id: Int?, nameKey key: String) throws -> [WineCategory] {
        try categories(where: "WHERE id = ? OR name_key = ?") {
            $0.bind(id)
            $0.bind(key)
        }
    }

    /// The categories `condition` (a `WHERE` clause, or nothing) selects with what `bind` binds.
    private func categories(where condition: String, bind: (inout RawStatement) -> Void) throws -> [WineCategory] {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                var categories: [WineCategory] = []
                var statement = try RawStatement("SELECT id, name, group_id FROM wine_category \(condition)", in: db)
                bind(&statement)
                try statement.forEachRow { row in
                    if let id = row.int(0), let group = row.int(2).flatMap(WineCategoryGroup.init(rawValue:)) {
                        categories.append(WineCategory(id: id, name: row.text(1) ?? "", group: group))
                    }
                    return true
                }
                return categories
            }
        }
    }

    public func browse(_ query: CatalogQuery) throws -> CatalogPage {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                // A search or a category filter is answered by the search index, which holds
                // each wine's categories beside its name, and by each category's member list
                // (`CategoryMemberList`) where the lists are current: a category's wines are
                // counted from its list, and a search asks the index for the words alone and
                // filters its answer by the lists (FTS5 walking a category's tens of thousands
                // of entries cost more than the words). How many
                // there are, and how deep the page is, decides how the page is read: fetching
                // every match by id and sorting them, or walking the name order until the page
                // is full (which stops early where the matches are dense). A search reads the
                // matches' ids once for both (`browseSearch`).
                let categoryIDs = Set(query.categoryIDs).sorted()
                let words = Self.ftsQuery(CatalogSearch(query.search))
                let terms = (words.map { [$0] } ?? []) + categoryIDs.map { "categories:\"c\($0)\"" }
                let direction = query.sort == .nameAscending ? "ASC" : "DESC"
                let order = "ORDER BY name COLLATE NOCASE \(direction), id \(direction) LIMIT ? OFFSET ?"
                guard !terms.isEmpty else {
                    let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM wine_product") ?? 0
                    let descending = query.sort != .nameAscending
                    if let page = try WineNameOrder.page(offset: query.offset, limit: query.limit, descending: descending, of: total, db) {
                        let wines = try Self.wines(ids: page, db)
                        return CatalogPage(wines: page.compactMap { id in wines.first { $0.id == id } }, total: total)
                    }
                    // NB: while the name order is rebuilt, the page's ids from the name index
                    // alone, then their rows: asked for every column, the walk read the row of
                    // each wine it skipped too, tens of thousands for a deep page.
                    let sql = """
                        SELECT \(Self.wineColumns) FROM wine_product WHERE id IN (SELECT id FROM wine_product \(order))
                        ORDER BY name COLLATE NOCASE \(direction), id \(direction)
                        """
                    let wines = try Self.wines(sql, db) {
                        $0.bind(query.limit)
                        $0.bind(query.offset)
                    }
                    return CatalogPage(wines: wines, total: total)
                }
                let match = terms.joined(separator: " AND ")
                let members = try Self.memberLists(of: categoryIDs, db)
                if let words {
                    return try Self.browseSearch(match, words: words, members: members, query, db)
                }
                let matches = try members.map(Self.countOfAll)
                    ?? Int.fetchOne(db, sql: "SELECT count(*) FROM wine_product_search WHERE wine_product_search MATCH ?", arguments: [match]) ?? 0
                guard matches > query.offset else { return CatalogPage(wines: [], total: matches) }
                let matching = "id IN (SELECT rowid FROM wine_product_search WHERE wine_product_search MATCH ?)"
                if try Self.fetchesMatches(matches, through: query.offset + query.limit, db) {
                    let wines = try Self.wines("SELECT \(Self.wineColumns) FROM wine_product WHERE \(matching) \(order)", db) {
                        $0.bind(match)
                        $0.bind(query.limit)
                        $0.bind(query.offset)
                    }
                    return CatalogPage(wines: wines, total: matches)
                }
                // NB: categories alone: the walk checks each wine's categories in its row, in
                // every group (a wine is in a category when any of its four is that id, whichever
                // group the category map gives it).
                var conditions: [String] = []
                var arguments: [Int] = []
                for id in categoryIDs {
                    conditions.append("(wine_type_id = ? OR varietal_id = ? OR region_id = ? OR appellation_id = ?)")
                    arguments += [id, id, id, id]
                }
                let wines = try Self.wines("SELECT \(Self.wineColumns) FROM wine_product WHERE \(conditions.joined(separator: " AND ")) \(order)", db) {
                    for argument in arguments + [query.limit, query.offset] { $0.bind(argument) }
                }
                return CatalogPage(wines: wines, total: matches)
            }
        }
    }

    public func wine(id: Int) throws -> Wine? {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                try Self.wines("SELECT \(Self.wineColumns) FROM wine_product WHERE id = ?", db) { $0.bind(id) }.first
            }
        }
    }

    public func wines(ids: [Int]) throws -> [Int: Wine] {
        guard !ids.isEmpty else { return [:] }
        return try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                Dictionary(try Self.wines(ids: ids, db).map { ($0.id, $0) }) { first, _ in first }
            }
        }
    }

    public func wineCount() throws -> Int {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM wine_product") ?? 0 }
        }
    }

    /// A page of the wines whose names hold every search word (and that are in every category
    /// of `match`), in one pass over the search index.
    ///
    /// The index's answer, every matching id in ascending order, is both the total and the test
    /// the page is read with: walking the name order, a wine is on the page when its id is in
    /// that list (a binary search), so the walk reads the name index alone and stops once the
    /// page is full. Where the matches are few, they are fetched and sorted instead.
    ///
    /// NB: asking the index twice (a count, then a walk testing `id IN (the words' matches)`)
    /// built the list twice, the second time as a temporary b-tree of every matching id: about
    /// twice the work of one pass.
    ///
    /// With the categories' member lists (`members`), the index is asked for the words alone
    /// (`words`) and its answer filtered by each list; without them, for the whole `match`.
    static func browseSearch(_ match: String, words: String, members: [CategoryMemberList]?, _ query: CatalogQuery, _ db: Database) throws -> CatalogPage {
        let wineCount = try catalogSize(db)
        var matching: [Int] = []
        // NB: room for every wine (up to a million), the most a search can match. A buffer that
        // large is mapped, not touched: only the pages the ids fill cost anything, and the list
        // is not copied as it grows (doubling it would copy it into fresh pages each time).
        matching.reserveCapacity(min(wineCount, 1 << 20))
        var search = try RawStatement("SELECT rowid FROM wine_product_search WHERE wine_product_search MATCH ? ORDER BY rowid", in: db)
        search.bind(members == nil ? match : words)
        try search.forEachInteger { id in
            matching.append(id)
            return true
        }
        for list in members ?? [] {
            list.bytes.withUnsafeBytes { CategoryMemberList.filter(&matching, by: $0) }
        }
        let total = matching.count
        guard total > query.offset else { return CatalogPage(wines: [], total: total) }
        let direction = query.sort == .nameAscending ? "ASC" : "DESC"
        let order = "ORDER BY name COLLATE NOCASE \(direction), id \(direction)"
        if fetchesMatches(total, through: query.offset + query.limit, of: wineCount) {
            let sql = """
                SELECT \(Self.wineColumns) FROM wine_product
                WHERE id IN (SELECT rowid FROM wine_product_search WHERE wine_product_search MATCH ?) \(order) LIMIT ? OFFSET ?
                """
            let wines = try Self.wines(sql, db) {
                $0.bind(match)
                $0.bind(query.limit)
                $0.bind(query.offset)
            }
            return CatalogPage(wines: wines, total: total)
        }
        var page: [Int] = []
        var skipped = 0
        var walk = try RawStatement("SELECT id FROM wine_product \(order)", in: db)
        try walk.forEachInteger { id in
            guard Self.contains(id, inAscending: matching) else { return true }
            guard skipped == query.offset else {
                skipped += 1
                return true
            }
            page.append(id)
            return page.count < query.limit
        }
        // NB: the page's order by a search of at most `limit` wines, not a dictionary: the
        // process's first `[Int: Wine]` costs more than the search.
        let wines = try Self.wines(ids: page, db)
        return CatalogPage(wines: page.compactMap { id in wines.first { $0.id == id } }, total: total)
    }

    /// The member list of each of `categoryIDs`, or nil when there are none or one of them has
    /// no list (the lists are being rebuilt: FTS5 answers instead).
    static func memberLists(of categoryIDs: [Int], _ db: Database) throws -> [CategoryMemberList]? {
        guard !categoryIDs.isEmpty else { return nil }
        var lists: [CategoryMemberList] = []
        var statement = try RawStatement("SELECT wine_count, ids FROM wine_category_member WHERE category_id = ?", in: db)
        for id in categoryIDs {
            statement.bind(id)
            var found: CategoryMemberList?
            try statement.forEachRow { row in
                found = CategoryMemberList(bytes: row.blob(1), count: row.int(0) ?? 0)
                return false
            }
            guard let found else { return nil }
            lists.append(found)
        }
        return lists
    }

    /// How many wines are in every one of `lists`.
    static func countOfAll(_ lists: [CategoryMemberList]) -> Int {
        guard lists.count > 1 else { return lists.first?.count ?? 0 }
        var ids = lists[0].ids
        for list in lists.dropFirst() {
            list.bytes.withUnsafeBytes { CategoryMemberList.filter(&ids, by: $0) }
        }
        return ids.count
    }

    /// Whether `id` is in `ids`, which are in ascending order.
    static func contains(_ id: Int, inAscending ids: [Int]) -> Bool {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ids.count && ids[low] == id
    }

    // MARK: - Mapping

    /// Whether a page ending at `end` (offset + limit) of `matches` matching wines is read by
    /// fetching every match and sorting them, rather than by walking the name order.
    ///
    /// Walking reads about `end × wines / matches` rows (the matches spread through the name
    /// order); fetching reads only the matches, each about five times dearer, and sorts them
    /// (the weights below). So a deep page of a rare category is fetched, an early page of a
    /// common one walked.
    static func fetchesMatches(_ matches: Int, through end: Int, _ db: Database) throws -> Bool {
        fetchesMatches(matches, through: end, of: try catalogSize(db))
    }

    /// `fetchesMatches(_:through:_:)` for a catalog of `wines`.
    static func fetchesMatches(_ matches: Int, through end: Int, of wines: Int) -> Bool {
        Double(matches) * Double(matches) * 2 <= Double(end) * Double(wines) * 0.4
    }

    /// How many wines the catalog holds, as planning needs it: the size ANALYZE recorded (at
    /// the end of every import), without counting; 100,000 for a catalog never analysed.
    static func catalogSize(_ db: Database) throws -> Int {
        // NB: the table is looked up in the schema directly: GRDB's `tableExists` loads and
        // caches the whole schema first (a millisecond of a one-page command).
        let analysed = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_stat1')") ?? false
        let stat = analysed
            ? try String.fetchOne(db, sql: "SELECT stat FROM sqlite_stat1 WHERE idx = 'wine_product_name'") : nil
        return stat.flatMap { Int($0.prefix { $0 != " " }) } ?? 100_000
    }

    /// An FTS5 query where every word searched must start a word of the name (`CatalogSearch`):
    /// `name:"merl"* AND name:"napa"*`; nil for a search without words.
    static func ftsQuery(_ search: CatalogSearch) -> String? {
        // NB: a word holds no `"` (nor any ASCII punctuation), so quoting it makes it one
        // token whatever it is (`AND`, `NEAR`, `c124`), and the `ascii` tokenizer keeps its
        // bytes as the index has them.
        let terms = search.words.map { "name:\"\($0)\"*" }
        return terms.isEmpty ? nil : terms.joined(separator: " AND ")
    }

    /// The columns `wine(_:)` reads, in its order: every query of wines selects these.
    static let wineColumns = """
        id, name, label_url, description, type, vintage, wine_type_id, wine_type_name, varietal_id, varietal_name, \
        region_id, region_name, appellation_id, appellation_name, vineyard, price_min, price_max, price_retail
        """

    /// The wines `sql` (a query of `wineColumns`) finds with what `bind` binds, in its order.
    ///
    /// NB: read through SQLite's C API (`RawStatement`), column by position: GRDB copies each
    /// row into boxed values and finds a column by name with a case-insensitive search through
    /// the row's names, which was most of the time a page's 25 wines took to read.
    static func wines(_ sql: String, _ db: Database, bind: (inout RawStatement) -> Void) throws -> [Wine] {
        var statement = try RawStatement(sql, in: db)
        bind(&statement)
        var wines: [Wine] = []
        try statement.forEachRow { row in
            wines.append(wine(row))
            return true
        }
        return wines
    }

    /// The wines of `ids` that exist, in no particular order.
    static func wines(ids: [Int], _ db: Database) throws -> [Wine] {
        var found: [Wine] = []
        // NB: in slices, as SQLite takes at most 32,766 parameters in a statement.
        for start in stride(from: 0, to: ids.count, by: 500) {
            let slice = ids[start..<min(start + 500, ids.count)]
            let placeholders = Array(repeating: "?", count: slice.count).joined(separator: ",")
            let sql = "SELECT \(wineColumns) FROM wine_product WHERE id IN (\(placeholders))"
            found += try wines(sql, db) { statement in slice.forEach { statement.bind($0) } }
        }
        return found
    }

    /// The wine in a row of `wineColumns`.
    static func wine(_ row: RawRow) -> Wine {
        func category(_ column: Int32, _ group: WineCategoryGroup) -> WineCategory? {
            guard let id = row.int(column) else { return nil }
            return WineCategory(id: id, name: row.text(column + 1) ?? "", group: group)
        }
        return Wine(
            id: row.int(0) ?? 0,
            name: row.text(1) ?? "",
            labelURL: row.text(2),
            description: row.text(3) ?? "",
            type: row.text(4),
            vintage: row.text(5),
            varietal: category(8, .varietal),
            wineType: category(6, .wineType),
            appellation: category(12, .appellation),
            region: category(10, .region),
            vineyard: row.text(14),
            priceMin: row.int(15).map(Money.init(cents:)),
            priceMax: row.int(16).map(Money.init(cents:)),
            priceRetail: row.int(17).map(Money.init(cents:))
        )
    }
}
