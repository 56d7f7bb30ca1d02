import ArgumentParser
import Presentation

/// `kiosk pizza checkout [--again] [--expect-total AMOUNT]`: posts the cart; on success records
/// the order and takes what was ordered out of the cart.
struct PizzaCheckoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "Send the order. The cart is emptied only once the server confirmed it; on any failure it stays.",
        discussion: """
        Two checkouts of one cart at once send one order: the other is told the cart is being \
        checked out (exit 64). When the server does not answer after the order went out \
        (a timeout, a dropped connection), nobody knows whether it was placed: the command \
        says so (exit 69), keeps the cart and marks it, and the next checkout is refused \
        (exit 65) until you check with the shop and run it with --again. With --expect-total, \
        nothing is sent unless the cart still comes to that amount when it is claimed (exit 65, \
        saying what it comes to now).
        """
    )

    @Flag(help: "Order even though an earlier checkout of this cart may have gone through.")
    var again = false

    @Option(help: ArgumentHelp("Order only if the cart comes to this amount (22.50 or $22.50).", valueName: "amount"))
    var expectTotal: String?

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json, hint: Self.hint) {
            let expected = try expectTotal.map { CheckoutExpectation<PizzaCartLine>(total: try Money.typed($0, field: "expect-total")) }
            let order = try await PizzaSession(options: options).environment.checkout(again, expected)
            if options.json { return try Output.json(PizzaDocuments.CheckoutResult(order)) }
            Output.line(PizzaThankYouFeature.State.message)
            Output.line(PizzaThankYouFeature.State(order: order).summary)
        }
    }
}

extension PizzaCheckoutCommand {
    /// How to go on, in this command's own terms, after an error that needs it.
    static func hint(_ error: AppError) -> String? {
        if case .conflict(field: "cart", _) = error { return "(to order anyway: kiosk pizza checkout --again)" }
        return nil
    }
}

extension PizzaCheckoutCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("--again") { $0.again = true },
            .value("--expect-total") { $0.expectTotal = $1 },
        ]) {
            $0.again = false
            $0.expectTotal = nil
        }
    }
}
