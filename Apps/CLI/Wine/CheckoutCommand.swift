import ArgumentParser
import Presentation

/// `kiosk wine checkout`: place the cart as an order; a new empty cart follows.
struct CheckoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "checkout", abstract: "Place your cart as an order and start a new, empty cart.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let order = try wine.checkout()
            if options.json { return try Output.json(WineDocuments.Order(order)) }
            let thanks = WineThankYouFeature.State(order: order)
            Output.line(thanks.message)
            Output.line(thanks.summary)
        }
    }
}
