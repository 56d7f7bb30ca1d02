import Testing
import TestSupport
@testable import kiosk_web

/// A part of a page is kept as a template that renders its text and nothing else.
@Suite(.hangGuard) struct PagePartsTests {
    @Test func aDrawnPartReadsBackAsItsTextWhateverMustacheTagsItHolds() throws {
        let text = "<option value=\"1\">{{csrf}} {{{view}}} {{=| |=}} {{#x}}{{/y}} &lt;%</option>\n\n"
        let part = try #require(PageParts.verbatim(text))
        #expect(part.render(()) == text)
    }

    @Test func aTextHoldingTheTemplatesOwnDelimiterIsRefused() {
        #expect(PageParts.verbatim("<p><% x %></p>") == nil)
    }

    @Test func anEmptyPartIsEmpty() throws {
        #expect(try #require(PageParts.verbatim("")).render(()) == "")
    }
}
