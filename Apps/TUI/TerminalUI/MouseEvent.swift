/// A mouse report from the terminal (SGR form, `ESC [ < b ; x ; y M` or `m`): a button pressed
/// or released, or a turn of the wheel, at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// The pointer moved with a button down.
        case drag(MouseButton)
        /// The wheel turned up (away from the user): scroll back.
        case wheelUp
        /// The wheel turned down: scroll on.
        case wheelDown
    }

    /// What the mouse did.
    public var kind: Kind
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int
    /// The modifier keys held.
    public var modifiers: KeyModifiers

    /// A report of `kind` at column `x`, row `y` (both from 0).
    public init(_ kind: Kind, x: Int, y: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }

    /// A left click at column `x`, row `y`.
    public static func click(x: Int, y: Int) -> MouseEvent { MouseEvent(.press(.left), x: x, y: y) }

    /// The wheel's step: −1 up, +1 down, 0 for anything else.
    public var wheelStep: Int {
        switch kind {
        case .wheelUp: -1
        case .wheelDown: 1
        default: 0
        }
    }

    /// The report in the SGR form a terminal sends (what tests and `tmux send-keys` type).
    public var sgrBytes: [UInt8] {
        var code: Int
        var final = "M"
        switch kind {
        case let .press(button): code = button.code
        case let .release(button): code = button.code; final = "m"
        case let .drag(button): code = button.code + 32
        case .wheelUp: code = 64
        case .wheelDown: code = 65
        }
        if modifiers.contains(.shift) { code += 4 }
        if modifiers.contains(.alt) { code += 8 }
        if modifiers.contains(.control) { code += 16 }
        return Array("\u{1B}[<\(code);\(x + 1);\(y + 1)\(final)".utf8)
    }

    /// Decodes the parameters of an SGR report: `b;x;y` with the final byte `M` (press) or
    /// `m` (release); `nil` when they are not a report.
    init?(sgrParameters parameters: [Int?], final: UInt8) {
        guard parameters.count == 3, let code = parameters[0], let column = parameters[1], let row = parameters[2],
              code >= 0, column >= 1, row >= 1 else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let released = final == UInt8(ascii: "m")
        let kind: Kind
        if code & 64 != 0 {
            switch code & 3 {
            case 0: kind = .wheelUp
            case 1: kind = .wheelDown
            default: return nil // Horizontal wheels: nothing here scrolls sideways.
            }
        } else {
            let number = (code & 3) + (code & 128 != 0 ? 8 : 0)
            guard let button = MouseButton(code: number) else { return nil }
            kind = code & 32 != 0 ? .drag(button) : released ? .release(button) : .press(button)
        }
        self.init(kind, x: column - 1, y: row - 1, modifiers: modifiers)
    }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The main button.
    case left
    /// The wheel pressed.
    case middle
    /// The secondary button.
    case right
    /// A button the SGR form reports without naming it (3 in a motion report: none held).
    case other(Int)

    init?(code: Int) {
        switch code {
        case 0: self = .left
        case 1: self = .middle
        case 2: self = .right
        default: self = .other(code)
        }
    }

    var code: Int {
        switch self {
        case .left: 0
        case .middle: 1
        case .right: 2
        case let .other(code): code
        }
    }
}
