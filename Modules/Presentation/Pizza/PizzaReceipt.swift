import Foundation

/// A Nenno's order's receipt (`Receipt`): each pizza with its ingredients under it, each
/// drink, the items in all, the total.
public enum PizzaReceipt {
    /// The shop's name at the top.
    public static let shop = "Nenno's Pizza"

    /// The receipt of `order`, its time in `timeZone` (the kiosk's).
    public static func make(_ order: PizzaOrder, timeZone: TimeZone) -> Receipt {
        Receipt(
            shop: shop,
            title: "Order #\(order.id)",
            time: Receipt.time(order.placedAt, in: timeZone),
            lines: order.lines.map { line in
                switch line.item {
                case let .pizza(pizza):
                    Receipt.Line(quantity: line.quantity, name: pizza.name, detail: pizza.ingredientNames, amount: line.total.formatted)
                case let .drink(drink):
                    Receipt.Line(quantity: line.quantity, name: drink.name, amount: line.total.formatted)
                }
            },
            totals: [
                Receipt.Total(label: "Items", amount: String(order.totalQuantity)),
                Receipt.Total(label: "Total", amount: order.total.formatted, isGrandTotal: true),
            ],
            footer: ["Thank you!"]
        )
    }
}
