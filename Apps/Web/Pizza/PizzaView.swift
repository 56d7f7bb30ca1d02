import Foundation
import Presentation

/// What a Nenno's page draws, derived from `PizzaFeature`'s state: texts, flags and addresses
/// only. One value serves every Nenno's page; each template reads its own part.
struct PizzaView: Sendable {
    /// A pizza on the menu.
    struct MenuRow: Sendable, Equatable {
        var index: Int
        var name: String
        var ingredients: String
        var price: String
        var picture: String?
        var orderable: Bool
        var href: String
    }

    /// An ingredient in the editor.
    struct Ingredient: Sendable, Equatable {
        var id: Int
        var name: String
        var price: String
        var selected: Bool
    }

    /// A drink.
    struct Drink: Sendable, Equatable {
        var id: Int
        var name: String
        var price: String
    }

    /// A cart line.
    struct Line: Sendable, Equatable {
        var id: Int
        var name: String
        var details: String?
        var unitPrice: String
        var quantity: Int
        var total: String
    }

    /// An order in the list.
    struct Order: Sendable, Equatable {
        var title: String
        var date: String
        var lines: [String]
        /// Its printable receipt.
        var receiptURL: String
        /// The receipt link's name: "Receipt of order #3".
        var receiptLabel: String
    }

    /// Items in the cart, for the header link.
    var cartQuantity: Int
    /// Which link of the navigation is the page shown (`aria-current`).
    var onMenu: Bool
    var onCreate: Bool
    var onDrinks: Bool
    var onCart: Bool
    var onOrders: Bool
    /// A line's quantity field's limits (the Domain's `PizzaCart.quantityRule`).
    var quantityLimits = FieldLimits(PizzaCart.quantityRule)
    /// The error of the last action, in words.
    var error: String?
    /// "ADDED TO CART", while it shows.
    var added: String?

    // Menu.
    var menu: [MenuRow]
    var menuMessage: String?
    var canCreate: Bool
    var hasDrinks: Bool

    // Editor.
    var editorTitle: String?
    var editorAction: String?
    var ingredients: [Ingredient]
    var addButton: String?
    var canAdd: Bool

    // Drinks.
    var drinks: [Drink]

    // Cart.
    var lines: [Line]
    var hasLines: Bool
    var cartSummary: String
    var warning: String?
    var confirmation: String?
    /// What the cart page says beside its lines.
    var cartWords = CartWords()
    var canCheckout: Bool

    // Thank-you.
    var thanks: String?
    var thanksSummary: String?

    // Orders.
    var orders: [Order]
    /// What replaces the orders when there are none.
    var ordersPlaceholder: ListPlaceholder?

    /// The view of `state`; `editorAction` is where the editor's forms post.
    init(_ state: PizzaFeature.State, editorAction: String?) {
        let menuState = state.menu
        cartQuantity = 0
        let top = state.top?.content
        onMenu = top == nil
        if case let .editor(editor)? = top { onCreate = editor.isCustom } else { onCreate = false }
        onDrinks = top?.kind == .drinks
        onCart = top?.kind == .cart
        onOrders = top?.kind == .orders
        error = state.errorText
        added = state.notice?.text
        menu = menuState.rows.enumerated().map { index, row in
            MenuRow(index: index, name: row.pizza.name, ingredients: row.ingredientNames, price: row.price.formatted,
                    picture: row.pizza.imageURL == nil ? nil : "/pizza/pictures/\(index)", orderable: row.isOrderable,
                    href: "/pizza/pizzas/\(index)")
        }
        switch menuState.status {
        case .idle, .loading: menuMessage = menuState.rows.isEmpty ? PizzaMenuFeature.State.loadingText : nil
        case let .failed(error): menuMessage = menuState.rows.isEmpty ? PizzaMenuFeature.State.failureText(error) : nil
        default: menuMessage = nil
        }
        canCreate = !menuState.menu.ingredients.isEmpty
        hasDrinks = !menuState.menu.drinks.isEmpty

        var editor: PizzaEditorFeature.State?
        var drinksState: PizzaDrinksFeature.State?
        var cart: PizzaCartFeature.State?
        var thankYou: PizzaThankYouFeature.State?
        var ordersState: PizzaOrdersFeature.State?
        for page in state.pages {
            switch page.content {
            case let .editor(value): editor = value
            case let .drinks(value): drinksState = value
            case let .cart(value): cart = value
            case let .thankYou(value): thankYou = value
            case let .orders(value): ordersState = value
            }
        }
        editorTitle = editor?.title
        self.editorAction = editorAction
        ingredients = (editor?.rows ?? []).map { row in
            Ingredient(id: row.ingredient.id.rawValue, name: row.ingredient.name, price: "+" + row.ingredient.price.formatted, selected: row.isSelected)
        }
        addButton = editor?.addButtonTitle
        canAdd = editor?.canAddToCart ?? false

        drinks = (drinksState?.drinks ?? menuState.menu.drinks).map { Drink(id: $0.id.rawValue, name: $0.name, price: $0.price.formatted) }

        let lines = cart?.cart.lines ?? []
        self.lines = lines.map { line in
            let details: String? = if case let .pizza(pizza) = line.item { pizza.ingredientNames } else { nil }
            return Line(id: line.id.rawValue, name: line.item.name, details: details, unitPrice: line.item.price.formatted,
                        quantity: line.quantity, total: line.total.formatted)
        }
        hasLines = !lines.isEmpty
        cartSummary = cart?.cart.summary ?? ""
        warning = cart?.cart.checkoutWarning
        confirmation = cart?.isConfirmingCheckout == true ? cart?.checkoutQuestion : nil
        canCheckout = cart?.canCheckout ?? false
        if let cart { cartQuantity = cart.cart.totalQuantity }

        thanks = thankYou.map { _ in PizzaThankYouFeature.State.message }
        thanksSummary = thankYou?.summary

        ordersPlaceholder = ordersState?.placeholder
        orders = (ordersState?.items ?? []).map { order in
            Order(
                title: PizzaThankYouFeature.State(order: order).summary, date: WineView.date(order.placedAt),
                lines: order.lines.map { "\($0.quantity) × \($0.item.name) \($0.total.formatted)" },
                receiptURL: "/pizza/orders/\(order.id)/receipt", receiptLabel: "Receipt of order #\(order.id)"
            )
        }
    }
}
