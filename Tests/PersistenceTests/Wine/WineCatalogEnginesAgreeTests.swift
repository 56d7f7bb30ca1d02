import Domain
import Foundation
@testable import Persistence
import TestSupport
import Testing
import UseCases

/// The proof that a catalog query means one thing whichever engine holds the catalog: generated
/// catalogs (accents, case, punctuation, CJK, emoji, long words, zero and missing prices,
/// categories shared across groups or missing from the category map, imports finished or not)
/// and generated queries (words typed as a shopper would, joined by punctuation, hostile
/// strings, categories that exist or not, both sorts, any offset and limit) run on the
/// in-memory store, SQLite and PostgreSQL (when a test cluster is given), which must answer
/// with the same ids in the same order and the same total.
///
/// Seeds 1…20 and 10 random ones run every time, 100 queries each; a failure names its seed.
/// Replay one with `KIOSK_PROPERTY_SEED=1234 swift test --filter WineCatalogEnginesAgreeTests`;
/// `KIOSK_TEST_LONG=1` runs 400 more seeds of 250 queries.
@Suite(.serialized, .hangGuard) struct WineCatalogEnginesAgreeTests {
    static var seeds: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["KIOSK_PROPERTY_SEED"], let seed = UInt64(text) { return [seed] }
        var random = SystemRandomNumberGenerator()
        let extra = environment["KIOSK_TEST_LONG"] == "1" ? 400 : 10
        return Array(1...20) + (0..<extra).map { _ in random.next() % 1_000_000_000 }
    }

    static var queriesPerCatalog: Int { ProcessInfo.processInfo.environment["KIOSK_TEST_LONG"] == "1" ? 250 : 100 }

    @Test func everyEngineGivesEveryQueryTheSameAnswer() throws {
        let postgres = try TestPostgres.isAvailable ? PostgresDatabase(location: TestPostgres.newDatabase()) : nil
        var cases = 0
        var failures: [String] = []
        var spent: [String: Duration] = [:]
        let started = ContinuousClock.now
        for seed in Self.seeds {
            var generator = SeededGenerator(seed: seed)
            let catalog = GeneratedCatalog(using: &generator)
            let directory = try TemporaryDirectory()
            var engines: [(name: String, store: any CatalogStore)] = [
                ("memory", InMemoryCatalogStore()),
                ("sqlite", SQLiteCatalogStore(database: try KioskDatabase(directory: directory.url))),
            ]
            if let postgres {
                try postgres.transaction { try $0.execute("TRUNCATE wine_product, wine_category; DELETE FROM setting") }
                engines.append(("postgres", PostgresCatalogStore(database: postgres)))
            }
            for engine in engines {
                let loading = ContinuousClock.now
                try catalog.load(into: engine.store)
                spent[engine.name, default: .zero] += ContinuousClock.now - loading
            }
            for _ in 0..<Self.queriesPerCatalog {
                let query = GeneratedCatalog.query(for: catalog, using: &generator)
                cases += 1
                var answers: [(name: String, ids: [Int], total: Int)] = []
                for engine in engines {
                    do {
                        let asking = ContinuousClock.now
                        defer { spent[engine.name, default: .zero] += ContinuousClock.now - asking }
                        let page = try engine.store.browse(query)
                        answers.append((engine.name, page.wines.map(\.id), page.total))
                    } catch {
                        failures.append("seed \(seed): \(engine.name) threw \(error) for \(query.debugText)")
                    }
                }
                guard let reference = answers.first else { continue }
                for answer in answers.dropFirst() where answer.ids != reference.ids || answer.total != reference.total {
                    failures.append("""
                        seed \(seed) (replay with KIOSK_PROPERTY_SEED=\(seed)): \(query.debugText)
                          \(reference.name): \(reference.total) \(reference.ids)
                          \(answer.name): \(answer.total) \(answer.ids)
                          names: \(catalog.names(of: Set(reference.ids + answer.ids)))
                        """)
                }
            }
            if failures.count >= 10 { break }
        }
        postgres?.close()
        let elapsed = ContinuousClock.now - started
        let engines = spent.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))" }
        print("WineCatalogEnginesAgreeTests: \(cases) queries in \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))) (\(engines.joined(separator: ", ")))")
        for failure in failures.prefix(10) { Issue.record(Comment(rawValue: failure)) }
    }
}

/// A catalog made from a seed, and the queries asked of it.
struct GeneratedCatalog {
    /// The pieces names are made of: what wine names hold, and what trips search engines.
    static let nameWords = [
        "Merlot", "merlot", "MERLOT", "Merl", "Napa", "napa", "Château", "CHÂTEAU", "chateau", "Chateau", "Élan", "élan", "ÉLAN",
        "Ürzig", "Würzgarten", "Straße", "STRASSE", "İzmir", "izmir", "Ωμέγα", "ΟΔΟΣ", "香港", "香", "赤ワイン", "ワイン", "한국",
        "🍷", "🍷Rosé", "Rosé", "Rose\u{301}", "ﬁne", "ＭＥＲＬＯＴ", "2019", "1999", "0", "N°5", "d'Yquem", "D'YQUEM", "AND", "OR",
        "NEAR", "NOT", "c124", String(repeating: "x", count: 300), String(repeating: "香", count: 120), "a", "b", "Zinfandel",
        "zinfandel", "Ölberg", "ölberg", "Öl", "El", "el", "Ça", "ça", "Zz", "zz", "Z", "z", "aa", "aA", "Aa", "ǅemal", "Ⅻ", "½",
        "٣٤", "x\u{200D}y", "👍🏽", "🇫🇷", "naïve", "NAÏVE",
    ]
    /// What joins the pieces of a name, or the words of a search.
    static let separators = [
        " ", " ", " ", "-", ",", ".", "_", "'", ":", "+", "/", "&", "(", ")", "\"", "*", "  ", "—", "·", "\u{00A0}", "\u{3000}", "\t",
        "\n", "", "|", "!", "<->", "^", "~", "%", "\\",
    ]
    /// Searches no engine may read as its own syntax, nor fail on.
    static let hostileSearches = [
        "\"", "\"\"", "\"merlot", "*", "merl*", "AND", "OR", "NOT", "NEAR(merlot napa)", "name:merlot", "categories:c124", "c124",
        "^merlot", "-merlot", "(", ")", "{name}: merlot", "'", "''", "\\", "\\'", "%", "_", "'; DROP TABLE wine_product; --",
        "!merlot", "merlot & napa", "merlot | napa", "<->", ":*", "merlot:*", "\u{0}", "a\u{0}b", "\u{FFFD}", "\u{200B}", "🍷",
        String(repeating: "x", count: 2047), String(repeating: "香", count: 700), String(repeating: "e\u{301}", count: 300),
        String(repeating: "x", count: 256), String(repeating: "x", count: 254) + "é", " ", "\t\n", "1e10", "NULL", "null",
        "%00", "\u{202E}ΟΔΟΣ", "ǅ", "ß", "İ", "ss", "i", "merlot:napa", "merlot+napa", "napa-merlot", "napa,merlot",
        "napa.merlot", "napa_merlot", "napa'merlot", "a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5",
    ]
    /// Category ids wines are in (in any group) and queries ask for.
    static let categoryIDs = [1, 2, 3, 5, 8, 124, 125, 138, 2398, 777]
    /// Category ids no wine is in, some beyond what PostgreSQL's integer holds.
    static let absentCategoryIDs = [999_999, -5, 0, 3_000_000_000, Int.max]

    let categories: [WineCategory]
    /// The batches `upsertWines` is given, in order.
    let batches: [[Wine]]
    /// Whether the import is finished (SQLite then reads its category lists).
    let finished: Bool
    /// Wines stored after the import finished (SQLite drops its lists).
    let later: [Wine]

    init(using generator: inout SeededGenerator) {
        let groups = WineCategoryGroup.allCases
        // NB: some ids are in the category map under one group and on wines under another;
        // some are on wines and not in the map at all.
        categories = Self.categoryIDs.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }.map { id in
            WineCategory(id: id, name: "Category \(id)", group: groups.randomElement(using: &generator)!)
        }
        func category(_ group: WineCategoryGroup, _ generator: inout SeededGenerator) -> WineCategory? {
            guard Bool.random(using: &generator) else { return nil }
            return WineCategory(id: Self.categoryIDs.randomElement(using: &generator)!, name: "", group: group)
        }
        func name(_ generator: inout SeededGenerator) -> String {
            var name = ""
            for index in 0..<Int.random(in: 0...5, using: &generator) {
                if index > 0 || Int.random(in: 0..<6, using: &generator) == 0 { name += Self.separators.randomElement(using: &generator)! }
                name += Self.nameWords.randomElement(using: &generator)!
            }
            return name
        }
        func money(_ generator: inout SeededGenerator) -> Money? {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: nil
            case 1: Money(cents: 0)
            default: Money(cents: Int.random(in: 1...100_000, using: &generator))
            }
        }
        let size = Int.random(in: 0...90, using: &generator)
        let ids = (0..<size).map { _ in Int.random(in: 1...2_000_000_000, using: &generator) }
        var wines: [Wine] = []
        for id in ids + ids.prefix(Int.random(in: 0...3, using: &generator)) {
            wines.append(Wine(
                id: id, name: name(&generator), labelURL: Bool.random(using: &generator) ? "http://x/\(id).jpg" : nil,
                vintage: Bool.random(using: &generator) ? "2019" : nil,
                varietal: category(.varietal, &generator), wineType: category(.wineType, &generator),
                appellation: category(.appellation, &generator), region: category(.region, &generator),
                priceMin: money(&generator), priceMax: money(&generator), priceRetail: money(&generator)
            ))
        }
        let cut = wines.isEmpty ? 0 : Int.random(in: 0...wines.count, using: &generator)
        batches = [Array(wines[..<cut]), Array(wines[cut...])].filter { !$0.isEmpty }
        finished = Int.random(in: 0..<4, using: &generator) > 0
        later = finished && Bool.random(using: &generator) && !wines.isEmpty
            ? [Wine(id: wines.randomElement(using: &generator)!.id, name: name(&generator), wineType: category(.wineType, &generator))]
            : []
    }

    /// Imports the catalog into `store`, as `kiosk wine import` does.
    func load(into store: any CatalogStore) throws {
        try store.importStarted(expected: batches.map(\.count).reduce(0, +))
        try store.upsertCategories(categories)
        for batch in batches { try store.upsertWines(batch) }
        if finished { try store.importFinished() }
        if !later.isEmpty { try store.upsertWines(later) }
    }

    /// The current names of `ids`, for a failure's message.
    func names(of ids: Set<Int>) -> [Int: String] {
        var names: [Int: String] = [:]
        for wine in batches.joined() + later where ids.contains(wine.id) { names[wine.id] = wine.name }
        return names
    }

    /// A query a shopper or a hostile tester could ask of `catalog`.
    static func query(for catalog: GeneratedCatalog, using generator: inout SeededGenerator) -> CatalogQuery {
        let wines = Array(catalog.batches.joined())
        var search = ""
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...3 where !wines.isEmpty:
            // Words of a name, cut to a prefix, in another case, joined by anything.
            let name = wines.randomElement(using: &generator)!.name
            let pieces = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
            for index in 0..<Int.random(in: 1...3, using: &generator) {
                guard var piece = pieces.randomElement(using: &generator) else { break }
                piece = String(piece.prefix(Int.random(in: 1...max(1, piece.count), using: &generator)))
                if Bool.random(using: &generator) { piece = Bool.random(using: &generator) ? piece.uppercased() : piece.lowercased() }
                if index > 0 { search += separators.randomElement(using: &generator)! }
                search += piece
            }
        case 4, 5:
            search = hostileSearches.randomElement(using: &generator)!
        case 6:
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                search += nameWords.randomElement(using: &generator)! + separators.randomElement(using: &generator)!
            }
        default:
            break
        }
        var categories: [Int] = []
        if Int.random(in: 0..<5, using: &generator) < 2 {
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                categories.append(Int.random(in: 0..<8, using: &generator) == 0
                    ? absentCategoryIDs.randomElement(using: &generator)! : categoryIDs.randomElement(using: &generator)!)
            }
        }
        let offsets = [0, 0, 0, 0, 1, 2, 5, 24, 25, 60, 1_000, Int.max - 1]
        return CatalogQuery(
            sort: Bool.random(using: &generator) ? .nameAscending : .nameDescending, categoryIDs: categories, search: search,
            limit: [1, 2, 5, 25, 25, 500].randomElement(using: &generator)!, offset: offsets.randomElement(using: &generator)!
        )
    }
}

extension CatalogQuery {
    /// The query as a failure shows it (the search escaped, cut if long).
    var debugText: String {
        let shown = search.count > 40 ? String(search.prefix(40)) + "…(\(search.count) characters)" : search
        return "search \(shown.debugDescription), categories \(categoryIDs), sort \(sort.rawValue), limit \(limit), offset \(offset)"
    }
}
