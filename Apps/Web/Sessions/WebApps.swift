import Composition
import Imaging
import Presentation

/// What a session's stores are built with: one view-model environment per app, taken from the
/// one `AppEnvironment` the process composed through each app's `AppRoutes` (tests pass their
/// own with `setting`).
struct WebApps: Sendable {
    /// Wine labels and pizza pictures as files for `<img>`.
    var pictures: PictureFiles
    /// A token that changes whenever something is committed to the databases the apps use, by
    /// any process: what `LiveChanges` watches.
    var changes: @Sendable () -> String?
    /// Each app's environment maker, by app (typed by `environment(for:)`).
    private var environments: [KioskApp: @Sendable () -> any Sendable] = [:]

    /// No app yet: add each with `setting(_:to:)`.
    init(pictures: PictureFiles, changes: @escaping @Sendable () -> String? = { nil }) {
        self.pictures = pictures
        self.changes = changes
    }

    /// The environments of the composed graph, for every app of `WebServer.apps`.
    init(_ environment: AppEnvironment) {
        self.init(pictures: environment.pictureFiles(), changes: { [changes = environment.dataChanges()] in changes.token() })
        for routes in WebServer.apps { self = adding(routes, from: environment) }
    }

    /// These environments with `routes`' stores made over what `make` returns (called for
    /// each session's store).
    func setting<Routes: AppRoutes>(_ routes: Routes.Type, to make: @escaping @Sendable () -> Routes.Feature.Environment) -> WebApps {
        var apps = self
        apps.environments[Routes.app] = make
        return apps
    }

    /// An environment for a new store of `routes`.
    ///
    /// NB: every app of `WebServer.apps` has one from `init(_:)`; a test's `WebApps` that
    /// lacks the app its requests reach is a mistake in the test, and stops it here.
    func environment<Routes: AppRoutes>(for routes: Routes.Type) -> Routes.Feature.Environment {
        guard let environment = environments[Routes.app]?() as? Routes.Feature.Environment else {
            preconditionFailure("WebApps has no environment for \(Routes.app)")
        }
        return environment
    }

    private func adding<Routes: AppRoutes>(_ routes: Routes.Type, from environment: AppEnvironment) -> WebApps {
        setting(routes, to: Routes.environment(from: environment))
    }
}
