import ArgumentParser
import Presentation

/// `kiosk pizza checkout`: posts the cart; on success records the order and empties the cart.
struct PizzaCheckoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "Send the order. The cart is emptied only once the server confirmed it; on any failure it stays."
    )

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let order = try await PizzaSession(options: options).environment.checkout()
            if options.json { return try Output.json(PizzaDocuments.Checkout(order)) }
            Output.line(PizzaThankYouState.message)
            Output.line(PizzaThankYouState(order: order).summary)
        }
    }
}
