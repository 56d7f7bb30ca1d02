import Domain
import Foundation
import Testing

@Suite struct WineTests {
    @Test func anEmptyDescriptionShowsThePlaceholder() {
        #expect(Wine(id: 1, name: "A").displayDescription == Wine.descriptionPlaceholder)
        #expect(Wine(id: 1, name: "A", description: "  <p> </p> ").displayDescription == Wine.descriptionPlaceholder)
    }

    @Test func anHTMLDescriptionBecomesText() {
        let wine = Wine(id: 1, name: "A", description: "<p>Rich &amp; <b>round</b>.<br/>Long finish.</p>")
        #expect(wine.displayDescription == "Rich & round.\nLong finish.")
    }

    @Test func categoryIDsListEveryKnownCategory() {
        let wine = Wine(id: 1, name: "A", varietal: WineCategory(id: 138, name: "Merlot", group: .varietal),
                        wineType: WineCategory(id: 124, name: "Red", group: .wineType))
        #expect(Set(wine.categoryIDs) == [138, 124])
    }

    @Test func orderNumbersArePadded() {
        #expect(WineOrder.number(sequence: 42) == "W-000042")
        #expect(WineOrder.number(sequence: 1_234_567) == "W-1234567")
    }

    @Test func theThrottleIsFreeForThreeFailuresThenDoubles() {
        let start = Date(timeIntervalSince1970: 1_000)
        var throttle = SignInThrottle()
        for _ in 0..<2 { throttle = throttle.recordingFailure(at: start) }
        #expect(throttle.remainingDelay(at: start) == 0)
        throttle = throttle.recordingFailure(at: start)
        #expect(throttle.remainingDelay(at: start) == 2)
        throttle = throttle.recordingFailure(at: start)
        #expect(throttle.remainingDelay(at: start) == 4)
        #expect(throttle.remainingDelay(at: start.addingTimeInterval(4)) == 0)
        #expect(SignInThrottle.delay(afterFailures: 100) == 300, "five minutes at most")
        #expect(SignInThrottle.delay(afterFailures: 10) == 256)
    }

    @Test func catalogQueryBoundsAreChecked() {
        #expect(throws: AppError.validation(field: "limit", rule: "must be from 1 to 500 (got 0)")) { try CatalogQuery(limit: 0).validate() }
        #expect(throws: AppError.validation(field: "offset", rule: "must be 0 or more (got -1)")) { try CatalogQuery(offset: -1).validate() }
    }
}
