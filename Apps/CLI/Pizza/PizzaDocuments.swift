import Foundation
import Presentation

/// The JSON documents the pizza commands print with `--json` (shapes in README's CLI
/// reference). Money appears twice: `price` as shown (`"$9.70"`) and `priceCents` as an exact
/// integer for scripts.
enum PizzaDocuments {
    struct MenuSource: Encodable {
        let kind: String
        let fetchedAt: Date?
        let reason: String?

        init(_ source: MenuLoad.Source) {
            switch source {
            case .live: kind = "live"; fetchedAt = nil; reason = nil
            case let .cached(date, error): kind = "cached"; fetchedAt = date; reason = error.message
            }
        }
    }

    struct PizzaRow: Encodable {
        let number: Int
        let name: String
        let ingredients: [String]
        let ingredientIds: [Int]
        let price: String
        let priceCents: Int
        let imageUrl: String?
        let orderable: Bool
    }

    struct Menu: Encodable {
        let source: MenuSource
        let basePrice: String
        let basePriceCents: Int
        let pizzas: [PizzaRow]
        let problems: [String]
    }

    struct Item: Encodable {
        let id: Int
        let name: String
        let price: String
        let priceCents: Int
    }

    struct Items: Encodable {
        let source: MenuSource
        let items: [Item]
    }

    struct Line: Encodable {
        let line: Int
        let kind: String
        let name: String
        let ingredients: [String]?
        let quantity: Int
        let unitPrice: String
        let unitPriceCents: Int
        let total: String
        let totalCents: Int

        init(_ line: PizzaCartLine) {
            self.line = line.id.rawValue
            switch line.item {
            case let .pizza(pizza): kind = "pizza"; ingredients = pizza.ingredients.map(\.name)
            case .drink: kind = "drink"; ingredients = nil
            }
            name = line.item.name
            quantity = line.quantity
            unitPrice = line.item.price.formatted
            unitPriceCents = line.item.price.cents
            total = line.total.formatted
            totalCents = line.total.cents
        }
    }

    struct Cart: Encodable {
        /// A checkout whose outcome nobody knows.
        struct Uncertain: Encodable {
            let startedAt: Date
            let totalQuantity: Int
            let total: String
            let totalCents: Int
            let reason: String
        }

        let lines: [Line]
        let totalQuantity: Int
        let total: String
        let totalCents: Int
        /// Whether a checkout of this cart is being sent right now.
        let checkoutInProgress: Bool
        /// An earlier checkout that may have been placed (`null` when none).
        let uncertainCheckout: Uncertain?

        init(_ cart: PizzaCart) {
            lines = cart.lines.map(Line.init)
            totalQuantity = cart.totalQuantity
            total = cart.total.formatted
            totalCents = cart.total.cents
            if case .inProgress? = cart.checkoutMark { checkoutInProgress = true } else { checkoutInProgress = false }
            uncertainCheckout = cart.uncertainCheckout.map {
                Uncertain(startedAt: $0.startedAt, totalQuantity: $0.quantity, total: $0.total.formatted, totalCents: $0.total.cents, reason: $0.reason)
            }
        }

        func encode(to encoder: any Encoder) throws {
            // NB: written out so `uncertainCheckout` is `null` rather than missing.
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(lines, forKey: .lines)
            try container.encode(totalQuantity, forKey: .totalQuantity)
            try container.encode(total, forKey: .total)
            try container.encode(totalCents, forKey: .totalCents)
            try container.encode(checkoutInProgress, forKey: .checkoutInProgress)
            try container.encode(uncertainCheckout, forKey: .uncertainCheckout)
        }

        enum CodingKeys: String, CodingKey {
            case lines, totalQuantity, total, totalCents, checkoutInProgress, uncertainCheckout
        }
    }

    struct Added: Encodable {
        let added: Line
        let quantityAdded: Int
        let message: String
        let cart: Cart
    }

    struct Removed: Encodable {
        let removed: Line
        let cart: Cart
    }

    struct Order: Encodable {
        let number: Int
        let placedAt: Date
        let lines: [Line]
        let totalQuantity: Int
        let total: String
        let totalCents: Int

        init(_ order: PizzaOrder) {
            number = order.id
            placedAt = order.placedAt
            lines = order.lines.map(Line.init)
            totalQuantity = order.totalQuantity
            total = order.total.formatted
            totalCents = order.total.cents
        }
    }

    struct CheckoutResult: Encodable {
        let message: String
        let order: Order

        init(_ order: PizzaOrder) {
            message = PizzaThankYouFeature.State.message
            self.order = Order(order)
        }
    }

    struct Changed: Encodable {
        let changed: Line
        let cart: Cart
    }
}
