import Composition
import Hummingbird
import Presentation

/// One app's pages: a table of routes, registered on the server's router, and the store a
/// browser session keeps for them. Each app's table is listed in `WebServer.apps`; the session,
/// its refresh and its end, and the environments of `WebApps` iterate over that list, so an app
/// adds its pages without editing the shared files.
protocol AppRoutes {
    /// The view model behind the app's pages: one store of it per browser session.
    associatedtype Feature: Reducer
    /// The app these pages show.
    static var app: KioskApp { get }
    /// The app's first page, linked from the home page.
    static var path: String { get }
    /// Adds the app's routes to `router`.
    static func register(on router: WebRouter, pages: WebPages)

    /// Where a session's store finds its environment in the composed graph: called once, when
    /// the server starts; what it returns is called for each session's store (the Wine Club
    /// signs in per session, so it builds a fresh environment each time).
    static func environment(from environment: AppEnvironment) -> @Sendable () -> Feature.Environment
    /// The state a session's store starts in.
    static var initialState: Feature.State { get }
    /// What a session's new store is sent first (its list or menu read, wine.com checked).
    static var opening: Feature.Action { get }
    /// What the store is sent when something changed in the database elsewhere.
    static var shownAgain: Feature.Action { get }
    /// The employee signed in to the app in `state`, if the app signs people in: a session
    /// takes a new id when it changes (`SessionTable.renewIfSignInChanged`).
    static func signedInEmployee(in state: Feature.State) -> Int64?
}

extension AppRoutes {
    /// No sign-in: most apps serve whoever stands at the kiosk.
    static func signedInEmployee(in state: Feature.State) -> Int64? { nil }
}
