import TestSupport
import Testing
import TerminalUI

@Suite struct TextFieldTests {
    func typing(_ keys: [Key], into state: TextFieldState = TextFieldState()) -> TextFieldState {
        var state = state
        for key in keys { state.handle(key) }
        return state
    }

    func characters(_ text: String) -> [Key] { text.map { .character($0) } }

    @Test func typedCharactersAreInsertedAtTheCursor() {
        let state = typing(characters("Tea") + [.left, .left] + characters("xy"))
        #expect(state.text == "Txyea")
        #expect(state.cursor == 3)
    }

    @Test func backspaceAndDeleteRemoveAroundTheCursor() {
        let state = typing(characters("coffee") + [.home, .delete, .end, .backspace, .backspace])
        #expect(state.text == "off")
        #expect(state.cursor == 3)
    }

    @Test func backspaceAtTheStartAndDeleteAtTheEndDoNothing() {
        #expect(typing([.backspace, .delete]).text == "")
        #expect(typing(characters("a") + [.delete]).text == "a")
    }

    @Test func aPasteIsInsertedOnOneLine() {
        let state = typing(characters("[]") + [.left, .paste("Cups of\ncoffee")])
        #expect(state.text == "[Cups of coffee]")
        #expect(state.cursor == 15)
    }

    @Test func aCombiningMarkMergesWithThePreviousLetter() {
        let state = typing([.character("e"), .character("\u{301}")])
        #expect(state.text == "é")
        #expect(state.cursor == 1)
    }

    @Test func wordAndLineEditing() {
        #expect(typing(characters("red wine") + [.ctrl("w")]).text == "red ")
        #expect(typing(characters("red wine") + [.ctrl("u")]).text == "")
        #expect(typing(characters("red wine") + [.ctrl("a"), .modified(.right, .control), .ctrl("k")]).text == "red")
    }

    @Test func theMaximumLengthIsKept() {
        let state = typing(characters("123456789") + [.paste("0000")], into: TextFieldState(maximumLength: 8))
        #expect(state.text == "12345678")
    }

    @Test func keysThatAreNotEditingAreLeftToTheScreen() {
        var state = TextFieldState(text: "x")
        let used = [Key.enter, .up, .escape, .function(2)].map { state.handle($0) }
        #expect(used == [false, false, false, false])
        #expect(state == TextFieldState(text: "x"))
    }

    @Test func renderedWithCursorPlaceholderAndMask() {
        var frame = Frame(size: Size(width: 16, height: 4))
        TextField(text: "", placeholder: "Search wines").render(into: &frame, in: Rect(x: 1, y: 0, width: 14, height: 1))
        TextField(text: "1234", mask: "•").render(into: &frame, in: Rect(x: 1, y: 1, width: 14, height: 1))
        TextField(text: "A very long search text", isFocused: true).render(into: &frame, in: Rect(x: 1, y: 2, width: 14, height: 1))
        TextField(text: "unfocused", isFocused: false).render(into: &frame, in: Rect(x: 1, y: 3, width: 14, height: 1))
        Snapshot.assert(lines: frame.lines, named: "states")
        #expect(frame[1, 0].style.reverse && frame[1, 0].symbol == "S") // The cursor on the placeholder's first letter.
        #expect(!frame[2, 0].style.reverse && frame[2, 0].style.dim)
        #expect(frame[5, 1].style.reverse) // The cursor after "••••".
        #expect(!frame[1, 3].style.reverse)
    }
}
