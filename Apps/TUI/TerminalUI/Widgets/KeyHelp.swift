/// One entry of a screen's key help: the keys as the user types them and what they do.
public struct KeyHelp: Hashable, Sendable {
    /// The keys, as shown: "↑↓", "enter", "ctrl-c".
    public var keys: String
    /// What they do, in a few words: "move", "open".
    public var description: String
    /// Whether the entry is shown on the help line, or only in the `?` overlay.
    public var isPrimary: Bool

    /// `keys` do `description`; primary entries are also on the help line.
    public init(_ keys: String, _ description: String, isPrimary: Bool = true) {
        self.keys = keys
        self.description = description
        self.isPrimary = isPrimary
    }
}
