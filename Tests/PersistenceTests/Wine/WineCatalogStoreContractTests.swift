import Domain
import Foundation
import GRDB
@testable import Persistence
import TestSupport
import Testing
import UseCases

/// What every `CatalogStore` that keeps wines promises, on SQLite and on PostgreSQL.
@Suite struct WineCatalogStoreContractTests {

    static let red = WineCategory(id: 124, name: "Red Wine", group: .wineType)
    static let white = WineCategory(id: 125, name: "White Wine", group: .wineType)
    static let merlot = WineCategory(id: 138, name: "Merlot", group: .varietal)
    static let napa = WineCategory(id: 2398, name: "Napa Valley", group: .appellation)
    static let california = WineCategory(id: 101, name: "California", group: .region)

    /// A store of `kind` holding four wines in five categories.
    func seeded(_ backing: StoreBacking) throws -> any CatalogStore {
        let store: any CatalogStore = switch backing.kind {
        case .postgres: PostgresCatalogStore(database: try backing.postgresDatabase())
        default: SQLiteCatalogStore(database: try backing.sqlite())
        }
        try store.upsertCategories([Self.red, Self.white, Self.merlot, Self.napa, Self.california])
        try store.upsertWines([
            Wine(id: 1, name: "Duckhorn Napa Merlot 2008", labelURL: "http://x/1.jpg", varietal: Self.merlot, wineType: Self.red,
                 appellation: Self.napa, region: Self.california, vineyard: "Duckhorn", priceRetail: Money(cents: 4999)),
            Wine(id: 2, name: "aalto PS 2009", wineType: Self.red),
            Wine(id: 3, name: "Château Montelena Chardonnay", wineType: Self.white, region: Self.california),
            Wine(id: 4, name: "Merlot Reserve", varietal: Self.merlot, wineType: Self.red),
        ])
        return store
    }

    @Test(arguments: StoreKind.durable) func winesRoundTripWithEveryOptionalField(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        let wine = try #require(try store.wine(id: 1))
        #expect(wine.labelURL == "http://x/1.jpg")
        #expect(wine.region == Self.california)
        #expect(wine.priceRetail == Money(cents: 4999))
        #expect(wine.priceMin == nil)
        #expect(try store.wine(id: 2)?.labelURL == nil)
    }

    @Test(arguments: StoreKind.durable) func emptyTextsAndUnicodeAndZeroPricesComeBackAsGiven(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        let given = Wine(id: 77, name: "Ürzig Würzgarten ✳︎ 𝔚ein\u{200B}", labelURL: "", description: " two lines,\nspaces around \n", type: "", vintage: "",
                         varietal: Self.merlot, vineyard: "", priceMin: Money(cents: 0), priceMax: nil, priceRetail: Money(cents: 1))
        try store.upsertWines([given])
        #expect(try store.wine(id: 77) == given)
        #expect(try store.browse(CatalogQuery(search: "wurzgarten")).wines.map(\.id) == [77])
    }

    @Test(arguments: StoreKind.durable) func sortingIsByNameWithoutCaseBothWays(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        #expect(try store.browse(CatalogQuery()).wines.map(\.id) == [2, 3, 1, 4])
        #expect(try store.browse(CatalogQuery(sort: .nameDescending)).wines.map(\.id) == [4, 1, 3, 2])
    }

    @Test(arguments: StoreKind.durable) func everyCategoryMustMatch(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        #expect(try store.browse(CatalogQuery(categoryIDs: [124])).wines.map(\.id) == [2, 1, 4])
        #expect(try store.browse(CatalogQuery(categoryIDs: [124, 138])).wines.map(\.id) == [1, 4])
        #expect(try store.browse(CatalogQuery(categoryIDs: [101, 124])).wines.map(\.id) == [1])
        #expect(try store.browse(CatalogQuery(categoryIDs: [125, 124])).total == 0)
        #expect(try store.browse(CatalogQuery(categoryIDs: [99999])).total == 0)
    }

    @Test(arguments: StoreKind.durable) func searchMatchesWordPrefixesWithoutCaseOrAccents(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        #expect(try store.browse(CatalogQuery(search: "MERL")).wines.map(\.id) == [1, 4])
        #expect(try store.browse(CatalogQuery(search: "merlot napa")).wines.map(\.id) == [1])
        #expect(try store.browse(CatalogQuery(search: "chateau")).wines.map(\.id) == [3])
        #expect(try store.browse(CatalogQuery(search: "\"AND* OR (")).wines.isEmpty)
        #expect(try store.browse(CatalogQuery(search: "***")).total == 4)
    }

    /// Of imports claiming the catalog at once, one holds the claim until it gives it up (or
    /// stops renewing it); claiming again renews one's own claim.
    @Test(arguments: StoreKind.durable) func anImportClaimIsOneOwnersUntilGivenUp(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let front = try backing.wine(kiosk: "front").catalog
        let back = try backing.wine(kiosk: "back").catalog
        #expect(try front.claimImport(owner: "front import") == .claimed)
        #expect(try back.claimImport(owner: "back import") == .heldElsewhere)
        #expect(try front.claimImport(owner: "front import") == .claimed)
        try back.releaseImport(owner: "back import")
        #expect(try back.claimImport(owner: "back import") == .heldElsewhere)
        try front.releaseImport(owner: "front import")
        #expect(try back.claimImport(owner: "back import") == .claimed)
        #expect(try front.claimImport(owner: "front import") == .heldElsewhere)
    }

    @Test(arguments: StoreKind.durable) func sortFilterSearchAndPagingCombine(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        let page = try store.browse(CatalogQuery(sort: .nameDescending, categoryIDs: [138], search: "merlot", limit: 1, offset: 1))
        #expect(page.wines.map(\.id) == [1])
        #expect(page.total == 2)
    }

    @Test(arguments: StoreKind.durable) func upsertingReplacesAWineAndItsSearchEntry(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        try store.upsertWines([Wine(id: 2, name: "Vega Sicilia Unico")])
        #expect(try store.browse(CatalogQuery(search: "aalto")).total == 0)
        #expect(try store.browse(CatalogQuery(search: "unico")).wines.map(\.id) == [2])
        #expect(try store.wineCount() == 4)
    }

    @Test(arguments: StoreKind.durable) func everyCategoryIsListedWithItsGroup(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        // NB: in no particular order: `BrowseCatalog.categories()` orders them.
        #expect(Set(try store.categories()) == [Self.red, Self.white, Self.merlot, Self.napa, Self.california])
    }

    /// What a `--category` argument can mean: the category with that id, or those whose name
    /// is the argument as `normalizedForUniqueness` has it (case, composition, format
    /// characters aside; accents kept), in any group.
    @Test(arguments: StoreKind.durable) func categoriesAreFoundByIDOrByNameKey(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        let rose = WineCategory(id: 147, name: "Rose\u{0301}\u{200B}", group: .wineType)
        let portType = WineCategory(id: 8, name: "Port", group: .wineType)
        let portPlace = WineCategory(id: 9, name: "PORT", group: .appellation)
        try store.upsertCategories([rose, portType, portPlace])
        #expect(try store.categories(id: 124, nameKey: "124") == [Self.red])
        #expect(Set(try store.categories(id: 125, nameKey: "merlot")) == [Self.white, Self.merlot])
        #expect(Set(try store.categories(id: nil, nameKey: "port")) == [portType, portPlace])
        #expect(try store.categories(id: nil, nameKey: "rosé".normalizedForUniqueness) == [rose])
        #expect(try store.categories(id: nil, nameKey: "rose").isEmpty)
        #expect(try store.categories(id: 99999, nameKey: "nothing").isEmpty)
        let renamed = WineCategory(id: 138, name: "Merlot Noir", group: .varietal)
        try store.upsertCategories([renamed])
        #expect(try store.categories(id: nil, nameKey: "merlot").isEmpty)
        #expect(try store.categories(id: nil, nameKey: "merlot noir") == [renamed])
    }

    /// Categories imported before their names had keys (`wine.v6.categoryNameKeys`) are found by
    /// name once the file is migrated.
    @Test func categoriesOfAnEarlierSQLiteDatabaseAreFoundByNameAfterTheMigration() throws {
        let old = try TemporaryDirectory()
        do {
            let pool = try DatabasePool(path: old.url.appendingPathComponent("kiosk.sqlite").path)
            try KioskMigrations.all.migrator.migrate(pool, upTo: "wine.v5.oneNameIndex")
            try pool.write { db in
                try db.execute(sql: "INSERT INTO wine_category (id, name, group_id) VALUES (124, 'Red Wine', ?), (147, 'Rosé', ?)",
                               arguments: [WineCategoryGroup.wineType.rawValue, WineCategoryGroup.wineType.rawValue])
            }
        }
        let migrated = SQLiteCatalogStore(database: try KioskDatabase(directory: old.url))
        #expect(try migrated.categories(id: nil, nameKey: "red wine").map(\.id) == [124])
        #expect(try migrated.categories(id: nil, nameKey: "ROSÉ".normalizedForUniqueness).map(\.id) == [147])
        #expect(try BrowseCatalog(catalog: migrated).resolveCategories(["  RED wine ", "rosé", "124"]) == [124, 147, 124])
    }

    @Test(arguments: StoreKind.durable) func aReimportDoesNotDuplicateSearchEntries(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        try store.upsertWines([Wine(id: 4, name: "Merlot Reserve", varietal: Self.merlot, wineType: Self.red), Wine(id: 5, name: "Merlot Nouveau")])
        #expect(try store.browse(CatalogQuery(search: "merlot")).wines.map(\.id) == [1, 5, 4])
        #expect(try store.browse(CatalogQuery(search: "merlot")).total == 3)
    }

    @Test(arguments: StoreKind.durable) func aBatchGivingOneIDTwiceKeepsTheLastAndIndexesItOnce(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        try store.upsertWines([Wine(id: 9, name: "First Name"), Wine(id: 8, name: "Other"), Wine(id: 9, name: "Second Name")])
        #expect(try store.wine(id: 9)?.name == "Second Name")
        #expect(try store.browse(CatalogQuery(search: "first")).total == 0)
        #expect(try store.browse(CatalogQuery(search: "second")).wines.map(\.id) == [9])
        #expect(try store.wineCount() == 6)
    }

    @Test(arguments: StoreKind.durable) func aBatchMixingNewAndKnownWinesIndexesEachByItsCurrentName(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        try store.upsertWines((10..<60).map { Wine(id: $0, name: "Bulk \($0)") } + [Wine(id: 3, name: "Montelena Estate Cabernet", wineType: Self.red)])
        #expect(try store.browse(CatalogQuery(search: "bulk")).total == 50)
        #expect(try store.browse(CatalogQuery(search: "chardonnay")).total == 0)
        #expect(try store.browse(CatalogQuery(search: "cabernet")).wines.map(\.id) == [3])
        #expect(try store.browse(CatalogQuery(categoryIDs: [124], search: "montelena")).wines.map(\.id) == [3])
    }

    @Test(arguments: StoreKind.durable) func aFinishedImportLeavesStatisticsAndTheSameAnswers(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        let before = try store.browse(CatalogQuery(sort: .nameDescending, categoryIDs: [124], search: "merlot"))
        try store.importFinished()
        let statistics: Int? = switch kind {
        case .postgres:
            try backing.postgresDatabase().transaction { connection in
                try connection.execute("SELECT count(*) AS n FROM pg_stats WHERE tablename = 'wine_product'")[0].int("n")
            }
        default:
            try backing.sqlite().writer.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'wine_product'")
            }
        }
        #expect((statistics ?? 0) > 0)
        #expect(try store.browse(CatalogQuery(sort: .nameDescending, categoryIDs: [124], search: "merlot")) == before)
    }

    @Test(arguments: StoreKind.durable) func aSearchWithinCategoriesIsAnsweredWithTheirWines(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try seeded(backing)
        #expect(try store.browse(CatalogQuery(categoryIDs: [124], search: "merlot")).wines.map(\.id) == [1, 4])
        #expect(try store.browse(CatalogQuery(categoryIDs: [124, 2398], search: "merlot")).wines.map(\.id) == [1])
        #expect(try store.browse(CatalogQuery(categoryIDs: [125], search: "merlot")).total == 0)
        // A word that looks like the index's own category tokens is only ever a name.
        #expect(try store.browse(CatalogQuery(search: "c124")).total == 0)
    }

    /// A database of the first release (search kept by triggers, name only) is migrated: the
    /// index is rebuilt with the categories and kept by `upsertWines` from then on.
    @Test func aFirstReleaseSQLiteDatabaseIsMigratedAndSearchesWithinCategories() throws {
        let old = try TemporaryDirectory()
        do {
            let pool = try DatabasePool(path: old.url.appendingPathComponent("kiosk.sqlite").path)
            try KioskMigrations.all.migrator.migrate(pool, upTo: "wine.v1.carts")
            try pool.write { db in
                try db.execute(sql: "INSERT INTO wine_product (id, name, wine_type_id) VALUES (7, 'Old Vine Zinfandel', 124), (8, 'Old Rosé', 125)")
            }
        }
        let migratedDatabase = try KioskDatabase(directory: old.url)
        let migrated = SQLiteCatalogStore(database: migratedDatabase)
        // The migration listed each category's wines from the rows it found.
        let lists = try migratedDatabase.writer.read { db in
            try SQLiteCatalogStore.memberLists(of: [124, 125], db)?.map(\.ids)
        }
        #expect(lists == [[7], [8]])
        #expect(try migrated.browse(CatalogQuery(search: "old")).wines.map(\.id) == [8, 7])
        #expect(try migrated.browse(CatalogQuery(categoryIDs: [124], search: "old")).wines.map(\.id) == [7])
        try migrated.upsertWines([Wine(id: 7, name: "New Vine Zinfandel")])
        #expect(try migrated.browse(CatalogQuery(search: "old")).wines.map(\.id) == [8])
        #expect(try migrated.browse(CatalogQuery(categoryIDs: [124], search: "vine")).total == 0)
        #expect(try migrated.browse(CatalogQuery(search: "vine")).wines.map(\.id) == [7])
    }
    /// Wines stored after an import drop the categories' member lists in the same transaction,
    /// so a browse never counts a wine in a category it has left; the next finished import
    /// lists them again.
    @Test func winesStoredAfterAnImportAreCountedInTheirNewCategories() throws {
        let directory = try TemporaryDirectory()
        let database = try KioskDatabase(directory: directory.url)
        let store = SQLiteCatalogStore(database: database)
        try store.upsertCategories([Self.red, Self.white])
        try store.importStarted(expected: 3)
        try store.upsertWines([Wine(id: 1, name: "Alpha", wineType: Self.red), Wine(id: 2, name: "Beta", wineType: Self.red),
                               Wine(id: 3, name: "Gamma", wineType: Self.white)])
        try store.importFinished()
        #expect(try store.browse(CatalogQuery(categoryIDs: [124])).total == 2)
        try store.upsertWines([Wine(id: 2, name: "Beta", wineType: Self.white)])
        #expect(try store.browse(CatalogQuery(categoryIDs: [124])).wines.map(\.id) == [1])
        #expect(try store.browse(CatalogQuery(categoryIDs: [125], search: "beta")).wines.map(\.id) == [2])
        #expect(try store.browse(CatalogQuery(categoryIDs: [125])).total == 2)
        try store.importStarted(expected: 3)
        try store.importFinished()
        let lists = try database.writer.read { db in try SQLiteCatalogStore.memberLists(of: [124, 125], db)?.map(\.ids) }
        #expect(lists == [[1], [2, 3]])
        #expect(try store.browse(CatalogQuery(categoryIDs: [124, 125])).total == 0)
        #expect(try store.browse(CatalogQuery(categoryIDs: [125], search: "beta")).wines.map(\.id) == [2])
    }

    /// A first import leaves the name index out while it stores wines, and builds it at the
    /// end; an import into a catalog people browse keeps it all along. (The four per-category
    /// name indexes of `wine.v1.catalog` are gone: `wine.v5.oneNameIndex`.)
    @Test func aFirstSQLiteImportBuildsTheNameIndexOnceAtTheEnd() throws {
        let empty = try TemporaryDirectory()
        let database = try KioskDatabase(directory: empty.url)
        let store = SQLiteCatalogStore(database: database)
        func indexes() throws -> Set<String> {
            try database.writer.read { db in
                Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'wine_product_%'"))
            }
        }
        let all: Set = ["wine_product_name"]
        #expect(try indexes() == all)
        try store.importStarted(expected: 2)
        #expect(try indexes().isEmpty)
        try store.upsertWines([Wine(id: 2, name: "b"), Wine(id: 1, name: "A")])
        #expect(try store.browse(CatalogQuery()).wines.map(\.id) == [1, 2])
        try store.importFinished()
        #expect(try indexes() == all)
        try store.importStarted(expected: 2)
        #expect(try indexes() == all)
        try store.importFinished()
    }

    /// A first import into an empty PostgreSQL catalog drops the indexes it would keep up row
    /// by row and builds them at its end, as the migrations define them; an import into a
    /// catalog people browse keeps them all along.
    @Test(.enabled(if: TestPostgres.isAvailable)) func aFirstPostgreSQLImportBuildsItsIndexesOnceAtTheEnd() throws {
        let backing = try StoreBacking(.postgres)
        let database = try backing.postgresDatabase()
        let store = PostgresCatalogStore(database: database)
        func indexes() throws -> [String] {
            try database.transaction { connection in
                try connection.execute("SELECT indexdef FROM pg_indexes WHERE tablename = 'wine_product' ORDER BY indexname").map { try $0.string("indexdef") }
            }
        }
        let migrated = try indexes()
        #expect(migrated.count == PostgresCatalogStore.bulkBuiltIndexes.count + 1)
        try store.importStarted(expected: 2)
        #expect(try indexes().count == 1)
        try store.upsertWines([Wine(id: 2, name: "b Merlot"), Wine(id: 1, name: "A Merlot")])
        #expect(try store.browse(CatalogQuery(search: "merl")).wines.map(\.id) == [1, 2])
        try store.importFinished()
        #expect(try indexes() == migrated)
        try store.importStarted(expected: 2)
        #expect(try indexes() == migrated)
        try store.importFinished()
        #expect(try indexes() == migrated)
    }

    /// A filtered page is read either by fetching every match and sorting, or by walking the
    /// name order, as the number of matches and the page's depth make cheaper: both give the
    /// page a plain sort of the matches gives.
    @Test(arguments: [DatabaseConnections.pool, .single]) func filteredPagesAreTheSameWhicheverWayTheyAreRead(connections: DatabaseConnections) throws {
        let directory = try TemporaryDirectory()
        let database = try KioskDatabase(directory: directory.url, connections: connections)
        let store = SQLiteCatalogStore(database: database)
        let rare = WineCategory(id: 900, name: "Rare", group: .varietal)
        try store.upsertCategories([Self.red, Self.white, rare])
        // NB: region 777 is on wines but not in the category map: its list comes from the rows.
        let unlisted = WineCategory(id: 777, name: "Unlisted", group: .region)
        var generator = SeededGenerator(seed: 22)
        let words = ["Cellars", "Estate", "Vineyard", "Reserve", "Hill", "Creek"]
        let wines = (1...3_000).map { id in
            Wine(id: id, name: "\(words.randomElement(using: &generator)!) \(Int.random(in: 1...999, using: &generator)) \(words.randomElement(using: &generator)!)",
                 varietal: id % 60 == 0 ? rare : nil, wineType: id % 3 == 0 ? Self.white : Self.red, region: id % 7 == 0 ? unlisted : nil)
        }
        try store.importStarted(expected: wines.count)
        try store.upsertWines(wines)
        try store.importFinished()
        func expected(_ query: CatalogQuery) -> (ids: [Int], total: Int) {
            let matching = wines.filter { wine in
                Set(query.categoryIDs).isSubset(of: Set(wine.categoryIDs))
                    && query.searchWords.allSatisfy { word in wine.name.lowercased().split(separator: " ").contains { $0.hasPrefix(word) } }
            }
            let sorted = matching.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
            let ordered = query.sort == .nameAscending ? sorted : sorted.reversed()
            return (Array(ordered.dropFirst(query.offset).prefix(query.limit).map(\.id)), matching.count)
        }
        func listed() throws -> Set<Int> {
            try database.writer.read { db in Set(try Int.fetchAll(db, sql: "SELECT category_id FROM wine_category_member")) }
        }
        // Both with the categories' member lists (after an import) and without them (while
        // one runs, when FTS5 answers).
        #expect(try listed() == [124, 125, 900, 777])
        var ways = Set<Bool>()
        for lists in [true, false] {
            if !lists { try database.writer.write { db in try CategoryMemberList.invalidate(in: db) } }
            for categories in [[124], [125], [900], [124, 900], [777, 125], [999], [124, 999]] {
                for search in ["", "cell", "creek hill"] {
                    for sort in [CatalogSort.nameAscending, .nameDescending] {
                        for offset in [0, 25, 900, 1_990] {
                            let query = CatalogQuery(sort: sort, categoryIDs: categories, search: search, limit: 25, offset: offset)
                            let page = try store.browse(query)
                            let want = expected(query)
                            #expect(page.wines.map(\.id) == want.ids && page.total == want.total, "\(query), lists: \(lists)")
                            ways.insert(try database.writer.read { db in
                                try SQLiteCatalogStore.fetchesMatches(want.total, through: offset + 25, db)
                            })
                        }
                    }
                }
            }
        }
        #expect(ways == [true, false])
        #expect(try listed().isEmpty)
    }

    /// A page of the whole catalog is read by its positions in the name order where the store
    /// keeps them (SQLite, after an import): paging through every page, both ways, with any
    /// page size and any offset, gives the wines a plain sort gives (names equal but for case
    /// kept in id order), during a first import, after it, and while a later import renames
    /// wines and adds others between two pages.
    @Test(arguments: StoreKind.durable) func everyPageOfTheWholeCatalogHoldsTheWinesOfAPlainSort(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try backing.wine().catalog
        var generator = SeededGenerator(seed: 40)
        let words = ["Cellars", "cellars", "CELLARS", "Estate", "estate", "Hill", "Creek", "Zin", "zin", "a", "A", "b"]
        func name(_ generator: inout SeededGenerator) -> String {
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
        }
        // NB: ids out of name order, and a few names given to several wines.
        var wines: [Int: Wine] = [:]
        for index in 1...420 {
            let id = index * 7_919 % 10_007
            wines[id] = Wine(id: id, name: name(&generator))
        }
        func expected(_ sort: CatalogSort) -> [Int] {
            let sorted = wines.values.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }.map(\.id)
            return sort == .nameAscending ? sorted : sorted.reversed()
        }
        func checkEveryPage(_ moment: String) throws {
            for sort in [CatalogSort.nameAscending, .nameDescending] {
                let want = expected(sort)
                for limit in [1, 7, 25] {
                    var read: [Int] = []
                    for offset in stride(from: 0, to: want.count, by: limit) {
                        let page = try store.browse(CatalogQuery(sort: sort, limit: limit, offset: offset))
                        #expect(page.total == want.count, "\(moment): \(sort) at \(offset)")
                        read += page.wines.map(\.id)
                    }
                    #expect(read == want, "\(moment): \(sort), \(limit) a page")
                }
                for offset in [3, want.count - 1, want.count, want.count + 30] {
                    let page = try store.browse(CatalogQuery(sort: sort, limit: 25, offset: offset))
                    #expect(page.wines.map(\.id) == Array(want.dropFirst(offset).prefix(25)), "\(moment): \(sort) at \(offset)")
                }
            }
        }
        let ids = wines.keys.sorted()
        try store.importStarted(expected: ids.count)
        try store.upsertWines(ids.prefix(200).compactMap { wines[$0] })
        let firstHalf = wines
        wines = wines.filter { $0.key <= ids[199] }
        try checkEveryPage("a first import, half way")
        wines = firstHalf
        try store.upsertWines(ids.dropFirst(200).compactMap { wines[$0] })
        try store.importFinished()
        try checkEveryPage("after the import")
        // A later import: a page read, then wines renamed and added, then the next page.
        let before = try store.browse(CatalogQuery(limit: 25, offset: 25)).wines.map(\.id)
        #expect(before == Array(expected(.nameAscending).dropFirst(25).prefix(25)))
        try store.importStarted(expected: ids.count + 40)
        var batch: [Wine] = []
        for id in ids.shuffled(using: &generator).prefix(60) {
            wines[id]?.name = name(&generator)
            batch.append(wines[id]!)
        }
        for index in 1...40 {
            let id = 20_000 + index
            wines[id] = Wine(id: id, name: name(&generator))
            batch.append(wines[id]!)
        }
        try store.upsertWines(batch)
        try checkEveryPage("while a later import runs")
        try store.importFinished()
        try checkEveryPage("after the later import")
    }

    /// SQLite keeps the name order of a finished import, and drops it with any change to the
    /// wines until the next import finishes (pages are walked meanwhile).
    @Test func theNameOrderIsKeptForAFinishedImportAndDroppedByAnyChange() throws {
        let directory = try TemporaryDirectory()
        let database = try KioskDatabase(directory: directory.url)
        let store = SQLiteCatalogStore(database: database)
        func positions() throws -> [Int] {
            try database.writer.read { db in try Int.fetchAll(db, sql: "SELECT id FROM wine_name_order ORDER BY position") }
        }
        try store.importStarted(expected: 3)
        try store.upsertWines([Wine(id: 3, name: "b"), Wine(id: 1, name: "B"), Wine(id: 2, name: "a")])
        #expect(try positions().isEmpty)
        try store.importFinished()
        #expect(try positions() == [2, 1, 3])
        #expect(try store.browse(CatalogQuery(sort: .nameDescending, limit: 2, offset: 1)).wines.map(\.id) == [1, 2])
        try store.upsertWines([Wine(id: 4, name: "c")])
        #expect(try positions().isEmpty)
        #expect(try store.browse(CatalogQuery(sort: .nameDescending, limit: 2, offset: 1)).wines.map(\.id) == [3, 1])
    }
}

