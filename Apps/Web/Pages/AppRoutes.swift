import Hummingbird
import Presentation

/// One app's pages: a table of routes, registered on the server's router; each app's table is
/// listed in `WebServer.apps`.
protocol AppRoutes {
    /// The app these pages show.
    static var app: KioskApp { get }
    /// The app's first page, linked from the home page.
    static var path: String { get }
    /// Adds the app's routes to `router`.
    static func register(on router: WebRouter, pages: WebPages)
}
