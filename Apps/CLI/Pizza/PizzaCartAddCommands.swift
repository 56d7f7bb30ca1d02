import ArgumentParser
import Presentation

/// `kiosk pizza cart add PIZZA [--add ING]... [--remove ING]... [--quantity N]`.
struct PizzaCartAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a pizza from the menu, optionally with ingredients added or removed."
    )

    @Argument(help: ArgumentHelp("The pizza's name (any case) or its number in the menu.", valueName: "pizza"), completion: CompletionValues.pizzaNames)
    var pizza: String

    @Option(name: .customLong("add"), help: ArgumentHelp("An ingredient to put on (repeatable).", valueName: "ingredient"), completion: CompletionValues.ingredients)
    var adding: [String] = []

    @Option(name: .customLong("remove"), help: ArgumentHelp("An ingredient to take off (repeatable).", valueName: "ingredient"), completion: CompletionValues.ingredients)
    var removing: [String] = []

    @Option(help: ArgumentHelp("How many (\(PizzaCart.quantityRule.summary)).", valueName: "n"))
    var quantity = 1

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try PizzaSession(options: options)
            let menu = try await session.menu().menu
            let pizza = try session.environment.customizePizza(self.pizza, adding, removing, menu)
            try PizzaAddOutput.add(.pizza(pizza), quantity: quantity, session: session, json: options.json, quiet: quiet)
        }
    }
}

/// `kiosk pizza cart custom --ingredient ING... [--quantity N]`.
struct PizzaCartCustomCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "custom", abstract: "Add a pizza made from scratch.")

    @Option(name: .customLong("ingredient"), help: ArgumentHelp("An ingredient (repeatable; at least one).", valueName: "ingredient"), completion: CompletionValues.ingredients)
    var ingredients: [String] = []

    @Option(help: ArgumentHelp("How many (\(PizzaCart.quantityRule.summary)).", valueName: "n"))
    var quantity = 1

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try PizzaSession(options: options)
            let menu = try await session.menu().menu
            let pizza = try session.environment.pizzaFromScratch(ingredients, menu)
            try PizzaAddOutput.add(.pizza(pizza), quantity: quantity, session: session, json: options.json, quiet: quiet)
        }
    }
}

/// `kiosk pizza cart add-drink DRINK [--quantity N]`.
struct PizzaCartAddDrinkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add-drink", abstract: "Add a drink.")

    @Argument(help: ArgumentHelp("The drink's name (any case) or id.", valueName: "drink"), completion: CompletionValues.drinks)
    var drink: String

    @Option(help: ArgumentHelp("How many (\(PizzaCart.quantityRule.summary)).", valueName: "n"))
    var quantity = 1

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try PizzaSession(options: options)
            let menu = try await session.menu().menu
            try PizzaAddOutput.add(.drink(try menu.drink(named: drink)), quantity: quantity, session: session, json: options.json, quiet: quiet)
        }
    }
}

/// Adds to the cart and prints the "Added to cart" confirmation.
enum PizzaAddOutput {
    static func add(_ item: PizzaCartItem, quantity: Int, session: PizzaSession, json: Bool, quiet: Bool) throws {
        let line = try session.environment.addToCart(item, quantity)
        let cart = try session.environment.cart()
        let message = "Added to cart: \(quantity) × \(PizzaCartOutput.describe(item)), \(item.price.formatted) each (line \(line.id), now \(line.quantity))"
        if json {
            return try Output.json(PizzaDocuments.Added(added: .init(line), quantityAdded: quantity, message: message, cart: .init(cart)))
        }
        guard !quiet else { return }
        Output.line(message)
        Output.line(PizzaCartOutput.summary(cart))
    }
}

/// `kiosk pizza cart remove LINE`.
struct PizzaCartRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a line (its number is in `kiosk pizza cart`).")

    @Argument(help: ArgumentHelp("The line's number.", valueName: "line"))
    var line: Int

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let (removed, screen) = try await FeatureStep.outcome(
                of: .removePressed(PizzaCartLineID(line)), on: PizzaCartFeature.self, from: .init(), PizzaSession(options: options).environment, error: \.error
            ) { if case let .lineRemoved(line) = $0 { line } else { nil } }
            let cart = screen.cart
            if options.json { return try Output.json(PizzaDocuments.Removed(removed: .init(removed), cart: .init(cart))) }
            if quiet { return }
            Output.line("Removed line \(removed.id): \(removed.quantity) × \(PizzaCartOutput.describe(removed.item))")
            Output.line(PizzaCartOutput.summary(cart))
        }
    }
}

extension PizzaCartAddCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .values("--add") { $0.adding.append($1) },
            .values("--remove") { $0.removing.append($1) },
            .value("--quantity") { $0.quantity = try DirectOption<Self>.integer($1) },
            .flag("-q", "--quiet") { $0.quiet = true },
        ], arguments: [{ $0.pizza = $1 }]) {
            $0.adding = []
            $0.removing = []
            $0.quantity = 1
            $0.quiet = false
        }
    }
}

extension PizzaCartCustomCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .values("--ingredient") { $0.ingredients.append($1) },
            .value("--quantity") { $0.quantity = try DirectOption<Self>.integer($1) },
            .flag("-q", "--quiet") { $0.quiet = true },
        ]) {
            $0.ingredients = []
            $0.quantity = 1
            $0.quiet = false
        }
    }
}

extension PizzaCartAddDrinkCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .value("--quantity") { $0.quantity = try DirectOption<Self>.integer($1) },
            .flag("-q", "--quiet") { $0.quiet = true },
        ], arguments: [{ $0.drink = $1 }]) {
            $0.quantity = 1
            $0.quiet = false
        }
    }
}

extension PizzaCartRemoveCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("-q", "--quiet") { $0.quiet = true },
        ], arguments: [{ $0.line = try DirectOption<Self>.integer($1) }]) {
            $0.quiet = false
        }
    }
}
