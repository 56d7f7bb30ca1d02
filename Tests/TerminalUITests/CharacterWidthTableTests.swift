import Foundation
import Testing
import TerminalUI

/// The width table (`Scripts/generate-width-table`, from the Unicode data) against Python's
/// wcwidth over every code point: `wcwidth-<version>.txt` beside the snapshots is wcwidth's
/// answer for the table's Unicode version, written by `Scripts/wcwidth-reference` and checked
/// against wcwidth itself by `Scripts/check-widths` (in `make test`).
@Suite struct CharacterWidthTableTests {
    /// Where kiosk differs from wcwidth on purpose (wcwidth's −1 for controls counts as 0,
    /// which is what a frame does with them).
    static let deliberate: [ClosedRange<UInt32>: String] = [
        // wcwidth counts the skin tones zero, as if always after the emoji they change; after
        // one they are part of its cluster, which `Character.terminalWidth` measures as a
        // whole (two columns), and alone they are drawn as a two-column swatch.
        0x1F3FB...0x1F3FF: "emoji modifiers: 2, not 0",
        // Unassigned code points of Hangul Jamo Extended-B, which wcwidth counts with the
        // block's medial vowels and final consonants; the table counts assigned ones only.
        0xD7C7...0xD7CA: "unassigned: 1, not 0",
        0xD7FC...0xD7FF: "unassigned: 1, not 0",
    ]

    static func reference() throws -> [(first: UInt32, last: UInt32, width: Int?)] {
        let name = "wcwidth-\(Unicode.Scalar.terminalWidthUnicodeVersion).txt"
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/CharacterWidthTableTests/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let parts = line.split(separator: " ")
            return (UInt32(parts[0], radix: 16)!, UInt32(parts[1], radix: 16)!, Int(parts[2]))
        }
    }

    @Test func everyCodePointHasWcwidthsWidthButTheDeliberateOnes() throws {
        var differences: [UInt32: (ours: Int, wcwidth: Int)] = [:]
        var count = 0
        for run in try Self.reference() {
            guard let width = run.width else { continue } // Surrogates: no scalar.
            for value in run.first...run.last {
                let scalar = Unicode.Scalar(value)!
                count += 1
                let ours = scalar.terminalWidth
                if ours != max(0, width) { differences[value] = (ours, max(0, width)) }
                // A scalar alone is a cluster of its width.
                #expect(Character(scalar).terminalWidth == ours, "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(count == 0x110000 - 0x800)
        let unexplained = differences.keys.filter { value in !Self.deliberate.keys.contains { $0.contains(value) } }.sorted()
        #expect(unexplained.isEmpty, "\(unexplained.count) code points differ from wcwidth: \(unexplained.prefix(20).map { String($0, radix: 16, uppercase: true) })")
        #expect(differences.count == Self.deliberate.keys.reduce(0) { $0 + $1.count })
    }

    @Test(arguments: [
        // The issue's examples: narrow (text-style emoji, a circled number)…
        (0x1F321, 1), (0x1F336, 1), (0x1F37D, 1), (0x3248, 1),
        // … and wide blocks: Tangut, Kana Supplement, a squared katakana.
        (0x17000, 2), (0x187F7, 2), (0x1B000, 2), (0x1B122, 2), (0x1F200, 2),
    ] as [(UInt32, Int)])
    func theIssuesExamples(value: UInt32, width: Int) {
        #expect(Unicode.Scalar(value)!.terminalWidth == width)
    }

    @Test(arguments: [
        ("🌡️", 2), ("🌡︎", 1), // emoji and text presentation of a narrow symbol
        ("กำ", 2), ("कि", 1), ("\u{1100}\u{1161}\u{11A8}", 2), // Thai with a spacing vowel; Devanagari; Hangul in jamo
        ("🏻", 2), ("👍🏽", 2), ("a\u{200D}", 1), ("🇮", 1), ("🇮🇹", 2), ("1⃣", 1), ("🏳️‍🌈", 2), ("🧑‍🍳", 2),
    ] as [(String, Int)])
    func clustersAreMeasuredWhole(text: String, width: Int) {
        #expect(text.count == 1)
        #expect(text.terminalWidth == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
}
