import Foundation
import TerminalText

/// kiosk-web's templates by name, read and checked once at start, and the drawing of a page
/// from its values.
///
/// Every value reaches the text through `HTMLEscaping`, after `terminalSafe`: a bidi override
/// or a control character in a wine's name is neutralised as on the terminal, and the templates
/// themselves hold none (refused when read), so a page needs no pass over its whole text.
struct HTMLTemplateLibrary: Sendable {
    /// The templates by name.
    private let templates: [String: HTMLTemplate]

    /// The templates `texts` gives by name.
    ///
    /// - Throws: `HTMLTemplateParser.Failure` for a template that does not parse, names a
    ///   partial or layout there is no template for, or holds a control character.
    init(texts: [String: String]) throws {
        var templates: [String: HTMLTemplate] = [:]
        for (name, text) in texts {
            if let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { String($0) != String($0).terminalSafe }) {
                throw HTMLTemplateParser.Failure(template: name, line: line + 1, reason: "a control character or a bidi override stands in the template's own text")
            }
            templates[name] = try HTMLTemplateParser.parse(text, name: name)
        }
        for template in templates.values {
            if let missing = template.references.first(where: { templates[$0] == nil }) {
                throw HTMLTemplateParser.Failure(template: template.name, line: 1, reason: "no template named \(missing)")
            }
        }
        self.templates = templates
    }

    /// The `.mustache` files of `directory`, by name without the extension.
    ///
    /// - Throws: when the folder cannot be read, or as `init(texts:)`.
    init(directory: URL) throws {
        var texts: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) where file.pathExtension == "mustache" {
            texts[file.deletingPathExtension().lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
        }
        try self.init(texts: texts)
    }

    /// Whether there is a template named `name`.
    func contains(_ name: String) -> Bool {
        templates[name] != nil
    }

    /// The template `name` drawn from `value`; nil for an unknown template.
    func render(_ value: TemplateValue, withTemplate name: String) -> String? {
        renderBytes(value, withTemplate: name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The UTF-8 of the template `name` drawn from `value`; nil for an unknown template.
    ///
    /// NB: drawn as bytes, what a response carries: appending to a `String` checks its
    /// storage on every append, and the page was then copied once more into the response.
    func renderBytes(_ value: TemplateValue, withTemplate name: String) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        var drawing = Drawing(templates: templates, stack: [value])
        var text: [UInt8] = []
        text.reserveCapacity(32 * 1024)
        drawing.draw(template.nodes, into: &text)
        return text
    }

    /// One drawing under way: the values in hand, innermost last, and the blocks a page gave its
    /// layout.
    private struct Drawing {
        let templates: [String: HTMLTemplate]
        var stack: [TemplateValue]
        var blocks: [String: [HTMLTemplate.Node]] = [:]

        mutating func draw(_ nodes: [HTMLTemplate.Node], into text: inout [UInt8]) {
            for node in nodes {
                switch node {
                case let .text(literal):
                    text.append(contentsOf: literal.utf8)
                case let .value(path):
                    if let value = lookUp(path) { Self.write(value, into: &text) }
                case let .section(path, children, inverted):
                    section(lookUp(path), children, inverted: inverted, into: &text)
                case let .partial(name, indentation):
                    guard let template = templates[name] else { continue }
                    indented(indentation, into: &text) { $0.draw(template.nodes, into: &$1) }
                case let .layout(name, given, indentation):
                    guard let template = templates[name] else { continue }
                    let outer = blocks
                    // NB: a block the page's own layout call fills stays filled by that page.
                    blocks = given.merging(outer) { _, outer in outer }
                    indented(indentation, into: &text) { $0.draw(template.nodes, into: &$1) }
                    blocks = outer
                case let .block(name, defaultContent, indentation):
                    let content = blocks[name] ?? defaultContent
                    indented(indentation, into: &text) { $0.draw(content, into: &$1) }
                }
            }
        }

        /// The value `path` names: its first part looked up from the innermost value outwards,
        /// the rest inside what that found.
        private func lookUp(_ path: [String]) -> TemplateValue? {
            guard let first = path.first else { return stack.last }
            for value in stack.reversed() {
                guard var found = value.field(first) else { continue }
                for part in path.dropFirst() {
                    guard let inner = found.field(part) else { return nil }
                    found = inner
                }
                return found
            }
            return nil
        }

        private mutating func section(_ value: TemplateValue?, _ children: [HTMLTemplate.Node], inverted: Bool, into text: inout [UInt8]) {
            switch value {
            case nil, .flag(false):
                if inverted { draw(children, into: &text) }
            case let .list(elements):
                if inverted {
                    if elements.isEmpty { draw(children, into: &text) }
                    return
                }
                for element in elements {
                    stack.append(element)
                    draw(children, into: &text)
                    stack.removeLast()
                }
            case .flag(true):
                if !inverted { draw(children, into: &text) }
            case let value?:
                guard !inverted else { return }
                stack.append(value)
                draw(children, into: &text)
                stack.removeLast()
            }
        }

        /// What `body` draws, each of its lines after `indentation` (none: as it is).
        private mutating func indented(_ indentation: String, into text: inout [UInt8], _ body: (inout Drawing, inout [UInt8]) -> Void) {
            guard !indentation.isEmpty else { return body(&self, &text) }
            var inner: [UInt8] = []
            body(&self, &inner)
            var atLineStart = true
            for character in String(decoding: inner, as: UTF8.self) {
                if atLineStart { text.append(contentsOf: indentation.utf8) }
                text.append(contentsOf: character.utf8)
                atLineStart = character.isNewline
            }
        }

        /// `value` as text: a text escaped, a number in decimal, a flag as `true` or `false`,
        /// HTML as it stands; fields and lists have no text.
        private static func write(_ value: TemplateValue, into text: inout [UInt8]) {
            switch value {
            case let .text(string): HTMLEscaping.append(string.terminalSafe, to: &text)
            case let .number(number): text.append(contentsOf: String(number).utf8)
            case let .flag(flag): text.append(contentsOf: (flag ? "true" : "false").utf8)
            case let .html(html): text.append(contentsOf: html.utf8)
            case .fields, .list: break
            }
        }
    }
}
