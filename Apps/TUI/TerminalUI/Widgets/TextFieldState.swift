/// The editing model of a one-line text field: its text and a cursor between characters.
///
/// Pure: `handle(_:)` applies a key and says whether the field used it, so a screen can let
/// the field take the keys it understands and map the rest to actions.
public struct TextFieldState: Hashable, Sendable {
    /// The text.
    public private(set) var text: String
    /// The cursor, as a number of characters (grapheme clusters) from the start.
    public private(set) var cursor: Int
    /// The most characters the field accepts (`nil` for no limit).
    public var maximumLength: Int?
    /// Whether the text is a default the person has not touched yet: the first character
    /// typed or pasted replaces it (a quantity field showing "1" becomes "3", not "13"), and
    /// any other editing key edits it as it stands.
    public private(set) var isDefault: Bool

    /// A field holding `text` with the cursor at its end.
    ///
    /// - Parameter isDefault: `text` is a default that typing replaces.
    public init(text: String = "", maximumLength: Int? = nil, isDefault: Bool = false) {
        let text = maximumLength.map { String(text.prefix($0)) } ?? text
        self.text = text
        self.cursor = text.count
        self.maximumLength = maximumLength
        self.isDefault = isDefault && !text.isEmpty
    }

    /// Applies an editing key: characters and pastes insert (a paste's line breaks become
    /// spaces), Backspace/Delete remove, ←/→/Home/End/Ctrl-A/Ctrl-E move, Ctrl-U clears,
    /// Ctrl-W and Alt-Backspace delete the word before the cursor, Ctrl-K the rest of the line.
    ///
    /// - Returns: whether the key was an editing key (even if it changed nothing).
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        let wasDefault = isDefault
        isDefault = false
        switch key {
        case let .character(character):
            insert(String(character), replacing: wasDefault)
        case let .paste(pasted):
            insert(pasted.replacingLineBreaks(), replacing: wasDefault)
        case .backspace:
            guard cursor > 0 else { return true }
            remove(at: cursor - 1)
            cursor -= 1
        case .delete, .ctrl("d"):
            guard cursor < text.count else { return true }
            remove(at: cursor)
        case .left, .ctrl("b"):
            cursor = max(0, cursor - 1)
        case .right, .ctrl("f"):
            cursor = min(text.count, cursor + 1)
        case .home, .ctrl("a"):
            cursor = 0
        case .end, .ctrl("e"):
            cursor = text.count
        case .ctrl("u"):
            text = ""
            cursor = 0
        case .ctrl("k"):
            text = String(text.prefix(cursor))
        case .ctrl("w"), .modified(.backspace, .alt):
            deleteWordBeforeCursor()
        case .modified(.left, _):
            cursor = wordStart(before: cursor)
        case .modified(.right, _):
            cursor = wordEnd(after: cursor)
        default:
            isDefault = wasDefault
            return false
        }
        return true
    }

    /// Replaces the whole text, cursor at the end.
    public mutating func set(_ text: String) {
        self = TextFieldState(text: text, maximumLength: maximumLength)
    }

    // MARK: - Editing

    /// Inserts at the cursor, or in place of the whole text when `replacing` a default (only
    /// once something is left to insert, so a stray control key keeps the default).
    private mutating func insert(_ inserted: String, replacing: Bool = false) {
        // Control characters never enter a field; combining marks do (they join a letter).
        var inserted = inserted.filter { $0.unicodeScalars.first?.properties.generalCategory != .control }
        if replacing, !inserted.isEmpty {
            text = ""
            cursor = 0
        }
        if let maximumLength { inserted = String(inserted.prefix(max(0, maximumLength - text.count))) }
        guard !inserted.isEmpty else { return }
        let before = text.count
        let index = text.index(text.startIndex, offsetBy: cursor)
        text.insert(contentsOf: inserted, at: index)
        // NB: a combining mark typed after a letter merges with it, so count what was added.
        cursor += text.count - before
    }

    private mutating func remove(at position: Int) {
        text.remove(at: text.index(text.startIndex, offsetBy: position))
    }

    private mutating func deleteWordBeforeCursor() {
        let start = wordStart(before: cursor)
        let from = text.index(text.startIndex, offsetBy: start), to = text.index(text.startIndex, offsetBy: cursor)
        text.removeSubrange(from..<to)
        cursor = start
    }

    private func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return index
    }
}

extension String {
    /// The text on one line: each line break becomes a space.
    func replacingLineBreaks() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
