import Domain
import Foundation
import GRDB
@testable import Persistence
import Synchronization
import TestSupport
import Testing

@Suite(.hangGuard) struct StatementLogTests {
    @Test func aStatementIsOneLineEndingInASemicolon() {
        #expect(StatementLog.line("SELECT id\nFROM wine_product\r\nWHERE id = 1") == "SELECT id FROM wine_product WHERE id = 1;")
        #expect(StatementLog.line("PRAGMA user_version;") == "PRAGMA user_version;")
        #expect(StatementLog.line("SELECT id FROM wine_product", stoppedAfter: 3) == "SELECT id FROM wine_product; -- stopped after 3 rows")
    }

    @Test func statementsSQLiteRunsForItselfAreLeftOut() {
        #expect(StatementLog.line("-- SELECT pgno FROM 'main'.'wine_product_search_idx' WHERE segid=?") == nil)
        #expect(StatementLog.line("SELECT k, v FROM 'main'.'wine_product_search_config'") == nil)
        #expect(StatementLog.line("PRAGMA 'main'.data_version") == nil)
        #expect(StatementLog.line("") == nil)
    }

    /// What `kiosk wine catalog --verbose` prints is the browse's own statements, values in
    /// place: run again on the file by another connection, each runs, and the search finds what
    /// the browse found.
    @Test func aBrowsesLoggedStatementsReplayOnTheFile() throws {
        let directory = try TemporaryDirectory()
        let red = WineCategory(id: 124, name: "Red Wine", group: .wineType)
        try SQLiteCatalogStore(database: try KioskDatabase(directory: directory.url)).upsertCategories([red])
        try SQLiteCatalogStore(database: try KioskDatabase(directory: directory.url)).upsertWines([
            Wine(id: 1, name: "Silver Cellars Merlot", wineType: red),
            Wine(id: 2, name: "Cellars' \"Reserve\" Red", wineType: red),
            Wine(id: 3, name: "Cellar Door White"),
        ])
        let lines = Mutex<[String]>([])
        let database = try KioskDatabase(
            file: directory.url.appendingPathComponent(KioskDatabase.fileName), connections: .single,
            statementLog: { line in lines.withLock { $0.append(line) } }
        )
        let page = try SQLiteCatalogStore(database: database).browse(CatalogQuery(sort: .nameDescending, categoryIDs: [124], search: "cellars"))
        #expect(page.wines.map(\.id) == [1, 2])
        let logged = lines.withLock { $0 }
        #expect(logged.contains("PRAGMA mmap_size = \(KioskDatabase.memoryMapSize);"))
        let search = try #require(logged.first { $0.contains("MATCH") })
        #expect(search.contains("'name:\"cellars\"*"))
        for line in logged {
            #expect(!line.hasPrefix("--") && !line.contains("'main'.") && !line.contains("\n"))
            #expect(line.hasSuffix(";") || line.range(of: #"; -- stopped after \d+ rows$"#, options: .regularExpression) != nil)
        }
        try database.writer.read { db in
            var walk = try RawStatement("SELECT id FROM wine_product ORDER BY id", in: db)
            try walk.forEachInteger { _ in false }
        }
        #expect(lines.withLock { $0 }.contains("SELECT id FROM wine_product ORDER BY id; -- stopped after 1 rows"))
        let replay = try DatabaseQueue(path: directory.url.appendingPathComponent(KioskDatabase.fileName).path)
        try replay.writeWithoutTransaction { db in
            for line in logged { try db.execute(sql: line) }
            #expect(try Int.fetchAll(db, sql: search) == [1, 2])
        }
    }
}
