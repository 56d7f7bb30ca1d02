import Domain
import Testing

/// What a catalog search means: the words of a text, what matches them, the longest word kept,
/// the most words taken, and the order pages are sorted in.
@Suite struct WineCatalogSearchTests {
    @Test(arguments: [
        ("napa merlot", ["napa", "merlot"]),
        ("napa-merlot", ["napa", "merlot"]),
        ("merlot:napa", ["merlot", "napa"]),
        ("merlot+napa", ["merlot", "napa"]),
        ("napa,merlot.napa_merlot'x", ["napa", "merlot", "napa", "merlot", "x"]),
        ("Château-Neuf 2019", ["chateau", "neuf", "2019"]),
        ("CHÂTEAU", ["chateau"]),
        ("Rose\u{301}", ["rose"]),
        ("ＭＥＲＬＯＴ", ["merlot"]),
        ("Straße", ["strasse"]),
        ("赤ワイン🍷香港", ["赤ワイン", "香港"]),
        ("\"AND* OR (NEAR)", ["and", "or", "near"]),
        ("*** --- ''' \u{0}", []),
        ("", []),
    ])
    func aTextBecomesFoldedWordsAndPunctuationSeparatesThem(text: String, words: [String]) {
        #expect(CatalogSearch(text).words == words)
    }

    @Test func wordsMatchTheStartsOfANamesWordsInAnyOrder() {
        let name = CatalogSearch.nameWords(of: "Duckhorn Napa-Valley Merlot 2008")
        #expect(CatalogSearch("merl napa").matches(nameWords: name))
        #expect(CatalogSearch("valley,duck").matches(nameWords: name))
        #expect(CatalogSearch("MERLOT:2008").matches(nameWords: name))
        #expect(!CatalogSearch("erlot").matches(nameWords: name))
        #expect(!CatalogSearch("merlot cabernet").matches(nameWords: name))
        #expect(CatalogSearch("").matches(nameWords: name))
    }

    @Test func aWordLongerThanTheLongestKeptIsCutAtAWholeCharacter() {
        let long = CatalogSearch(String(repeating: "x", count: 2_047)).words
        #expect(long == [String(repeating: "x", count: CatalogSearch.longestWord)])
        let cjk = CatalogSearch(String(repeating: "香", count: 700)).words
        #expect(cjk == [String(repeating: "香", count: CatalogSearch.longestWord / 3)])
        let straddling = CatalogSearch(String(repeating: "x", count: CatalogSearch.longestWord - 1) + "ж").words
        #expect(straddling == [String(repeating: "x", count: CatalogSearch.longestWord - 1)])
        // The same cut in a name, so a long word typed whole still finds it.
        let name = CatalogSearch.nameWords(of: "Vin " + String(repeating: "x", count: 3_000))
        #expect(CatalogSearch(String(repeating: "x", count: 2_047)).matches(nameWords: name))
    }

    @Test func aNamesWordsAreKeptOnceAndAtMostTheMostNameWords() {
        #expect(CatalogSearch.nameWords(of: "Merlot merlot MERLOT napa") == ["merlot", "napa"])
        let many = (0..<2_000).map { "w\($0)" }.joined(separator: " ")
        #expect(CatalogSearch.nameWords(of: many).count == CatalogSearch.mostNameWords)
    }

    @Test func aSearchOfMoreWordsThanTakenIsRefusedNamingTheSearch() throws {
        let taken = Array(repeating: "a", count: CatalogSearch.mostWords).joined(separator: " ")
        try CatalogSearch.validate(taken)
        try CatalogQuery(search: taken).validate()
        #expect {
            try CatalogQuery(search: taken + "-b").validate()
        } throws: { error in
            guard case let .validation(field, rule)? = error as? AppError else { return false }
            return field == "search" && rule.contains("\(CatalogSearch.mostWords + 1) words") && rule.contains("at most \(CatalogSearch.mostWords)")
        }
    }

    @Test func pagesAreSortedByNameWithoutASCIICaseThenBytesThenID() {
        let wines = [(3, "b"), (1, "B"), (2, "a"), (4, "éa"), (5, "Éz"), (6, "Z"), (7, "")]
        let ascending = wines.sorted { CatalogSort.nameAscending.precedes($0.1, $0.0, $1.1, $1.0) }.map(\.0)
        #expect(ascending == [7, 2, 1, 3, 6, 5, 4])
        let descending = wines.sorted { CatalogSort.nameDescending.precedes($0.1, $0.0, $1.1, $1.0) }.map(\.0)
        #expect(descending == ascending.reversed())
        #expect(!CatalogSort.nameAscending.precedes("a", 1, "a", 1))
        #expect(!CatalogSort.nameDescending.precedes("a", 1, "a", 1))
    }
}
