import Imaging
import Testing

@Suite("Half-block pictures")
struct HalfBlockRendererTests {
    /// 2×4: red over green over blue over white in column 0, their inverses in column 1.
    private let twoByFour = RGBAImage(width: 2, height: 4, pixels: [
        255, 0, 0, 255, 0, 255, 255, 255,
        0, 255, 0, 255, 255, 0, 255, 255,
        0, 0, 255, 255, 255, 255, 0, 255,
        255, 255, 255, 255, 0, 0, 0, 255,
    ])!

    @Test func halfBlockCellsPairRowsTopAndBottom() {
        let cells = HalfBlockRenderer.cells(twoByFour)
        #expect(cells.count == 2 && cells[0].count == 2)
        #expect(cells[0][0] == HalfBlockCell(top: RGBColor(red: 255, green: 0, blue: 0), bottom: RGBColor(red: 0, green: 255, blue: 0)))
        #expect(cells[1][1] == HalfBlockCell(top: RGBColor(red: 255, green: 255, blue: 0), bottom: .black))
    }

    @Test func halfBlockTextMatchesTheGolden() {
        let golden = """
            \u{1B}[38;2;255;0;0m\u{1B}[48;2;0;255;0m▀\u{1B}[38;2;0;255;255m\u{1B}[48;2;255;0;255m▀\u{1B}[0m
            \u{1B}[38;2;0;0;255m\u{1B}[48;2;255;255;255m▀\u{1B}[38;2;255;255;0m\u{1B}[48;2;0;0;0m▀\u{1B}[0m

            """
        #expect(HalfBlockRenderer.ansiText(twoByFour) == golden)
    }

    @Test func halfBlockTextRepeatsNoUnchangedColourAndLeavesTheOddLastRowOnTheTerminalBackground() {
        let image = RGBAImage(width: 3, height: 1, filledWith: RGBColor(red: 1, green: 2, blue: 3))
        #expect(HalfBlockRenderer.ansiText(image, indent: 2) == "  \u{1B}[38;2;1;2;3m\u{1B}[49m▀▀▀\u{1B}[0m\n")
    }

    @Test func transparentPixelsLeaveTheTerminalBackgroundShowing() {
        // Column 0: transparent over blue; column 1: transparent over transparent.
        let image = RGBAImage(width: 2, height: 2, pixels: [
            9, 9, 9, 0, 9, 9, 9, 127,
            0, 0, 255, 255, 9, 9, 9, 0,
        ])!
        #expect(HalfBlockRenderer.cells(image) == [[
            HalfBlockCell(top: nil, bottom: RGBColor(red: 0, green: 0, blue: 255)), HalfBlockCell(top: nil, bottom: nil),
        ]])
        #expect(HalfBlockRenderer.ansiText(image) == "\u{1B}[38;2;0;0;255m\u{1B}[49m▄ \u{1B}[0m\n")
    }
}
