import Foundation
import Presentation

/// The JSON shapes of `kiosk wine … --json` (documented in README.md).
enum WineDocuments {
    /// An employee, without the PIN.
    struct Employee: Encodable {
        let id: Int64
        let firstName: String
        let lastName: String
        let email: String?
        let hireDate: Date
        var cartQuantity: Int?

        init(_ employee: Presentation.Employee) {
            id = employee.id
            firstName = employee.firstName
            lastName = employee.lastName
            email = employee.email?.value
            hireDate = employee.hireDate
        }

        init(_ summary: EmployeeSummary) {
            id = summary.id
            firstName = summary.firstName
            lastName = summary.lastName
            email = summary.email
            hireDate = summary.hireDate
            cartQuantity = summary.cartQuantity
        }
    }

    /// A category.
    struct Category: Encodable {
        let id: Int
        let name: String
        let group: String

        init(_ category: WineCategory) {
            id = category.id
            name = category.name
            group = category.group.description
        }
    }

    /// A wine; `description` is the API's text as plain text, or the placeholder.
    struct Wine: Encodable {
        let id: Int
        let name: String
        let labelURL: String?
        let description: String
        let hasDescription: Bool
        let type: String?
        let vintage: String?
        let wineType: String?
        let varietal: String?
        let region: String?
        let appellation: String?
        let vineyard: String?
        let price: String?
        let priceCents: Int?

        init(_ wine: Presentation.Wine) {
            id = wine.id
            name = wine.name
            labelURL = wine.labelURL
            description = wine.displayDescription
            hasDescription = !HTMLText.plain(wine.description).isEmpty
            type = wine.type
            vintage = wine.vintage
            wineType = wine.wineType?.name
            varietal = wine.varietal?.name
            region = wine.region?.name
            appellation = wine.appellation?.name
            vineyard = wine.vineyard
            price = wine.price.map { String($0.formatted.dropFirst()) }
            priceCents = wine.price?.cents
        }
    }

    /// A catalog page.
    struct Page: Encodable {
        struct Query: Encodable {
            let sort: String
            let categories: [Int]
            let search: String
            let limit: Int
            let offset: Int
        }

        let query: Query
        let total: Int
        /// Whether the last import finished: `false` after an interrupted one.
        let complete: Bool
        let wines: [Wine]
    }

    /// A cart line: the price of a bottle and of the line, `null` for a wine without one.
    struct CartLine: Encodable {
        let id: Int
        let name: String
        let labelURL: String?
        let quantity: Int
        let unitPrice: Price?
        let total: Price?

        init(_ item: CartItem) {
            id = item.wine.id
            name = item.wine.name
            labelURL = item.wine.labelURL
            quantity = item.quantity
            unitPrice = item.unitPrice.map(Price.init)
            total = item.total.map(Price.init)
        }

        func encode(to encoder: any Encoder) throws {
            // NB: written out so a missing price is `null`, not a missing key.
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(labelURL, forKey: .labelURL)
            try container.encode(quantity, forKey: .quantity)
            try container.encode(unitPrice?.text, forKey: .unitPrice)
            try container.encode(unitPrice?.cents, forKey: .unitPriceCents)
            try container.encode(total?.text, forKey: .total)
            try container.encode(total?.cents, forKey: .totalCents)
        }

        enum CodingKeys: String, CodingKey {
            case id, name, labelURL, quantity, unitPrice, unitPriceCents, total, totalCents
        }
    }

    /// An amount as text and as exact cents.
    struct Price: Encodable {
        let text: String
        let cents: Int

        init(_ money: Money) {
            text = money.formatted
            cents = money.cents
        }
    }

    /// The cart.
    struct Cart: Encodable {
        let lines: [CartLine]
        let totalQuantity: Int
        let total: String
        let totalCents: Int
        /// How many lines have no price and are left out of `total`.
        let unpricedLines: Int

        init(_ contents: CartContents) {
            lines = contents.items.map(CartLine.init)
            totalQuantity = contents.totalQuantity
            total = contents.total.amount.formatted
            totalCents = contents.total.amount.cents
            unpricedLines = contents.total.unpricedLines
        }
    }

    /// An order.
    struct Order: Encodable {
        struct Line: Encodable {
            let id: Int
            let name: String
            let quantity: Int
            let unitPrice: Price?
            let total: Price?

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                try container.encode(name, forKey: .name)
                try container.encode(quantity, forKey: .quantity)
                try container.encode(unitPrice?.text, forKey: .unitPrice)
                try container.encode(unitPrice?.cents, forKey: .unitPriceCents)
                try container.encode(total?.text, forKey: .total)
                try container.encode(total?.cents, forKey: .totalCents)
            }

            enum CodingKeys: String, CodingKey {
                case id, name, quantity, unitPrice, unitPriceCents, total, totalCents
            }
        }

        let number: String
        let placedAt: Date
        /// The name the order was placed under.
        let employee: String?
        let lines: [Line]
        let totalQuantity: Int
        let total: String
        let totalCents: Int
        let unpricedLines: Int

        init(_ order: WineOrder) {
            number = order.id
            placedAt = order.placedAt
            employee = order.employeeName
            lines = order.lines.map { Line(id: $0.wineID, name: $0.name, quantity: $0.quantity, unitPrice: $0.unitPrice.map(Price.init), total: $0.total.map(Price.init)) }
            totalQuantity = order.totalQuantity
            total = order.total.amount.formatted
            totalCents = order.total.amount.cents
            unpricedLines = order.total.unpricedLines
        }
    }
}
