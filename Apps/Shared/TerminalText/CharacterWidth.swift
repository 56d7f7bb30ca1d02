extension Character {
    /// How many terminal columns the grapheme cluster takes: 0, 1 or 2.
    ///
    /// A cluster is measured by its scalars' widths (`Unicode.Scalar.terminalWidth`, from the
    /// Unicode data), added up and capped at two, which is how terminals advance over it: "é"
    /// written as e + U+0301 is one column, a Thai or Devanagari syllable with a spacing vowel
    /// sign two, a Hangul syllable in jamo two. Emoji sequences are two columns whatever their
    /// parts add up to, as terminals draw them as one picture: a base with U+FE0F (emoji
    /// presentation), a ZWJ sequence, a skin tone, a flag (two regional indicators); U+FE0E
    /// (text presentation) makes one column.
    ///
    /// NB: a cluster that adds up to three columns or more (a long Indic conjunct) is counted
    /// as two, since a frame cell holds at most a wide glyph; a terminal may advance further.
    public var terminalWidth: Int {
        // NB: the fast path matters; screens are mostly ASCII and this runs once per cell.
        if let ascii = asciiValue {
            return ascii < 0x20 || ascii == 0x7F ? 0 : 1
        }
        var width = 0
        var isEmojiSequence = false
        var joins = false
        for scalar in unicodeScalars {
            let scalarWidth = scalar.terminalWidth
            switch scalar.value {
            case 0xFE0E: return width == 0 ? 0 : 1
            case 0xFE0F, 0x1F3FB...0x1F3FF: isEmojiSequence = isEmojiSequence || width > 0
            case 0x200D: joins = width > 0
            default: if joins, scalarWidth > 0 { isEmojiSequence = true }
            }
            width += scalarWidth
        }
        if isEmojiSequence { return 2 }
        return min(width, 2)
    }
}

extension Unicode.Scalar {
    /// How many terminal columns the scalar takes on its own: 0 for controls, combining marks,
    /// format characters and Hangul medial and final jamo; 2 for East Asian Wide and Fullwidth
    /// characters and emoji shown as emoji; 1 for the rest.
    ///
    /// From `CharacterWidthTable`, which `Scripts/generate-width-table` makes from the Unicode
    /// Character Database; it agrees with Python's wcwidth for the same Unicode version but for
    /// the few scalars `CharacterWidthTableTests` names.
    public var terminalWidth: Int {
        let value = self.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if Self.contains(CharacterWidthTable.zeroWidth, value) { return 0 }
        return Self.contains(CharacterWidthTable.wide, value) ? 2 : 1
    }

    /// The version of the Unicode data the widths come from.
    public static var terminalWidthUnicodeVersion: String { CharacterWidthTable.unicodeVersion }

    /// Whether `value` falls in one of `ranges` (first, last, first, last…, sorted).
    private static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var low = 0, high = ranges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if value < ranges[2 * middle] {
                high = middle
            } else if value > ranges[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension StringProtocol {
    /// How many terminal columns the text takes.
    ///
    /// NB: inlinable, so a caller's `String` gets its own specialised copy instead of going
    /// through `StringProtocol`'s witness table for every byte.
    @inlinable
    public var terminalWidth: Int {
        // NB: the fast path matters; most text on screen is printable ASCII, one column a byte.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        var width = 0
        for character in self { width += character.terminalWidth }
        return width
    }
}
