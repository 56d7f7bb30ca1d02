import ArgumentParser
import Presentation

/// `kiosk wine orders`: the signed-in employee's past orders.
struct OrdersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "orders", abstract: "List your orders, newest first.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let orders = try wine.orders()
            if options.json { return try Output.json(orders.map(WineDocuments.Order.init)) }
            guard !orders.isEmpty else { return Output.line("No orders yet.") }
            for order in orders {
                let by = order.employeeName.map { "  \($0)" } ?? ""
                Output.line("\(order.id)  \(WineFormat.date(order.placedAt))\(by)  \(Plural.count(order.totalQuantity, "bottle")), \(order.total.formatted)")
                for line in order.lines {
                    Output.line("  \(line.quantity) × \(line.name) (\(line.wineID))  \(line.total?.formatted ?? "no price")")
                }
            }
        }
    }
}
