/// Where text sits in a space wider than itself.
public enum Alignment: Sendable {
    /// Against the left edge.
    case leading
    /// In the middle (an odd column left over goes to the right).
    case center
    /// Against the right edge (numbers, prices).
    case trailing
}

extension StringProtocol {
    /// The text cut to at most `width` columns, ending in `ellipsis` when it was cut.
    ///
    /// Cuts between grapheme clusters, never inside one, and never leaves half a wide glyph;
    /// the result may be one column narrower than `width` when a wide glyph does not fit.
    ///
    /// NB: inlinable, as `terminalWidth` is: in a copy made for the caller's `String`, the width
    /// is not asked of `Self.UTF8View` through the runtime (whose first look-up of that
    /// conformance in a process scans every conformance record: a quarter of a millisecond of
    /// a command's first table).
    @inlinable
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if terminalWidth <= width { return String(self) }
        let ellipsisWidth = ellipsis.terminalWidth
        guard ellipsisWidth <= width else { return String(ellipsis.prefix(width)) }
        var result = ""
        var used = 0
        for character in self {
            let characterWidth = character.terminalWidth
            if used + characterWidth > width - ellipsisWidth { break }
            result.append(character)
            used += characterWidth
        }
        return result + ellipsis
    }

    /// The text truncated to `width` columns, then padded with spaces to exactly `width`.
    @inlinable
    public func padded(toWidth width: Int, alignment: Alignment = .leading) -> String {
        let text = truncated(toWidth: width)
        let gap = Swift.max(0, width - text.terminalWidth)
        switch alignment {
        case .leading: return text + String(repeating: " ", count: gap)
        case .trailing: return String(repeating: " ", count: gap) + text
        case .center: return String(repeating: " ", count: gap / 2) + text + String(repeating: " ", count: gap - gap / 2)
        }
    }
}
