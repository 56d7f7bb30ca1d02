import ArgumentParser
import Presentation

/// `kiosk wine checkout [--expect-total AMOUNT]`: place the cart as an order; a new empty cart
/// follows.
struct CheckoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "Place your cart as an order and start a new, empty cart.",
        discussion: """
        With --expect-total, the order is placed only if the cart still comes to that amount when \
        it is placed (decided in the transaction that places it); otherwise nothing is ordered \
        and the command says what the cart comes to now (exit 65).
        """
    )

    @OptionGroup var options: GlobalOptions

    @Option(help: ArgumentHelp("Order only if the cart comes to this amount (22.50 or $22.50).", valueName: "amount"))
    var expectTotal: String?

    func run() async throws {
        try await WineSession.run(options) { wine in
            let expected = try expectTotal.map { CheckoutExpectation<CartLine>(total: try Money.typed($0, field: "expect-total")) }
            let order = try wine.checkout(expected)
            if options.json { return try Output.json(WineDocuments.Order(order)) }
            let thanks = WineThankYouFeature.State(order: order)
            Output.line(thanks.message)
            Output.line(thanks.summary)
        }
    }
}

extension CheckoutCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .value("--expect-total") { $0.expectTotal = $1 },
        ]) {
            $0.expectTotal = nil
        }
    }
}
