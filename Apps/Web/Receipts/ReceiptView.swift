import Presentation

/// A printable receipt page (`receipt.mustache`): the same `Receipt` the CLI prints for a
/// thermal printer, drawn as HTML with a print stylesheet that leaves out everything else.
struct ReceiptView: Sendable {
    /// The receipt, as Presentation laid it out.
    var receipt: Receipt
    /// Where "Back" goes: the app's orders.
    var backURL: String

    init(_ receipt: Receipt, backURL: String) {
        self.receipt = receipt
        self.backURL = backURL
    }
}
