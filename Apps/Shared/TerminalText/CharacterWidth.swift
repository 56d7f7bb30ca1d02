extension Character {
    /// How many terminal columns the grapheme cluster takes: 0, 1 or 2.
    ///
    /// 0 for control characters and for clusters made only of zero-width scalars (a lone
    /// combining mark, a zero-width joiner); 2 for East Asian wide and fullwidth characters,
    /// emoji shown as emoji (including flags, keycaps, skin tones and ZWJ sequences); 1 for
    /// everything else. A cluster counts as a whole: "é" written as e + U+0301 is one column.
    public var terminalWidth: Int {
        // NB: the fast path matters; screens are mostly ASCII and this runs once per cell.
        if let ascii = asciiValue {
            return ascii < 0x20 || ascii == 0x7F ? 0 : 1
        }
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        var hasVisible = false
        for scalar in scalars where !scalar.isZeroWidth {
            hasVisible = true
            break
        }
        guard hasVisible else { return 0 }
        // Variation selectors decide between text (U+FE0E) and emoji (U+FE0F) presentation.
        if scalars.contains(where: { $0.value == 0xFE0E }) { return 1 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        // Two regional indicators make a flag.
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        return first.isEastAsianWide ? 2 : 1
    }
}

extension Unicode.Scalar {
    /// Whether the scalar takes no column of its own (it modifies or joins its neighbours).
    var isZeroWidth: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: break
        }
        return value == 0x200B || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }

    /// Whether the scalar is East Asian Wide or Fullwidth (UAX #11), by the ranges terminals use.
    var isEastAsianWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension StringProtocol {
    /// How many terminal columns the text takes.
    public var terminalWidth: Int {
        // NB: the fast path matters; most text on screen is printable ASCII, one column a byte.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        var width = 0
        for character in self { width += character.terminalWidth }
        return width
    }
}
