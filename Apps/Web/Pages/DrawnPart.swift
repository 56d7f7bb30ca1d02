/// A value that is a part of a page drawn already, as HTML: the page's tree puts its text in as
/// it stands (`TemplateValue.html`). Its values were escaped when it was drawn.
protocol DrawnPart {
    /// The part's HTML.
    var html: String { get }
}
