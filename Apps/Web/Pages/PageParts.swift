import Mustache
import Synchronization

/// The parts of pages drawn so far (`PagePart`), each kept as a template that is only text, for
/// the next page that shows the same value.
final class PageParts: Sendable {
    /// The templates the parts are drawn with.
    private let templates: MustacheLibrary
    /// The parts drawn, by template and value.
    private let drawn = Mutex<[Key: MustacheTemplate]>([:])
    /// How many parts are kept: past it, all are dropped and drawn again as asked.
    private let capacity: Int

    init(templates: MustacheLibrary, capacity: Int = 64) {
        self.templates = templates
        self.capacity = capacity
    }

    /// `value` drawn with `template`, as a template that renders that text and nothing else;
    /// nil for an unknown template.
    func drawn<Value: Hashable & Sendable>(_ template: String, _ value: Value) -> MustacheTemplate? {
        let key = Key(template: template, value: AnyHashable(value))
        if let known = drawn.withLock({ $0[key] }) { return known }
        guard let text = templates.render(TemplateTree.of(value), withTemplate: template), let part = Self.verbatim(text) else { return nil }
        drawn.withLock {
            if $0.count >= capacity { $0.removeAll() }
            $0[key] = part
        }
        return part
    }

    /// A template whose text is `text`, nil if none reads back as it.
    ///
    /// NB: Mustache has no tag for text to put in as it is but a template: `text` follows a
    /// change of delimiters to `<%` and `%>`, which a drawn part cannot hold (its values are
    /// escaped, so no `<` of theirs is left; its template's own markup has none followed by
    /// `%`), and the template is rendered once to prove it.
    static func verbatim(_ text: String) -> MustacheTemplate? {
        guard !text.contains("<%"), let template = try? MustacheTemplate(string: "{{=<% %>=}}" + text), template.render(()) == text else { return nil }
        return template
    }

    // NB: unchecked for `AnyHashable`, which holds only the `Sendable` values `drawn` takes.
    private struct Key: Hashable, @unchecked Sendable {
        let template: String
        let value: AnyHashable
    }
}
