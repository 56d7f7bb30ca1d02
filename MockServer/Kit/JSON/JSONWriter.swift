import Foundation

/// Serialises `JSONValue` the way a particular server would, because clients are tested
/// against the bytes those servers send.
public enum JSONWriter {
    /// How a server formats JSON.
    public enum Style: Sendable {
        /// Node's `JSON.stringify`: compact, non-ASCII as is, numbers in JavaScript form
        /// (`1.0` becomes `1`). The Counters server.
        case javaScript
        /// ASP.NET as wine.com sent it: compact, `/` escaped as `\/`, numbers as recorded.
        case aspNet
        /// Flask as httpbin 0.10.4 sends it: two-space indent, keys sorted, non-ASCII as
        /// `\uXXXX`, numbers in Python form (`1e2` becomes `100.0`).
        case python
    }

    /// The UTF-8 bytes of `value` in `style`.
    public static func bytes(_ value: JSONValue, style: Style) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, style: style, indent: 0, into: &output)
        return output
    }

    /// `value` in `style`, as a string.
    public static func string(_ value: JSONValue, style: Style) -> String {
        String(decoding: bytes(value, style: style), as: UTF8.self)
    }

    /// Appends `value` to `output`; `indent` is the current depth (Python style only).
    public static func write(_ value: JSONValue, style: Style, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: number(text, style: style).utf8)
        case .string(let text): writeString(text, style: style, into: &output)
        case .array(let elements):
            if elements.isEmpty { output.append(contentsOf: "[]".utf8); return }
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(style: style, indent: indent + 1, into: &output)
                write(element, style: style, indent: indent + 1, into: &output)
            }
            newline(style: style, indent: indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(var members):
            if members.isEmpty { output.append(contentsOf: "{}".utf8); return }
            if case .python = style {
                // Python dicts keep the last of duplicate keys; sort_keys orders by code point.
                var seen: [String: Int] = [:]
                var unique: [JSONValue.Member] = []
                for member in members {
                    if let existing = seen[member.key] { unique[existing] = member } else {
                        seen[member.key] = unique.count
                        unique.append(member)
                    }
                }
                members = unique.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            }
            output.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(style: style, indent: indent + 1, into: &output)
                writeString(member.key, style: style, into: &output)
                output.append(UInt8(ascii: ":"))
                if case .python = style { output.append(UInt8(ascii: " ")) }
                write(member.value, style: style, indent: indent + 1, into: &output)
            }
            newline(style: style, indent: indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(style: Style, indent: Int, into output: inout [UInt8]) {
        guard case .python = style else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends a quoted string with the escapes of `style`.
    public static func writeString(_ text: String, style: Style, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: #"\""#.utf8)
            case "\\": output.append(contentsOf: #"\\"#.utf8)
            case "\n": output.append(contentsOf: #"\n"#.utf8)
            case "\r": output.append(contentsOf: #"\r"#.utf8)
            case "\t": output.append(contentsOf: #"\t"#.utf8)
            case "\u{08}": output.append(contentsOf: #"\b"#.utf8)
            case "\u{0C}": output.append(contentsOf: #"\f"#.utf8)
            case "/" where style == .aspNet: output.append(contentsOf: #"\/"#.utf8)
            default:
                if scalar.value < 0x20 || (style == .python && scalar.value > 0x7E) {
                    if scalar.value > 0xFFFF {
                        let value = scalar.value - 0x10000
                        appendUnicodeEscape(UInt16(0xD800 + (value >> 10)), into: &output)
                        appendUnicodeEscape(UInt16(0xDC00 + (value & 0x3FF)), into: &output)
                    } else {
                        appendUnicodeEscape(UInt16(scalar.value), into: &output)
                    }
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func appendUnicodeEscape(_ unit: UInt16, into output: inout [UInt8]) {
        output.append(contentsOf: #"\u"#.utf8)
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(hexDigits[Int((unit >> UInt16(shift)) & 0xF)])
        }
    }

    /// A number's text as `style` prints the value it denotes.
    static func number(_ text: String, style: Style) -> String {
        switch style {
        case .aspNet:
            return text
        case .python:
            // Python keeps integers as integers (any size) and prints floats with repr.
            if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                return text.hasPrefix("-0") && text.count == 2 ? "0" : text
            }
            guard let value = Double(text) else { return text }
            if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
            return pythonRepr(value)
        case .javaScript:
            guard let value = Double(text) else { return text }
            if value.isInfinite { return "null" }
            return javaScriptString(value)
        }
    }

    /// Python's `repr(float)`: shortest round-trip digits, scientific below 1e-4 and from 1e16.
    static func pythonRepr(_ value: Double) -> String {
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        let magnitude = abs(value)
        if magnitude >= 1e16 || magnitude < 1e-4 {
            let (digits, exponent) = shortestDigits(value)
            var mantissa = String(digits.prefix(1))
            if digits.count > 1 { mantissa += "." + digits.dropFirst() }
            let sign = value < 0 ? "-" : ""
            let exponentText = exponent < 0 ? "-" + pad2(-exponent) : "+" + pad2(exponent)
            return sign + mantissa + "e" + exponentText
        }
        var text = positional(value)
        if !text.contains(".") { text += ".0" }
        return text
    }

    /// JavaScript's `Number.prototype.toString()`.
    static func javaScriptString(_ value: Double) -> String {
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if magnitude >= 1e21 || magnitude < 1e-6 {
            let (digits, exponent) = shortestDigits(value)
            var mantissa = String(digits.prefix(1))
            if digits.count > 1 { mantissa += "." + digits.dropFirst() }
            return (value < 0 ? "-" : "") + mantissa + "e" + (exponent < 0 ? "-" : "+") + String(abs(exponent))
        }
        return positional(value)
    }

    private static func pad2(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// The shortest round-trip decimal digits of `value` (no sign, no leading zeros) and the
    /// decimal exponent of the first digit.
    private static func shortestDigits(_ value: Double) -> (String, Int) {
        // Swift's description is the shortest round-trip form; take its digits and exponent.
        let text = "\(abs(value))"
        var mantissa = text
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = String(text[..<e])
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integer = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = integer + fraction
        var pointPosition = integer.count + exponent
        while digits.hasPrefix("0"), digits.count > 1 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.hasSuffix("0"), digits.count > 1 { digits.removeLast() }
        return (digits, pointPosition - 1)
    }

    /// Positional notation from the shortest digits, without a trailing `.0`.
    private static func positional(_ value: Double) -> String {
        let (digits, exponent) = shortestDigits(value)
        let sign = value < 0 ? "-" : ""
        if exponent >= digits.count - 1 {
            return sign + digits + String(repeating: "0", count: exponent - digits.count + 1)
        }
        if exponent >= 0 {
            let split = digits.index(digits.startIndex, offsetBy: exponent + 1)
            return sign + digits[..<split] + "." + digits[split...]
        }
        return sign + "0." + String(repeating: "0", count: -exponent - 1) + digits
    }
}
