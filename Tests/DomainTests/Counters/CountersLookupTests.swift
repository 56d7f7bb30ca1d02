import Domain
import Testing

@Suite struct CountersLookupTests {
    let counters = [
        Counter(id: "a1", title: "Cups of coffee", count: 5),
        Counter(id: "b2", title: "Tea", count: -2),
        Counter(id: "c3", title: "tea", count: 1),
        Counter(id: "d4", title: nil, count: 0),
        Counter(id: "e5", title: "Café ☕️ ñandú", count: 3),
    ]

    // MARK: Tests

    @Test func aCounterIsFoundByIdOrByAUniqueTitle() throws {
        #expect(try CounterLookup.resolve("b2", in: counters).id == "b2")
        #expect(try CounterLookup.resolve("  cups of COFFEE ", in: counters).id == "a1")
        #expect(try CounterLookup.resolve("Café ☕️ ñandú", in: counters).id == "e5")
    }

    @Test func anExactTitleWinsOverOnesThatDifferOnlyInCaseOrAccents() throws {
        #expect(try CounterLookup.resolve("Tea", in: counters).id == "b2")
        #expect(try CounterLookup.resolve(" tea ", in: counters).id == "c3")
        #expect(try CounterLookup.resolve("CAFE ☕️ NANDU", in: counters).id == "e5")
    }

    @Test func anAmbiguousTitleIsRefusedNamingTheIds() {
        #expect(throws: AppError.validation(field: "counter", rule: "“TEA” matches 2 counters (b2, c3); name one by its id")) {
            try CounterLookup.resolve("TEA", in: counters)
        }
        let twins = counters + [Counter(id: "f6", title: "Tea", count: 0)]
        #expect(throws: AppError.validation(field: "counter", rule: "“Tea” matches 2 counters (b2, f6); name one by its id")) {
            try CounterLookup.resolve("Tea", in: twins)
        }
    }

    @Test func anUnknownCounterIsNotFoundWithSuggestions() {
        #expect(throws: AppError.notFound(what: "Counter “coffee”", suggestions: ["Cups of coffee"])) {
            try CounterLookup.resolve("coffee", in: counters)
        }
        #expect(throws: AppError.self) { try CounterLookup.resolve("", in: counters) }
    }

    @Test func searchIgnoresCaseAndAccentsAndKeepsOrder() {
        #expect(CounterLookup.search("TEA", in: counters).map(\.id) == ["b2", "c3"])
        #expect(CounterLookup.search("cafe", in: counters).map(\.id) == ["e5"])
        #expect(CounterLookup.search(" ", in: counters).count == 5)
        #expect(CounterLookup.search("zzz", in: counters).isEmpty)
    }

    @Test func shareTextHasOneLinePerCounter() {
        #expect(CounterLookup.shareText(Array(counters.prefix(2)) + [counters[3]]) == "5 × Cups of coffee\n-2 × Tea\n0 × Untitled")
    }

    @Test func theSummaryCountsItemsAndSumsCountsEvenNegative() {
        #expect(CounterSummary(counters).text == "5 items · Counted 7 times")
        #expect(CounterSummary([counters[2]]).text == "1 item · Counted 1 time")
        #expect(CounterSummary([counters[1]]).text == "1 item · Counted -2 times")
        #expect(CounterSummary([]).text == "0 items · Counted 0 times")
    }

    @Test func titlesWithControlCharactersAreShownHarmlessly() {
        #expect(Counter(id: "x", title: "a\u{1B}[31mb\nc").displayTitle == "a?[31mb?c")
    }
}
