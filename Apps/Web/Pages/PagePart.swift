/// A part of a page that a template of its own draws, drawn once for each distinct key and kept
/// (`PageParts`): the catalog's category filter, the same 184 options on every page until an
/// import or another choice.
///
/// The page names it like any value (`{{view.categoryOptions}}`) and gets the part as drawn, put
/// in as it stands (it was escaped when it was drawn, by its template's `{{value}}`s). What it
/// draws is made only when the key is new: a page whose part is kept builds none of it.
struct PagePart<Key: Hashable & Sendable>: Sendable, DrawnPart {
    /// The part's template (`wine-category-options`).
    let template: String
    /// What tells one drawing from another: equal keys draw the same text.
    let key: Key
    /// The value the template draws, for a key not drawn yet.
    let content: @Sendable () -> Any
    /// Where the parts drawn are kept.
    let parts: PageParts

    /// The part as drawn; nothing when it cannot be drawn (an unknown template, a bug the
    /// page's tests show).
    var html: String { parts.drawn(template, key, content) ?? "" }
}
