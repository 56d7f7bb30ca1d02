/// What the layout shows around every page: the header with the app's name and the home link,
/// the "API unreachable" banner, the notice, and the page's stylesheet and scripts.
struct PageChrome: Sendable {
    /// The document title.
    var title: String
    /// The app's name in the header ("Counters"), or "Kiosk" on the home page.
    var appName: String
    /// Whether this is the home page (no home link then).
    var isHome = false
    /// The "can't reach the server" banner, when the app's API is unreachable.
    var banner: Banner?
    /// A short notice from the view model.
    var notice: String?
    /// Where `live.js` fetches the page's live parts when the session's state changes; `nil`
    /// for a page without live updates.
    var liveURL: String?
    /// The countdown before an idle sign-out, while it runs.
    var idleWarning: String?
    /// Where `live.js` posts a key, a click or a touch on the page, so an idle sign-out counts
    /// from it; `nil` where nobody is signed in.
    var touchURL: String?
    /// The stylesheet's versioned URL.
    var stylesheet: String
    /// The scripts' versioned URLs.
    var scripts: [String]

    /// A chrome with the kiosk's stylesheet, and `live.js` when `liveURL` is set.
    init(title: String, appName: String, isHome: Bool = false, banner: Banner? = nil, notice: String? = nil,
         liveURL: String? = nil, assets: StaticAssets) {
        self.title = title
        self.appName = appName
        self.isHome = isHome
        self.banner = banner
        self.notice = notice
        self.liveURL = liveURL
        stylesheet = assets.url("kiosk.css")
        scripts = liveURL == nil ? [] : [assets.url("live.js")]
    }
}
