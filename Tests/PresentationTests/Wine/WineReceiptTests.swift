import Foundation
import Presentation
import TestSupport
import Testing

/// A Wine Club order's receipt for a thermal printer: 42 columns, names cut with "…", amounts
/// flush right, UTF-8 kept (golden: `__Snapshots__/WineReceiptTests/`).
@Suite struct WineReceiptTests {
    static let order = WineOrder(
        id: "W-000042", employeeID: 1, placedAt: Date(timeIntervalSince1970: 1_795_310_800),
        lines: [
            .init(wineID: 104663, name: "Napa Cellars Merlot 2007", quantity: 2, unitPrice: Money(cents: 2200)),
            .init(wineID: 112172, name: "Twomey Cellars by Silver Oak Merlot 2007 Magnum", quantity: 12, unitPrice: Money(cents: 12_999)),
            .init(wineID: 7, name: "Château Müller-Thurgau — Grand Cru spéciale", quantity: 1, unitPrice: Money(cents: 1950)),
            .init(wineID: 8, name: "Zind Riesling", quantity: 1),
        ],
        employeeName: "Ana Lima"
    )

    @Test func theReceiptIsFortyTwoColumnsWithNamesCutAndTotalsAligned() {
        let text = WineReceipt.make(Self.order, timeZone: TimeZone(identifier: "UTC")!).text()
        let lines = text.split(separator: "\n").map(String.init)
        Snapshot.assert(lines: lines, named: "wine-receipt-42")
        #expect(lines.allSatisfy { $0.count <= Receipt.paperWidth })
        #expect(text.hasSuffix("\n"))
    }

    @Test func aNameThatFitsIsNeverCutAndTheAmountAlwaysShows() {
        let receipt = WineReceipt.make(Self.order, timeZone: TimeZone(identifier: "UTC")!)
        let text = receipt.text(width: 24)
        #expect(text.contains("2 × Napa Cellars… $44.00"))
        for line in text.split(separator: "\n") { #expect(line.count <= 24, "\(line)") }
    }

    @Test func theTimeIsTheKiosksOwn() {
        let receipt = WineReceipt.make(Self.order, timeZone: TimeZone(secondsFromGMT: 3600)!)
        #expect(receipt.time == Receipt.time(Self.order.placedAt, in: TimeZone(secondsFromGMT: 3600)!))
        #expect(receipt.time != WineReceipt.make(Self.order, timeZone: TimeZone(identifier: "UTC")!).time)
    }
}
