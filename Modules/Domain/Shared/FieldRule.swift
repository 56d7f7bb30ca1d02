/// What one input field accepts, as every front end draws it: a number's range or a text's
/// length, and the words that say so ("1 to 99", "4 to 8 digits").
///
/// The rule itself is judged where the value is made (`Quantity.validate`, `PIN.init`, …);
/// this is its description, so a field's width, a template's `min`/`max`/`maxlength`, a CLI's
/// help and the rule's own message say the same limits, from one place.
public struct FieldRule: Equatable, Sendable {
    /// The field's name, as errors name it (`quantity`, `pin`, `firstName`).
    public let field: String
    /// The whole numbers accepted, for a number.
    public let range: ClosedRange<Int>?
    /// How many characters a text may have, for a text.
    public let length: ClosedRange<Int>?
    /// Whether a text holds digits only (a PIN).
    public let isDigits: Bool

    /// A whole number from `range`.
    public static func number(_ field: String, _ range: ClosedRange<Int>) -> Self {
        Self(field: field, range: range, length: nil, isDigits: false)
    }

    /// A text of `length` characters.
    public static func text(_ field: String, length: ClosedRange<Int>, digits: Bool = false) -> Self {
        Self(field: field, range: nil, length: length, isDigits: digits)
    }

    /// The limits in words: "1 to 99" for a number, "4 to 8 digits" or "at most 100 characters"
    /// for a text.
    public var summary: String {
        if let range { return "\(range.lowerBound) to \(range.upperBound)" }
        guard let length else { return "" }
        let unit = isDigits ? "digits" : "characters"
        return length.lowerBound > 1 ? "\(length.lowerBound) to \(length.upperBound) \(unit)" : "at most \(length.upperBound) \(unit)"
    }

    /// The most characters a field for it needs: the digits of the largest number, or the
    /// longest text.
    public var maximumLength: Int {
        if let range { return max(String(range.upperBound).count, String(range.lowerBound).count) }
        return length?.upperBound ?? 0
    }

    /// The smallest number accepted (a number's `min`).
    public var minimum: Int? { range?.lowerBound }
    /// The largest number accepted (a number's `max`).
    public var maximum: Int? { range?.upperBound }
}
