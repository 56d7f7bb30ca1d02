/// What a page template renders: the session's CSRF token (every form's `_csrf`), the layout's
/// parts and the page's own view.
///
/// Templates read these by name (`{{csrf}}`, `{{chrome.appName}}`, `{{view.rows}}`); every
/// `{{value}}` is HTML-escaped, and `Scripts/check-layers` refuses the unescaped forms.
struct PageContext<View: Sendable>: Sendable {
    /// The session's CSRF token.
    let csrf: String
    /// The layout: header, banner, notice, assets.
    let chrome: PageChrome
    /// The page's content.
    let view: View
}
