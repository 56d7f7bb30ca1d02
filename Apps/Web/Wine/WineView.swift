import Foundation
import Presentation

/// What a Wine Club page draws, derived from `WineFeature`'s state: texts, flags and the
/// addresses its links and forms use, so the templates hold no logic beyond "show this if
/// present". One value serves every Wine page; each template reads its own part.
struct WineView: Sendable {
    /// One wine in the catalog.
    struct CatalogRow: Sendable, Equatable, TemplateFields {
        var id: Int
        var name: String
        var price: String
        var label: String?
        var href: String

        var templateFields: TemplateFieldList {
            var fields: TemplateFieldList = ["id": .number(id), "name": .text(name), "price": .text(price), "href": .text(href)]
            fields["label"] = label.map(TemplateValue.text)
            return fields
        }
    }

    /// A category in the filter.
    struct Category: Sendable, Hashable, TemplateFields {
        var id: Int
        var name: String
        var selected: Bool

        var templateFields: TemplateFieldList { ["id": .number(id), "name": .text(name), "selected": .flag(selected)] }
    }

    /// What the category filter shows: the categories and the ones chosen.
    ///
    /// NB: hashed by its size, its ends and the choice alone, so that finding the options drawn
    /// for it costs no pass over 184 names; equality compares the lists, whose storage is shared
    /// with the store's state until the categories change (a comparison of one pointer).
    struct CategoryFilter: Hashable, Sendable {
        let categories: [WineCategory]
        let selected: [Int]

        func hash(into hasher: inout Hasher) {
            hasher.combine(categories.count)
            hasher.combine(categories.first?.id)
            hasher.combine(categories.last?.id)
            hasher.combine(selected)
        }
    }

    /// A cart line.
    struct CartLine: Sendable, Equatable {
        var id: Int
        var name: String
        var label: String?
        var unitPrice: String
        var quantity: Int
        var total: String
        var href: String
    }

    /// An order in the list.
    struct Order: Sendable, Equatable {
        struct Line: Sendable, Equatable {
            var text: String
            var total: String
        }
        var number: String
        var date: String
        var summary: String
        var lines: [Line]
        /// Its printable receipt.
        var receiptURL: String
    }

    /// A form field with its value as typed and the rule it broke.
    struct Field: Sendable, Equatable {
        var value: String
        var error: String?
    }

    /// The signed-in employee's name ("Ana Lima"), `nil` at sign-in.
    var employee: String?
    /// Bottles in the cart, for the header link.
    var cartQuantity: Int
    /// Which link of the navigation is the page shown (`aria-current`).
    var onCatalog: Bool
    var onCart: Bool
    var onOrders: Bool
    /// A quantity field's limits (the Domain's `Quantity.rule`).
    var quantityLimits = FieldLimits(Quantity.rule)
    /// A PIN field's limits (the Domain's `PIN.rule`).
    var pinLimits = FieldLimits(PIN.rule)
    /// The error of the page shown, when it is not beside a field.
    var error: String?

    // Sign-in.
    var pinError: String?

    // New employee.
    var firstName: Field
    var lastName: Field
    var email: Field
    var newPIN: Field

    // Catalog.
    var query: String
    var sortDescending: Bool
    /// The category filter's options, drawn once for each list and choice.
    var categoryOptions: PagePart<CategoryFilter>
    var rows: [CatalogRow]
    var catalogSummary: String
    /// The empty catalog's heading and line (the template adds the import button).
    var catalogEmpty: ListPlaceholder?
    /// A search or a filter matches no wine.
    var catalogNoMatch: String?
    var partial: String?
    var importing: String?
    var previousHref: String?
    var nextHref: String?
    var quickAddError: String?

    // Detail.
    var detail: Detail?

    // Cart.
    var lines: [CartLine]
    var hasLines: Bool
    var cartTotal: String
    var cartSummary: String
    var confirmation: String?
    /// What the cart page says beside its lines.
    var cartWords = CartWords()

    // Thank-you.
    var thanks: String?
    var thanksSummary: String?

    // Orders.
    var orders: [Order]
    /// What replaces the orders when there are none.
    var ordersPlaceholder: ListPlaceholder?

    /// One wine's page.
    struct Detail: Sendable, Equatable {
        var id: Int
        var name: String
        var label: String?
        var price: String
        var facts: [String]
        var description: String
        var quantity: String
        var inCart: String?
        var error: String?
    }

    /// The view of `state`, with the catalog's links built on `catalogURL`, its parts drawn
    /// once in `parts`.
    init(_ state: WineFeature.State, catalogURL: (CatalogQuery) -> String, parts: PageParts) {
        employee = state.employee?.fullName
        cartQuantity = state.cartQuantity
        onCatalog = state.route == .catalog
        onCart = state.route == .cart
        onOrders = state.route == .orders
        let refused = state.route == .newEmployee && !state.newEmployee.fieldErrors.isEmpty ? state.newEmployee.fieldErrors : [state.error].compactMap { $0 }
        let fieldError = { (field: String) -> String? in
            guard let error = refused.first(where: { $0.field == field }) else { return nil }
            return Self.beside(error)
        }

        // Sign-in and the new employee: errors beside their fields.
        pinError = state.route == .signIn ? state.signIn.error.map { Self.beside($0, field: "pin") } : nil
        let draft = state.newEmployee
        firstName = Field(value: draft.firstName, error: fieldError("firstName"))
        lastName = Field(value: draft.lastName, error: fieldError("lastName"))
        email = Field(value: draft.email, error: fieldError("email"))
        // NB: a PIN is never written back into a page.
        newPIN = Field(value: "", error: fieldError("pin"))
        let besideAField = state.error?.field != nil && state.route == .newEmployee
        error = besideAField || state.route == .signIn ? nil : state.error.map(\.message)

        // Catalog.
        let catalog = state.catalog
        query = catalog.query.search
        sortDescending = catalog.query.sort == .nameDescending
        let filter = CategoryFilter(categories: catalog.categories, selected: catalog.query.categoryIDs)
        categoryOptions = PagePart(template: "wine-category-options", key: filter, content: {
            filter.categories.map { Category(id: $0.id, name: $0.name, selected: filter.selected.contains($0.id)) }
        }, parts: parts)
        rows = (catalog.page?.wines ?? []).map { wine in
            CatalogRow(id: wine.id, name: wine.name, price: wine.price?.formatted ?? "no price",
                       label: wine.labelURL == nil ? nil : "/wine/labels/\(wine.id)", href: "/wine/wines/\(wine.id)")
        }
        let total = catalog.page?.total ?? 0
        if let pages = catalog.pageNumbers {
            catalogSummary = "\(Plural.count(total, "wine")) · page \(pages.current) of \(pages.count)"
        } else {
            catalogSummary = Plural.count(total, "wine")
        }
        let placeholder = catalog.placeholder
        catalogEmpty = placeholder?.kind == .empty ? placeholder : nil
        catalogNoMatch = placeholder?.kind == .noMatch ? placeholder?.title : nil
        partial = catalog.partialWarning
        importing = catalog.importProgress?.text
        var previous = catalog.query
        previous.offset = max(0, previous.offset - previous.limit)
        previousHref = catalog.hasPreviousPage ? catalogURL(previous) : nil
        var next = catalog.query
        next.offset += next.limit
        nextHref = catalog.hasNextPage ? catalogURL(next) : nil
        quickAddError = state.quickAdd?.error?.message

        // Detail.
        detail = state.detail.map { detail in
            let wine = detail.wine
            let facts = [wine?.vintage.map { "Vintage \($0)" }, wine?.varietal?.name, wine?.region?.name, wine?.appellation?.name, wine?.vineyard]
            return Detail(
                id: detail.wineID, name: wine?.name ?? "Wine \(detail.wineID)",
                label: wine?.labelURL == nil ? nil : "/wine/labels/\(detail.wineID)",
                price: wine?.price?.formatted ?? "no price", facts: facts.compactMap { $0 }.filter { !$0.isEmpty },
                description: detail.descriptionText, quantity: detail.quantity,
                inCart: detail.inCart.map { "In the cart: \($0)" }, error: detail.error.map { Self.beside($0) }
            )
        }

        // Cart.
        lines = state.cart.contents.items.map { item in
            CartLine(id: item.wine.id, name: item.wine.name, label: item.wine.labelURL == nil ? nil : "/wine/labels/\(item.wine.id)",
                     unitPrice: item.unitPrice?.formatted ?? "no price", quantity: item.quantity,
                     total: item.total?.formatted ?? "no price", href: "/wine/wines/\(item.wine.id)")
        }
        hasLines = !lines.isEmpty
        cartTotal = state.cart.total.formatted
        cartSummary = "\(Plural.count(state.cart.totalQuantity, "bottle")) in \(Plural.count(state.cart.contents.items.count, "line"))"
        confirmation = state.cart.isConfirmingCheckout ? state.cart.checkoutQuestion : nil

        // Thank-you.
        thanks = state.thankYou?.message
        thanksSummary = state.thankYou?.summary

        // Orders.
        ordersPlaceholder = state.orders.placeholder
        orders = state.orders.items.map { order in
            Order(
                number: order.id, date: Self.date(order.placedAt),
                summary: "\(Plural.count(order.totalQuantity, "bottle")), \(order.total.formatted)",
                lines: order.lines.map { Order.Line(text: "\($0.quantity) × \($0.name)", total: $0.total?.formatted ?? "no price") },
                receiptURL: "/wine/orders/\(order.id)/receipt"
            )
        }
    }

    /// A field's error as shown beside it: the rule ("must be 4 to 8 digits long"), or the
    /// whole message when it is a sentence of its own ("another employee already has this PIN").
    static func beside(_ error: AppError, field: String? = nil) -> String {
        if case let .validation(_, rule) = error { return rule }
        let message = error.message
        if let field = field ?? error.field, message.hasPrefix("\(field): ") { return String(message.dropFirst(field.count + 2)) }
        return message
    }

    static func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
