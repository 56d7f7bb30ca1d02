/// Counts in words, in one place: "1 bottle", "3 bottles", "1 change", "0 changes".
public enum Plural {
    /// `count` and the noun, plural unless `count` is 1.
    ///
    /// - Parameters:
    ///   - singular: the noun for one ("bottle").
    ///   - plural: the noun for any other count; `singular` + "s" when omitted.
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(noun(count, singular, plural))"
    }

    /// A whole number with its thousands grouped by commas, whatever the locale: "3,039".
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return number < 0 ? "-" + grouped : grouped
    }

    /// The noun alone, plural unless `count` is 1 ("counters" for 3).
    public static func noun(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }
}
