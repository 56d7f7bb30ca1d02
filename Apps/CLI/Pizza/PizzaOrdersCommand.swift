import ArgumentParser
import Foundation
import Presentation

/// `kiosk pizza orders [show NUMBER]`: the orders placed here, newest first.
struct PizzaOrdersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "The orders placed with this data directory, newest first (or one with `show NUMBER`).",
        subcommands: [PizzaOrdersListCommand.self, PizzaOrdersShowCommand.self],
        defaultSubcommand: PizzaOrdersListCommand.self
    )

    /// "Order #12  2026-11-25 14:03  3 items  $29.10", then its lines.
    static func print(_ order: PizzaOrder) {
        Output.line("Order #\(order.id)  \(WineFormat.date(order.placedAt))  \(Plural.count(order.totalQuantity, "item"))  \(order.total.formatted)")
        for line in order.lines {
            Output.line("  \(line.quantity) × \(PizzaCartOutput.describe(line.item))  \(line.total.formatted)")
        }
    }
}

/// `kiosk pizza orders [list]`.
struct PizzaOrdersListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Every order, newest first, with its lines and total.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let orders = try await FeatureStep.list(PizzaOrdersFeature.self, PizzaSession(options: options).environment)
            if options.json { return try Output.json(orders.items.map(PizzaDocuments.Order.init)) }
            if let placeholder = orders.placeholder { return Output.line(placeholder.title + ".") }
            for (index, order) in orders.items.enumerated() {
                if index > 0 { Output.line() }
                PizzaOrdersCommand.print(order)
            }
        }
    }
}

/// `kiosk pizza orders show NUMBER`.
struct PizzaOrdersShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "One order: its lines and total, or with --receipt its receipt for a thermal printer (42 columns)."
    )

    @Argument(help: ArgumentHelp("The order's number (as the thank-you said it).", valueName: "number"))
    var number: String

    @Flag(help: "Print the receipt: plain UTF-8 text 42 columns wide, as a thermal printer takes it.")
    var receipt = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let id = try PizzaOrder.number(parsing: number)
            let orders = try await FeatureStep.list(PizzaOrdersFeature.self, PizzaSession(options: options).environment)
            guard let order = orders.items.first(where: { $0.id == id }) else { throw AppError.notFound(what: "Order #\(id)") }
            if receipt { return Output.lines(PizzaReceipt.make(order, timeZone: .current).lines()) }
            if options.json { return try Output.json(PizzaDocuments.Order(order)) }
            PizzaOrdersCommand.print(order)
        }
    }
}

extension PizzaOrdersListCommand: DirectlyParsed {}

extension PizzaOrdersShowCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("--receipt") { $0.receipt = true },
        ], arguments: [{ $0.number = $1 }]) {
            $0.receipt = false
        }
    }
}
