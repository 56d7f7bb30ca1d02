import Presentation

/// A field's limits as a form's attributes draw them (`min`, `max`, `maxlength`) and its rule in
/// words (a label's "4 to 8 digits"), from the Domain's `FieldRule`.
struct FieldLimits: Sendable, Equatable {
    /// The smallest number (`min`), for a number.
    var min: Int?
    /// The largest number (`max`), for a number.
    var max: Int?
    /// The most characters (`maxlength`).
    var maxlength: Int
    /// "1 to 999", "4 to 8 digits".
    var summary: String

    /// The limits of `rule`.
    init(_ rule: FieldRule) {
        min = rule.minimum
        max = rule.maximum
        maxlength = rule.maximumLength
        summary = rule.summary
    }
}
