import Presentation

/// What the home page shows: the three apps, each a big link when it has pages on the web.
struct HomeView: Sendable {
    /// One app on the home page.
    struct App: Sendable {
        /// "Counters".
        var title: String
        /// One line on what it is for.
        var summary: String
        /// Its first page; `nil` while it has no web pages yet.
        var href: String?
    }

    /// The apps, in the home screen's order.
    var apps: [App]

    /// The home page of `apps`, linking those that have pages.
    init(apps: [KioskApp], paths: [KioskApp: String]) {
        self.apps = apps.map { App(title: $0.title, summary: $0.summary, href: paths[$0]) }
    }
}
