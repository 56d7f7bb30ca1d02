import Mustache

/// A part of a page that a template of its own draws from a value of its own, drawn once for
/// each distinct value and kept (`PageParts`): the catalog's category filter, the same 184
/// options on every page until an import or another choice.
///
/// The page names it like any value (`{{view.categoryOptions}}`); Mustache asks it for its
/// representation, the part as drawn, and puts that in the page as it stands (it was escaped
/// when it was drawn, by its template's `{{value}}`s).
struct PagePart<Value: Hashable & Sendable>: Sendable, MustacheCustomRepresentation {
    /// The part's template (`wine-category-options`).
    let template: String
    /// What it draws.
    let value: Value
    /// Where the parts drawn are kept.
    let parts: PageParts

    /// The part as drawn; nothing when it cannot be drawn (an unknown template, a bug the
    /// page's tests show).
    var representation: Any? { parts.drawn(template, value) }
}
