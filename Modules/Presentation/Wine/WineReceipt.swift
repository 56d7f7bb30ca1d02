import Foundation

/// A Wine Club order's receipt (`Receipt`): each line's bottles and amount, the bottles in all,
/// the total, who placed it.
public enum WineReceipt {
    /// The shop's name at the top.
    public static let shop = "Wine Club"

    /// The receipt of `order`, its time in `timeZone` (the kiosk's).
    public static func make(_ order: WineOrder, timeZone: TimeZone) -> Receipt {
        var totals = [Receipt.Total(label: "Bottles", amount: String(order.totalQuantity))]
        let total = order.total
        if !total.isComplete {
            totals.append(Receipt.Total(label: "Without a price", amount: Plural.count(total.unpricedLines, "line")))
        }
        totals.append(Receipt.Total(label: "Total", amount: total.amount.formatted, isGrandTotal: true))
        return Receipt(
            shop: shop,
            title: "Order \(order.id)",
            time: Receipt.time(order.placedAt, in: timeZone),
            lines: order.lines.map { Receipt.Line(quantity: $0.quantity, name: $0.name, amount: $0.total?.formatted ?? "no price") },
            totals: totals,
            footer: (order.employeeName.map { ["Served by \($0)"] } ?? []) + ["Thank you!"]
        )
    }
}
