extension PizzaMenuFeature {
    /// The menu screen ("NENNO'S PIZZA"): the pizzas with their ingredients and prices.
    public struct State: Equatable, Sendable {
        /// Where loading stands.
        public enum Status: Equatable, Sendable {
            /// Nothing asked yet.
            case idle
            /// Waiting for the menu.
            case loading
            /// The menu is there (possibly from the cache: see `source`).
            case loaded
            /// No menu could be had, live or cached.
            case failed(AppError)
        }

        /// Where loading stands.
        public var status: Status = .idle
        /// The menu (empty until loaded).
        public var menu: Menu = .empty
        /// Where the menu came from, once loaded.
        public var source: MenuLoad.Source?
        /// The last failure of an action on this screen (adding to the cart), shown until the next.
        public var error: AppError?

        /// Said while the menu is being read and there is none to show yet.
        public static let loadingText = "Loading the menu…"
        /// The heading when no menu could be had.
        public static let failedTitle = "Ooops, something went wrong"
        /// Said when the menu has no pizza.
        public static let emptyText = "No pizzas on the menu today"

        /// Why no menu could be had, in one line: "Can't load the menu: …".
        public static func failureText(_ error: AppError) -> String { "Can't load the menu: \(error.message)" }

        /// Why no menu could be had (`status` `.failed`).
        public var failure: AppError? {
            if case let .failed(error) = status { return error }
            return nil
        }

        /// A menu screen that has not loaded yet.
        public init() {}

        /// One row per pizza, in menu order.
        public var rows: [PizzaMenuRow] {
            menu.pizzas.map { pizza in
                PizzaMenuRow(
                    pizza: pizza,
                    ingredientNames: menu.ingredientNames(of: pizza),
                    price: menu.price(of: pizza),
                    isOrderable: menu.unknownIngredients(in: pizza).isEmpty
                )
            }
        }

        /// The banner shown when the menu is the cached copy: why the API could not be used.
        public var cachedBanner: String? {
            guard case let .cached(_, reason)? = source else { return nil }
            return "Showing the saved menu: \(reason.message)"
        }
    }
}
