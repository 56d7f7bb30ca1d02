extension PizzaEditorFeature {
    /// The pizza editor ("CREATE A PIZZA" or the pizza's name): every ingredient of the menu,
    /// ticked when the pizza has it, and a live "ADD TO CART ($x)" price.
    public struct State: Equatable, Sendable {
        /// The menu the pizza is priced with.
        public var menu: Menu
        /// The pizza as edited so far.
        public var pizza: Pizza
        /// Whether the pizza was started from scratch.
        public var isCustom: Bool
        /// The last failure, shown until the next action.
        public var error: AppError?

        /// An editor for `pizza`, or for a pizza from scratch when it is `nil`.
        public init(menu: Menu, pizza: Pizza? = nil) {
            self.menu = menu
            self.pizza = pizza ?? Pizza(name: Pizza.customName, ingredients: [])
            self.isCustom = pizza == nil
        }

        /// The screen's title: the pizza's name in capitals, or "CREATE A PIZZA".
        public var title: String { isCustom ? "CREATE A PIZZA" : pizza.name.uppercased() }

        /// One row per menu ingredient, ticked when the pizza has it.
        public var rows: [PizzaEditorRow] {
            menu.ingredients.map { PizzaEditorRow(ingredient: $0, isSelected: pizza.ingredients.contains($0.id)) }
        }

        /// What the pizza costs as it stands.
        public var price: Money { menu.price(of: pizza) }

        /// Whether "ADD TO CART" can be pressed: at least one ingredient, all of them known.
        public var canAddToCart: Bool {
            !pizza.ingredients.isEmpty && menu.unknownIngredients(in: pizza).isEmpty
        }

        /// "ADD TO CART ($9.70)".
        public var addButtonTitle: String { "ADD TO CART (\(price.formatted))" }
    }
}
