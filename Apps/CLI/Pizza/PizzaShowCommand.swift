import ArgumentParser
import Presentation

/// `kiosk pizza show PIZZA`: one pizza with its picture, ingredients and price.
struct PizzaShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a pizza: its picture, ingredients and price.")

    @Argument(help: ArgumentHelp("The pizza's name (any case) or its number in the menu.", valueName: "pizza"), completion: CompletionValues.pizzaNames)
    var pizza: String

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try PizzaSession(options: options)
            let menu = try await session.menu().menu
            let pizza = try session.environment.customizePizza(self.pizza, [], [], menu)
            if options.json {
                let number = (menu.pizzas.firstIndex { $0.name == pizza.name } ?? 0) + 1
                return try Output.json(PizzaDocuments.PizzaRow(
                    number: number, name: pizza.name,
                    ingredients: pizza.ingredients.map(\.name), ingredientIds: pizza.ingredients.map(\.id.rawValue),
                    price: pizza.price.formatted, priceCents: pizza.price.cents,
                    imageUrl: pizza.imageURL, orderable: true
                ))
            }
            await Picture.print(pizza.imageURL, graphics: options.graphics(), loader: session.images)
            Output.line(pizza.name)
            Output.line("ingredients  \(pizza.ingredientNames)")
            Output.line("price        \(pizza.price.formatted)")
        }
    }
}

extension PizzaShowCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing(arguments: [{ $0.pizza = $1 }])
    }
}
