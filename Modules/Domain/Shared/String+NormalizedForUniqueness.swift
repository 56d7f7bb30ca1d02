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
        // NB: plain ASCII has no format characters, decomposes to itself and folds to its
        // lower case, so it needs none of Foundation's Unicode passes (a tenth of the time;
        // resolving a category name compares it with every category's).
        if utf8.allSatisfy({ $0 < 0x80 }) {
            // NB: written byte by byte into the new string's storage: `String(decoding:as:)` of
            // a lazy map asks the runtime whether the map has contiguous bytes, and a process's
            // first such question scans every conformance record.
            let utf8 = self.utf8
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                var count = 0
                for byte in utf8 {
                    buffer[count] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                    count += 1
                }
                return count
            }.trimmingASCIIWhitespace
        }
        return normalizedForUniquenessByUnicode
    }

    /// `normalizedForUniqueness` by Unicode's rules, for any text.
    var normalizedForUniquenessByUnicode: String {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: unicodeScalars.lazy.filter { $0.properties.generalCategory != .format })
        // NB: folded from the decomposed form and recomposed afterwards, as Unicode defines
        // canonical caseless matching; folding can leave a letter decomposed ("Å" → "a" + U+030A).
        return String(visible).decomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
            .trimmingWhitespaceAndNewlines
    }

    /// Without whitespace and newlines at either end: the scalars `CharacterSet.whitespacesAndNewlines`
    /// holds, which are those with Unicode's White_Space property and ZERO WIDTH SPACE (a space
    /// in Unicode's early versions; a test compares the two sets scalar by scalar).
    ///
    /// NB: not `trimmingCharacters(in: .whitespacesAndNewlines)`: a process's first use of that
    /// character set costs more than normalizing every category name of a catalog.
    var trimmingWhitespaceAndNewlines: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isTrimmedSpace }),
              let last = scalars.lastIndex(where: { !$0.isTrimmedSpace }) else { return "" }
        return String(scalars[first...last])
    }

    /// Without the ASCII whitespace and newlines (tab, line feed, vertical tab, form feed,
    /// carriage return, space) at either end: what `trimmingCharacters(in: .whitespacesAndNewlines)`
    /// removes from ASCII text.
    private var trimmingASCIIWhitespace: String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension Unicode.Scalar {
    /// Whether `trimmingWhitespaceAndNewlines` removes this scalar at either end of a text.
    var isTrimmedSpace: Bool { properties.isWhitespace || self == "\u{200B}" }
}
