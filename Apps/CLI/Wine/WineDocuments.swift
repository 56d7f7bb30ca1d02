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

    /// A cart line.
    struct CartLine: Encodable {
        let id: Int
        let name: String
        let labelURL: String?
        let quantity: Int
    }

    /// The cart.
    struct Cart: Encodable {
        let lines: [CartLine]
        let totalQuantity: Int

        init(_ contents: CartContents) {
            lines = contents.items.map { CartLine(id: $0.wine.id, name: $0.wine.name, labelURL: $0.wine.labelURL, quantity: $0.quantity) }
            totalQuantity = contents.totalQuantity
        }
    }

    /// An order.
    struct Order: Encodable {
        struct Line: Encodable {
            let id: Int
            let name: String
            let quantity: Int
        }

        let number: String
        let placedAt: Date
        let lines: [Line]
        let totalQuantity: Int

        init(_ order: WineOrder) {
            number = order.id
            placedAt = order.placedAt
            lines = order.lines.map { Line(id: $0.wineID, name: $0.name, quantity: $0.quantity) }
            totalQuantity = order.totalQuantity
        }
    }
}
