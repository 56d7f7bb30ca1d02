import Foundation

extension String {
    /// The form in which names and emails are compared for uniqueness: by what they mean to a
    /// reader, not by their bytes.
    ///
    /// Format characters (Unicode category Cf: zero-width spaces and joiners, bidi controls, the
    /// byte order mark, the soft hyphen) are removed, since they change the bytes but not what
    /// anyone sees; case is folded with Unicode's full case folding without a locale (so
    /// "Straße" and "STRASSE" are the same name, as Unicode's caseless matching has it); the
    /// result is in NFC, so a letter typed composed ("ü") or decomposed ("u" + U+0308) is one
    /// letter; surrounding whitespace and newlines are trimmed. The one rule for every such
    /// comparison: `NewEmployee` and `EmailAddress` use it, and the stores keep it in their keys.
    public var normalizedForUniqueness: String {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: unicodeScalars.lazy.filter { $0.properties.generalCategory != .format })
        // NB: folded from the decomposed form and recomposed afterwards, as Unicode defines
        // canonical caseless matching; folding can leave a letter decomposed ("Å" → "a" + U+030A).
        return String(visible).decomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
