import ArgumentParser
import Presentation

/// `kiosk pizza drinks`: the drinks with their ids and prices.
struct PizzaDrinksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "drinks", abstract: "List the drinks with their prices.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let load = try await PizzaSession(options: options).menu()
            let items = load.menu.drinks.map {
                PizzaDocuments.Item(id: $0.id.rawValue, name: $0.name, price: $0.price.formatted, priceCents: $0.price.cents)
            }
            try PizzaItemsOutput.print(items, source: load.source, json: options.json, header: "DRINK", empty: "The menu has no drinks.")
        }
    }
}

/// `kiosk pizza ingredients`: the ingredients with their ids and prices.
struct PizzaIngredientsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ingredients", abstract: "List the ingredients a pizza can have, with their prices.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let load = try await PizzaSession(options: options).menu()
            let items = load.menu.ingredients.map {
                PizzaDocuments.Item(id: $0.id.rawValue, name: $0.name, price: $0.price.formatted, priceCents: $0.price.cents)
            }
            try PizzaItemsOutput.print(items, source: load.source, json: options.json, header: "INGREDIENT", empty: "The menu has no ingredients.")
        }
    }
}

/// Prints a list of drinks or ingredients as a table or as JSON.
enum PizzaItemsOutput {
    static func print(_ items: [PizzaDocuments.Item], source: MenuLoad.Source, json: Bool, header: String, empty: String) throws {
        if json { return try Output.json(PizzaDocuments.Items(source: .init(source), items: items)) }
        guard !items.isEmpty else { return Output.line(empty) }
        TextTable(header: ["ID", header, "PRICE"], rows: items.map { ["\($0.id)", $0.name, $0.price] }, rightAligned: [0, 2], flexible: [1]).print()
    }
}

extension PizzaDrinksCommand: DirectlyParsed {}

extension PizzaIngredientsCommand: DirectlyParsed {}
