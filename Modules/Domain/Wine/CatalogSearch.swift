import Foundation

/// What a catalog search means, whichever engine holds the catalog: the one place that says how
/// a text becomes words, so the in-memory store, SQLite and PostgreSQL index and match the same
/// words and no search can mean two things.
///
/// - A word is a run of letters and digits; everything else (spaces, punctuation, symbols,
///   emoji) separates words: "napa-merlot", "napa,merlot" and "merlot:napa" are two words each.
/// - Words are folded without case, accents or width ("CHÂTEAU", "Château" and "ｃｈａｔｅａｕ"
///   are "chateau"; "Straße" is "strasse").
/// - A word longer than `longestWord` bytes (UTF-8) is cut there, in a name and in a search
///   alike, so no engine's own limit is ever reached.
/// - A wine matches when every word searched starts a word of its name (`merl` finds "Merlot"),
///   in any order; a search without words matches every wine.
/// - A search of more than `mostWords` words is refused (`validate`).
public struct CatalogSearch: Equatable, Sendable {
    /// The longest word kept, in UTF-8 bytes; a longer word is cut at the last whole character
    /// (Unicode scalar) that fits. Far below what any engine indexes (PostgreSQL: 2,046 bytes).
    public static let longestWord = 255
    /// The most words one search takes.
    public static let mostWords = 32
    /// The most distinct words of one name that are searched (PostgreSQL keeps a name's words
    /// in at most 1 MB).
    public static let mostNameWords = 1_000

    /// The words searched for, folded and cut, as typed (repeats kept).
    public let words: [String]

    /// The search `text` means.
    public init(_ text: String) { words = Self.words(of: text) }

    /// Whether there is nothing to search for (every wine matches).
    public var isEmpty: Bool { words.isEmpty }

    /// Checks that `text` is a search the catalog takes.
    ///
    /// - Throws: `AppError.validation` naming `search` when it has more than `mostWords` words.
    public static func validate(_ text: String) throws {
        let count = words(of: text).count
        guard count <= mostWords else {
            throw AppError.validation(field: "search", rule: "has \(count) words; a search takes at most \(mostWords)")
        }
    }

    /// Whether a name with these words (`nameWords(of:)`) matches: every word searched starts
    /// one of them (bytes, so what a prefix is never depends on an engine's collation).
    public func matches(nameWords: [String]) -> Bool {
        words.allSatisfy { word in nameWords.contains { $0.utf8.starts(with: word.utf8) } }
    }

    /// The words a wine's name is found by: its distinct words in order of appearance, at most
    /// `mostNameWords` of them.
    public static func nameWords(of name: String) -> [String] {
        var seen = Set<String>()
        var kept: [String] = []
        for word in words(of: name) where seen.insert(word).inserted {
            kept.append(word)
            if kept.count == mostNameWords { break }
        }
        return kept
    }

    /// The words of `text`: "Château-Neuf 2019" → ["chateau", "neuf", "2019"].
    ///
    /// Each word holds lowercase ASCII letters and digits and characters beyond ASCII, never
    /// an ASCII space or punctuation mark: an engine that splits on those alone finds it whole.
    public static func words(of text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        func end() {
            guard !current.isEmpty else { return }
            words.append(String(decoding: cut(current), as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        // NB: most names are ASCII: their bytes are folded here without Foundation, whose
        // folding costs ~24 µs a name.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                if let kept = asciiWordByte(byte) { current.append(kept) } else { end() }
            }
            end()
            return words
        }
        for character in text {
            guard character.isLetter || character.isNumber else {
                end()
                continue
            }
            if let ascii = character.asciiValue, let kept = asciiWordByte(ascii) {
                current.append(kept)
            } else {
                for byte in FoldedCharacters.shared.folded(character).utf8 {
                    // NB: a folding that yields ASCII punctuation would split the word on an
                    // engine that splits on it: such bytes are dropped, so the word stays one.
                    if byte >= 0x80 {
                        current.append(byte)
                    } else if let kept = asciiWordByte(byte) {
                        current.append(kept)
                    }
                }
            }
        }
        end()
        return words
    }

    /// An ASCII byte as it stands in a word (lowercase), or nil for one that separates words.
    private static func asciiWordByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        default: nil
        }
    }

    /// `word` cut to at most `longestWord` bytes, never inside a character's bytes.
    private static func cut(_ word: [UInt8]) -> ArraySlice<UInt8> {
        guard word.count > longestWord else { return word[...] }
        var end = longestWord
        // NB: back to the first byte of a scalar (continuation bytes are 10xxxxxx).
        while end > 0, word[end] & 0xC0 == 0x80 { end -= 1 }
        return word[..<end]
    }
}

/// Characters beyond ASCII folded without case, accents or width, remembered: a catalog
/// repeats few of them, and Foundation's folding is slow.
private final class FoldedCharacters: @unchecked Sendable {
    static let shared = FoldedCharacters()
    // NB: @unchecked because `folded` is only touched while holding `lock`.
    private let lock = NSLock()
    private var folded: [Character: String] = [:]

    func folded(_ character: Character) -> String {
        lock.lock()
        let known = folded[character]
        lock.unlock()
        if let known { return known }
        let result = String(character).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        lock.lock()
        // NB: bounded, as hostile text can hold any number of distinct characters.
        if folded.count < 20_000 { folded[character] = result }
        lock.unlock()
        return result
    }
}
