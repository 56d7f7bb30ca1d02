/// Rows in the text format of PostgreSQL's `COPY … FROM STDIN`, written byte by byte: values
/// apart by tabs, a line per row, `\N` for NULL, and a backslash, tab, line feed or carriage
/// return inside a value escaped.
struct CopyText: WineColumnSink {
    /// The rows written so far.
    private(set) var bytes: [UInt8] = []
    private var rowStarted = false

    /// Appends a text value (nil for NULL) to the current row.
    mutating func bind(_ value: String?) {
        separate()
        guard let value else { return appendNull() }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            default: bytes.append(byte)
            }
        }
    }

    /// Appends an integer value (nil for NULL) to the current row.
    mutating func bind(_ value: Int?) {
        separate()
        guard let value else { return appendNull() }
        bytes += String(value).utf8
    }

    /// Ends the current row.
    mutating func endRow() {
        bytes.append(UInt8(ascii: "\n"))
        rowStarted = false
    }

    private mutating func separate() {
        if rowStarted { bytes.append(UInt8(ascii: "\t")) }
        rowStarted = true
    }

    private mutating func appendNull() {
        bytes += [UInt8(ascii: "\\"), UInt8(ascii: "N")]
    }
}
