import TerminalUI

/// A tiny terminal for tests: applies the subset of ANSI that `ANSIEncoder` emits (cursor
/// position, SGR, clear screen, text; kitty and sixel pictures are skipped) to a grid of
/// cells, so a test can check that replaying a diff on top of the previous screen gives
/// exactly the next frame.
struct ScreenReplica {
    private(set) var cells: [[Cell]]
    private var cursor = Point(x: 0, y: 0)
    private var style = Style.plain
    let size: Size

    init(size: Size) {
        self.size = size
        cells = Array(repeating: Array(repeating: .blank, count: size.width), count: size.height)
    }

    /// The screen as a frame, to compare with the frame that was drawn.
    var frame: Frame {
        var frame = Frame(size: size)
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let cell = cells[y][x]
                frame.put(cell.symbol.isEmpty ? " " : cell.symbol, x: x, y: y, style: cell.style)
                x += max(1, cell.symbol.first?.terminalWidth ?? 1)
            }
        }
        return frame
    }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            for character in String(decoding: text, as: UTF8.self) { write(character) }
            text.removeAll()
        }
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                flushText()
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                switch bytes[end] {
                case UInt8(ascii: "H"): cursor = Point(x: numbers[1] - 1, y: numbers[0] - 1)
                case UInt8(ascii: "m"): sgr(numbers)
                case UInt8(ascii: "J"): self = ScreenReplica(size: size)
                default: break
                }
                index = end + 1
            } else if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "_") || bytes[index + 1] == UInt8(ascii: "P") {
                // A kitty (APC) or sixel (DCS) picture: no cells, skipped up to its ESC \.
                flushText()
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
                index = end + 2
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        flushText()
    }

    private mutating func write(_ character: Character) {
        let width = character.terminalWidth
        guard width > 0, cursor.y < size.height, cursor.x + width <= size.width else { return }
        cells[cursor.y][cursor.x] = Cell(String(character), style: style)
        if width == 2 { cells[cursor.y][cursor.x + 1] = Cell("", style: style) }
        cursor.x += width
    }

    private mutating func sgr(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let n = numbers[index]
            switch n {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 30...37: style.foreground = .basic(UInt8(n - 30))
            case 90...97: style.foreground = .basic(UInt8(n - 90 + 8))
            case 40...47: style.background = .basic(UInt8(n - 40))
            case 100...107: style.background = .basic(UInt8(n - 100 + 8))
            case 38, 48:
                let color: Color
                if numbers[index + 1] == 5 {
                    color = .indexed(UInt8(numbers[index + 2])); index += 2
                } else {
                    color = .rgb(UInt8(numbers[index + 2]), UInt8(numbers[index + 3]), UInt8(numbers[index + 4])); index += 4
                }
                if n == 38 { style.foreground = color } else { style.background = color }
            default: break
            }
            index += 1
        }
    }
}
