/// A key press (or a paste), decoded from terminal input.
public enum Key: Hashable, Sendable {
    /// A printable character (a whole grapheme cluster).
    case character(Character)
    /// Control plus a letter or symbol (`ctrl("c")`). Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive
    /// as `backspace`, `tab` and `enter`, as terminals send the same bytes for them.
    case ctrl(Character)
    /// The cursor keys.
    case up, down, left, right
    /// The navigation keys.
    case home, end, pageUp, pageDown, insert
    /// The editing keys; `backTab` is Shift-Tab.
    case enter, tab, backTab, backspace, delete, escape
    /// A function key, F1 to F12.
    case function(Int)
    /// Text pasted as one unit (bracketed paste), line breaks as "\n".
    case paste(String)
    /// A click or a turn of the wheel (when the terminal reports the mouse).
    case mouse(MouseEvent)
    /// A key pressed with Shift, Alt or Ctrl where the terminal reports it
    /// (`ESC[1;5A` is `.modified(.up, .control)`, Alt-x is `.modified(.character("x"), .alt)`).
    indirect case modified(Key, KeyModifiers)

    /// The key without its modifiers.
    public var base: Key {
        if case let .modified(key, _) = self { return key.base }
        return self
    }

    /// The modifiers held, if the terminal reported any.
    public var modifiers: KeyModifiers {
        if case let .modified(key, modifiers) = self { return modifiers.union(key.modifiers) }
        return []
    }

    /// How the key is named in help texts: "↑", "enter", "ctrl-c", "alt-x", "F5".
    public var label: String {
        switch self {
        case let .character(character): return character == " " ? "space" : String(character)
        case let .ctrl(character): return "ctrl-\(character)"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .insert: return "ins"
        case .enter: return "enter"
        case .tab: return "tab"
        case .backTab: return "shift-tab"
        case .backspace: return "backspace"
        case .delete: return "del"
        case .escape: return "esc"
        case let .function(number): return "F\(number)"
        case .paste: return "paste"
        case let .mouse(event): return event.wheelStep == 0 ? "click" : "wheel"
        case let .modified(key, modifiers):
            var prefix = ""
            if modifiers.contains(.control) { prefix += "ctrl-" }
            if modifiers.contains(.alt) { prefix += "alt-" }
            if modifiers.contains(.shift) { prefix += "shift-" }
            return prefix + key.label
        }
    }
}

/// The modifier keys a terminal can report with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (or Meta, or Option).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)

    /// The modifiers of the xterm parameter `n` in `ESC[1;nA` (1 + a bit mask, Meta as Alt).
    init(xtermParameter n: Int) {
        let bits = max(0, n - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}
