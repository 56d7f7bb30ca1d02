/// One kiosk-web template, parsed once: the Mustache subset the pages are written in, drawn
/// from `TemplateValue`s with every value HTML-escaped.
///
/// What the templates use, and all that is read: `{{name}}` and `{{a.b}}` (escaped; `{{.}}` is
/// the value in hand), sections `{{#name}}…{{/name}}` and inverted sections `{{^name}}`,
/// partials `{{>name}}`, a layout `{{<layout}}` whose blocks `{{$main}}…{{/main}}` a page fills,
/// comments, and the escaping pragma every template names (`{{% CONTENT_TYPE: KIOSK_HTML}}`).
/// Lines holding a lone section, partial, block, comment or pragma tag leave no trace, as the
/// Mustache specification says. The unescaped forms (`{{{name}}}`, `{{&name}}`), a change of
/// delimiters and any other pragma are refused when the template is read: text from a server
/// must stay text (`Scripts/check-layers` refuses them in the files too).
///
/// A name is looked up as Mustache does: its first part in the value in hand, then in each
/// enclosing one outwards; its further parts inside what that found, without climbing again.
/// A section shows for a true flag (with the value in hand unchanged), once for each element of
/// a list, and once for any other value present, which it puts in hand; an inverted section
/// shows for a missing value, a false flag or an empty list.
///
/// `HTMLTemplateEquivalenceTests` draws every page both with this and with the Mustache library
/// the pages were first written for, and holds the two to the same text.
struct HTMLTemplate: Sendable {
    /// A piece of a parsed template.
    indirect enum Node: Sendable, Equatable {
        /// Text put in as it stands.
        case text(String)
        /// `{{a.b}}`: the value's path (empty for `{{.}}`).
        case value([String])
        /// `{{#a}}…{{/a}}`, or `{{^a}}…{{/a}}` when `inverted`.
        case section([String], [Node], inverted: Bool)
        /// `{{>name}}`, each line of it indented by `indentation` (a standalone tag's own).
        case partial(String, indentation: String)
        /// `{{<name}}…{{/name}}`: the template `name` drawn with these blocks in place of its own.
        case layout(String, blocks: [String: [Node]], indentation: String)
        /// `{{$name}}…{{/name}}`: the block a layout's page fills, or else its own content.
        case block(String, defaultContent: [Node], indentation: String)
    }

    /// The template's name (its file's, without `.mustache`), for errors.
    let name: String
    /// Its parsed pieces.
    let nodes: [Node]

    /// The names of the partials and layouts it draws, to check that each exists.
    var references: [String] {
        var names: [String] = []
        func visit(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text, .value: break
                case let .section(_, children, _): visit(children)
                case let .partial(name, _): names.append(name)
                case let .layout(name, blocks, _):
                    names.append(name)
                    blocks.values.forEach(visit)
                case let .block(_, children, _): visit(children)
                }
            }
        }
        visit(nodes)
        return names
    }
}
