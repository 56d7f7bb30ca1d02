import TerminalUI

/// One line of a screen's key map: which keys, what they send, and how help names them.
struct KeyBinding<Action> {
    /// How the binding appears on the help line and in the `?` overlay (`nil`: not shown).
    let help: KeyHelp?
    /// The action for a key, or `nil` when the binding does not take the key.
    let match: (Key) -> Action?

    /// A binding from a closure: for keys that carry data (typed characters, digits).
    init(help: KeyHelp?, match: @escaping (Key) -> Action?) {
        self.help = help
        self.match = match
    }

    /// `keys` send `action`; help shows `label` (the keys' own names by default) and
    /// `description`.
    static func keys(_ keys: Key..., label: String? = nil, help description: String, primary: Bool = true, send action: Action) -> Self {
        let label = label ?? keys.map(\.label).joined(separator: "/")
        return Self(help: KeyHelp(label, description, isPrimary: primary)) { keys.contains($0) ? action : nil }
    }

    /// A help entry for keys bound by `hidden` bindings (one "↑↓ move" for two bindings).
    static func help(_ keys: String, _ description: String, primary: Bool = true) -> Self {
        Self(help: KeyHelp(keys, description, isPrimary: primary)) { _ in nil }
    }

    /// A binding that is not listed in help (aliases, keys a hint on screen already names).
    static func hidden(_ keys: Key..., send action: Action) -> Self {
        Self(help: nil) { keys.contains($0) ? action : nil }
    }
}

/// A screen's keys, in the order help lists them; the first binding that takes a key wins.
struct KeyMap<Action>: ExpressibleByArrayLiteral {
    /// The bindings.
    var bindings: [KeyBinding<Action>]

    /// A key map of `bindings`.
    init(_ bindings: [KeyBinding<Action>]) { self.bindings = bindings }
    /// A key map written as a list.
    init(arrayLiteral bindings: KeyBinding<Action>...) { self.bindings = bindings }

    /// The action for `key`, if a binding takes it.
    func action(for key: Key) -> Action? {
        for binding in bindings {
            if let action = binding.match(key) { return action }
        }
        return nil
    }

    /// The help entries, in order.
    var help: [KeyHelp] { bindings.compactMap(\.help) }
}
