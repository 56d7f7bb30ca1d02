import Foundation

/// What a customer or the shop takes away from an order: the shop's name, the order's number
/// and time, its lines and totals. Laid out once, here: as plain text for a thermal printer
/// (`text(width:)`, 42 columns by default) and as the parts the web's printable page draws.
public struct Receipt: Equatable, Sendable {
    /// One line of the order.
    public struct Line: Equatable, Sendable {
        /// "2 × Napa Cellars Merlot 2007".
        public let label: String
        /// What is under the label, if anything: a pizza's ingredients.
        public let detail: String?
        /// "$44.00", or "no price".
        public let amount: String

        /// A line from its parts.
        public init(quantity: Int, name: String, detail: String? = nil, amount: String) {
            label = "\(quantity) × \(name)"
            self.detail = detail
            self.amount = amount
        }
    }

    /// A row under the lines: "Items 3", "Total $53.99".
    public struct Total: Equatable, Sendable {
        /// "Total".
        public let label: String
        /// "$53.99".
        public let amount: String
        /// Whether it is the sum to pay (printed in bold on the page).
        public let isGrandTotal: Bool

        /// A row from its parts.
        public init(label: String, amount: String, isGrandTotal: Bool = false) {
            self.label = label
            self.amount = amount
            self.isGrandTotal = isGrandTotal
        }
    }

    /// A thermal printer's paper: 42 columns of a monospaced font (80 mm paper).
    public static let paperWidth = 42

    /// "Wine Club", "Nenno's Pizza".
    public let shop: String
    /// "Order W-000001", "Order #12".
    public let title: String
    /// "2026-11-27 14:03".
    public let time: String
    /// The order's lines, in order.
    public let lines: [Line]
    /// The rows under the lines; the last is the sum to pay.
    public let totals: [Total]
    /// What ends it: who served, a thank-you.
    public let footer: [String]

    /// A receipt from its parts.
    public init(shop: String, title: String, time: String, lines: [Line], totals: [Total], footer: [String]) {
        self.shop = shop
        self.title = title
        self.time = time
        self.lines = lines
        self.totals = totals
        self.footer = footer
    }

    /// The time as a receipt prints it: "2026-11-27 14:03", in `timeZone`.
    public static func time(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
    }

    // MARK: - Plain text

    /// The receipt as plain text `width` columns wide, each line ending in a newline
    /// (`lines(width:)`).
    public func text(width: Int = Receipt.paperWidth) -> String {
        lines(width: width).map { $0 + "\n" }.joined()
    }

    /// The receipt's rows, `width` columns at most (one character, one column: what a thermal
    /// printer's font does): headings centred, amounts flush right, a name too long cut with
    /// "…" so its amount always shows.
    public func lines(width: Int = Receipt.paperWidth) -> [String] {
        let width = max(width, 20)
        let rule = String(repeating: "-", count: width)
        var rows: [String] = []
        rows.append(Self.centered(shop, width: width))
        rows.append(Self.centered(title, width: width))
        rows.append(Self.centered(time, width: width))
        rows.append(rule)
        for line in lines {
            rows.append(Self.row(line.label, line.amount, width: width))
            if let detail = line.detail, !detail.isEmpty {
                rows.append(Self.cut("    " + detail, to: width))
            }
        }
        rows.append(rule)
        for total in totals {
            rows.append(Self.row(total.isGrandTotal ? total.label.uppercased() : total.label, total.amount, width: width))
        }
        rows.append(rule)
        rows.append(contentsOf: footer.map { Self.centered($0, width: width) })
        return rows
    }

    /// `left` and `right` on one row, `right` flush right and never cut, `left` cut to fit
    /// with at least one space between them.
    static func row(_ left: String, _ right: String, width: Int) -> String {
        let right = cut(right, to: width)
        let room = width - right.count - 1
        guard room > 0 else { return right }
        let left = cut(left, to: room)
        return left + String(repeating: " ", count: width - left.count - right.count) + right
    }

    /// `text` centred in `width` (cut with "…" when longer).
    static func centered(_ text: String, width: Int) -> String {
        let text = cut(text, to: width)
        return String(repeating: " ", count: (width - text.count) / 2) + text
    }

    /// `text` as is when it fits in `width` characters, else its start and "…"; control
    /// characters (a newline in a name) become spaces, so a row stays one row.
    static func cut(_ text: String, to width: Int) -> String {
        let flat = String(text.map { $0.isNewline || $0.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) ? " " : $0 })
        guard flat.count > width else { return flat }
        guard width > 1 else { return String(repeating: "…", count: max(0, width)) }
        var kept = String(flat.prefix(width - 1))
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }
}
