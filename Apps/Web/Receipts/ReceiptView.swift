import Presentation

/// A printable receipt page (`receipt.mustache`): the same `Receipt` the CLI prints for a
/// thermal printer, drawn as HTML with a print stylesheet that leaves out everything else.
struct ReceiptView: Sendable {
    struct Line: Sendable {
        var label: String
        var detail: String?
        var amount: String
    }

    struct Total: Sendable {
        var label: String
        var amount: String
        var isGrandTotal: Bool
    }

    var shop: String
    var title: String
    var time: String
    var lines: [Line]
    var totals: [Total]
    var footer: [String]
    /// Where "Back" goes: the app's orders.
    var backURL: String

    init(_ receipt: Receipt, backURL: String) {
        shop = receipt.shop
        title = receipt.title
        time = receipt.time
        lines = receipt.lines.map { Line(label: $0.label, detail: $0.detail, amount: $0.amount) }
        totals = receipt.totals.map { Total(label: $0.label, amount: $0.amount, isGrandTotal: $0.isGrandTotal) }
        footer = receipt.footer
        self.backURL = backURL
    }
}
