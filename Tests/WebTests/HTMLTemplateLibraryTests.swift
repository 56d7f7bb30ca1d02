import Testing
import TestSupport
@testable import KioskWebApp

/// The renderer's own rules, each on a template of a line or two: escaping, look-up, sections,
/// standalone lines, layouts, and the forms it refuses.
@Suite(.hangGuard) struct HTMLTemplateLibraryTests {
    private func draw(_ template: String, _ value: TemplateValue, partials: [String: String] = [:]) throws -> String? {
        try HTMLTemplateLibrary(texts: partials.merging(["page": template]) { $1 }).render(value, withTemplate: "page")
    }

    @Test func aValueIsEscapedAndItsBidiOverridesNeutralised() throws {
        let value = TemplateValue.fields(["name": .text("<b>\"A\u{301}\" & 'B' \u{202E}gnp\u{1B}[2J")])
        #expect(try draw("<p title=\"{{name}}\">{{name}}</p>", value)
            == "<p title=\"&lt;b&gt;&quot;A\u{301}&quot; &amp; &#39;B&#39; ?gnp?[2J\">&lt;b&gt;&quot;A\u{301}&quot; &amp; &#39;B&#39; ?gnp?[2J</p>")
    }

    @Test func aDrawnPartIsPutInAsItStands() throws {
        #expect(try draw("{{part}}", .fields(["part": .html("<option>{{x}} &lt;</option>")])) == "<option>{{x}} &lt;</option>")
    }

    @Test func aNameIsFoundInTheValueInHandThenOutwardsAndItsPathNeverClimbs() throws {
        let value = TemplateValue.fields([
            "csrf": .text("t"), "view": .fields(["limit": .number(9), "rows": .list([.fields(["id": .number(1)]), .fields(["id": .number(2), "csrf": .text("own")])])]),
        ])
        #expect(try draw("{{#view.rows}}{{id}}:{{csrf}}:{{view.limit}} {{/view.rows}}", value) == "1:t:9 2:own:9 ")
        #expect(try draw("{{view.rows.csrf}}|{{view.missing.limit}}", value) == "|")
    }

    @Test func sectionsShowForTrueFlagsListsAndValuesAndInvertedOnesForTheRest() throws {
        let value = TemplateValue.fields(["yes": .flag(true), "no": .flag(false), "none": .list([]), "text": .text(""), "zero": .number(0)])
        #expect(try draw("{{#yes}}a{{/yes}}{{#no}}b{{/no}}{{#none}}c{{/none}}{{#text}}d{{/text}}{{#zero}}e{{.}}{{/zero}}{{#missing}}f{{/missing}}", value) == "ade0")
        #expect(try draw("{{^yes}}a{{/yes}}{{^no}}b{{/no}}{{^none}}c{{/none}}{{^text}}d{{/text}}{{^missing}}f{{/missing}}", value) == "bcf")
        #expect(try draw("{{yes}} {{zero}} {{none}}", value) == "true 0 ")
    }

    @Test func aLineHoldingOneStandaloneTagLeavesNoTrace() throws {
        let value = TemplateValue.fields(["rows": .list([.text("a"), .text("b")])])
        #expect(try draw("<ul>\n  {{#rows}}\n<li>{{.}}</li>\n  {{/rows}}\n{{! a note }}\n</ul>\n", value) == "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n")
        #expect(try draw("<p>{{#rows}}{{.}}{{/rows}}</p>\n {{#rows}}{{/rows}} \n", value) == "<p>ab</p>\n  \n")
    }

    @Test func aStandalonePartialIndentsEachOfItsLines() throws {
        #expect(try draw("<div>\n  {{>item}}\n</div>\n", .fields([:]), partials: ["item": "<p>1</p>\n<p>2</p>\n"]) == "<div>\n  <p>1</p>\n  <p>2</p>\n</div>\n")
    }

    @Test func aPageFillsItsLayoutsBlocksAndTheRestKeepTheirDefaults() throws {
        let layout = "<title>{{$title}}Kiosk{{/title}}</title>\n<main>\n{{$main}}{{/main}}\n</main>\n"
        let page = "{{<layout}}\n{{$main}}\n<p>{{name}}</p>\n{{/main}}\n{{/layout}}\n"
        #expect(try draw(page, .fields(["name": .text("Ana")]), partials: ["layout": layout]) == "<title>Kiosk</title>\n<main>\n<p>Ana</p>\n\n</main>\n")
    }

    @Test func theUnescapedFormsAndAChangeOfDelimitersAreRefused() {
        for template in ["{{{name}}}", "<p>\n{{& name}}</p>", "{{=<% %>=}}", "{{% CONTENT_TYPE: TEXT}}"] {
            #expect(throws: HTMLTemplateParser.Failure.self, "\(template)") { try draw(template, .fields([:])) }
        }
    }

    @Test func anUnbalancedOrUnclosedTagNamesTheTemplateAndTheLine() {
        #expect(throws: HTMLTemplateParser.Failure(template: "page", line: 2, reason: "{{/b}} closes {{#a}} of line 1")) { try draw("{{#a}}\n{{/b}}", .fields([:])) }
        #expect(throws: HTMLTemplateParser.Failure(template: "page", line: 3, reason: "a tag opened with {{ is never closed")) { try draw("\n\n<p>{{name</p>", .fields([:])) }
        #expect(throws: HTMLTemplateParser.Failure(template: "page", line: 1, reason: "no template named missing")) { try draw("{{>missing}}", .fields([:])) }
    }

    @Test func aControlCharacterInATemplatesOwnTextIsRefused() {
        #expect(throws: HTMLTemplateParser.Failure.self) { try draw("<p>\u{202E}</p>", .fields([:])) }
    }
}
