import ArgumentParser
import Presentation

/// `kiosk pizza menu`: each pizza with its ingredients and price.
struct PizzaMenuCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "menu", abstract: "List the pizzas with their ingredients and prices.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let load = try await PizzaSession(options: options).menu()
            let menu = load.menu
            let rows = menu.pizzas.enumerated().map { index, pizza in
                PizzaDocuments.PizzaRow(
                    number: index + 1, name: pizza.name,
                    ingredients: menu.ingredients(of: pizza).map(\.name), ingredientIds: pizza.ingredients.map(\.rawValue),
                    price: menu.price(of: pizza).formatted, priceCents: menu.price(of: pizza).cents,
                    imageUrl: pizza.imageURL, orderable: menu.unknownIngredients(in: pizza).isEmpty
                )
            }
            if options.json {
                return try Output.json(PizzaDocuments.Menu(
                    source: .init(load.source), basePrice: menu.basePrice.formatted, basePriceCents: menu.basePrice.cents,
                    pizzas: rows, problems: menu.problems.map(\.message)
                ))
            }
            guard !rows.isEmpty else { return Output.line(PizzaMenuFeature.State.emptyText + ".") }
            let table = rows.map { row in
                ["\(row.number)", row.name + (row.orderable ? "" : " (unavailable)"), row.ingredients.joined(separator: ", "), row.price]
            }
            TextTable(header: ["#", "PIZZA", "INGREDIENTS", "PRICE"], rows: table, rightAligned: [0, 3], flexible: [2, 1]).print()
        }
    }
}

extension PizzaMenuCommand: DirectlyParsed {}
