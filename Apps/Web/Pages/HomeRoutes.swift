import Hummingbird
import Presentation

/// `/`: the home page, listing the three apps in `HomeFeature.State`'s order.
enum HomeRoutes {
    /// Adds `GET /`; `paths` are the first pages of the apps that have web pages.
    static func register(on router: WebRouter, pages: WebPages, paths: [KioskApp: String]) {
        let view = HomeView(apps: HomeFeature.State().apps, paths: paths)
        router.get("/") { _, _ in
            // NB: the home page has no form and needs no session: it starts none.
            let csrf = ""
            let chrome = PageChrome(title: "Kiosk", appName: "Kiosk", isHome: true, assets: pages.assets)
            return try pages.html("home", PageContext(csrf: csrf, chrome: chrome, view: view))
        }
    }
}
