import TerminalUI

/// One line of a screen's key map: which keys, what they send, and how help names them.
struct KeyBinding<Action> {
    /// How the binding appears on the help line and in the `?` overlay (`nil`: not shown).
    let help: KeyHelp?
    /// The meaning of the keys in kiosk-tui's vocabulary (`nil` for a field's or a dialog's
    /// own keys).
    let verb: Verb?
    /// The action for a key, or `nil` when the binding does not take the key.
    let match: (Key) -> Action?

    /// A binding from a closure: for keys that carry data (typed characters, digits).
    init(help: KeyHelp?, verb: Verb? = nil, match: @escaping (Key) -> Action?) {
        self.help = help
        self.verb = verb
        self.match = match
    }

    /// `verb`'s keys send `action`; help names the verb's keys and its meaning, or
    /// `description` when the screen says it more precisely ("new counter").
    ///
    /// - Parameter also: keys outside the vocabulary that do the same here (Esc leaving edit
    ///   mode as `e` does), named after the verb's.
    static func verb(_ verb: Verb, _ description: String? = nil, also: [Key] = [], primary: Bool = true, send action: Action) -> Self {
        let label = ([verb.label] + also.map(\.label)).joined(separator: "/")
        return Self(help: KeyHelp(label, description ?? verb.meaning, isPrimary: primary), verb: verb) { (verb.keys + also).contains($0) ? action : nil }
    }

    /// `verb`'s keys send `action`, unlisted (one help entry covers it, as "↑↓ move" does).
    static func hiddenVerb(_ verb: Verb, send action: Action) -> Self {
        Self(help: nil, verb: verb) { verb.keys.contains($0) ? action : nil }
    }

    /// The digits, as `verb` (a quantity, a PIN, an app's number), sending `action(digit)`.
    static func digits(help: KeyHelp?, send action: @escaping (Character) -> Action?) -> Self {
        Self(help: help, verb: .number) { key in
            guard case let .character(digit) = key, digit.isASCII, digit.isNumber else { return nil }
            return action(digit)
        }
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
