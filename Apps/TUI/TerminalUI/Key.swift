/// A key press (or a paste), decoded from terminal input.
public enum Key: Hashable, Sendable {
    /// A printable character, or a control key as `ctrl`.
    case character(Character)
    /// Control plus a letter (`ctrl("c")`).
    case ctrl(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, tab, backTab, backspace, delete, escape
    /// A function key, F1 to F12.
    case function(Int)
    /// Text pasted as one unit (bracketed paste).
    case paste(String)
}
