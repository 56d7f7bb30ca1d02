import ArgumentParser
import Foundation
import Presentation

/// `kiosk wine orders [list | show NUMBER]`: the signed-in employee's past orders.
struct OrdersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "List your orders, newest first (or one with `show NUMBER`).",
        subcommands: [OrdersListCommand.self, OrdersShowCommand.self],
        defaultSubcommand: OrdersListCommand.self
    )

    /// "W-000001  2026-11-25  Ana Lima  3 bottles, $66.00", then its lines.
    static func print(_ order: WineOrder) {
        let by = order.employeeName.map { "  \($0)" } ?? ""
        Output.line("\(order.id)  \(WineFormat.date(order.placedAt))\(by)  \(Plural.count(order.totalQuantity, "bottle")), \(order.total.formatted)")
        for line in order.lines {
            Output.line("  \(line.quantity) × \(line.name) (\(line.wineID))  \(line.total?.formatted ?? "no price")")
        }
    }
}

/// `kiosk wine orders [list]`.
struct OrdersListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Your orders, newest first, with their lines and totals.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let orders = try await FeatureStep.list(WineOrdersFeature.self, wine)
            if options.json { return try Output.json(orders.items.map(WineDocuments.Order.init)) }
            if let placeholder = orders.placeholder { return Output.line(placeholder.title + ".") }
            orders.items.forEach(OrdersCommand.print)
        }
    }
}

/// `kiosk wine orders show NUMBER [--receipt]`.
struct OrdersShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "One of your orders: its lines and total, or with --receipt its receipt for a thermal printer (42 columns)."
    )

    @Argument(help: ArgumentHelp("The order's number, as the thank-you said it (W-000001, or 1).", valueName: "number"))
    var number: String

    @Flag(help: "Print the receipt: plain UTF-8 text 42 columns wide, as a thermal printer takes it.")
    var receipt = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let id = try WineOrder.number(parsing: number)
            guard let order = try await FeatureStep.list(WineOrdersFeature.self, wine).items.first(where: { $0.id == id }) else { throw AppError.notFound(what: "Order \(id)") }
            if receipt { return Output.lines(WineReceipt.make(order, timeZone: .current).lines()) }
            if options.json { return try Output.json(WineDocuments.Order(order)) }
            OrdersCommand.print(order)
        }
    }
}

extension OrdersListCommand: DirectlyParsed {}

extension OrdersShowCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("--receipt") { $0.receipt = true },
        ], arguments: [{ $0.number = $1 }]) {
            $0.receipt = false
        }
    }
}
