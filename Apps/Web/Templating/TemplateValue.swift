/// A value as a page's template reads it: the page's view reflected once into texts, numbers,
/// flags, named fields and lists (`TemplateTree`), plus parts already drawn as HTML.
///
/// Why a closed set: a template engine that reads `Any` asks every value, on every name it
/// looks up, which of a dozen protocols it conforms to, and those look-ups were most of a
/// catalog page's time. Here the renderer switches over six cases.
enum TemplateValue: Sendable, Equatable {
    /// A text, escaped where it is put in a page.
    case text(String)
    /// A whole number, written in decimal.
    case number(Int)
    /// A flag: a section shows when it is true, an inverted one when it is false.
    case flag(Bool)
    /// A struct's fields by name, a missing name being an empty optional.
    case fields(TemplateFieldList)
    /// The elements of an array: a section shows once for each.
    case list([TemplateValue])
    /// HTML drawn already by a template of its own (`PagePart`), put in as it stands: its values
    /// were escaped when it was drawn.
    case html(String)

    /// The value named `name` among the fields, if this value has fields.
    func field(_ name: String) -> TemplateValue? {
        guard case let .fields(fields) = self else { return nil }
        return fields[name]
    }
}
