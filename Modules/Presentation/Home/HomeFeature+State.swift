extension HomeFeature {
    /// The home screen: the three apps, one of them highlighted.
    public struct State: Equatable, Sendable {
        /// The apps, in the order shown.
        public var apps: [KioskApp] = KioskApp.allCases
        /// The index of the highlighted app.
        public var selection = 0
        /// The app opened over the home screen, if any (the same navigation value as every
        /// app's screens): the front end shows its top.
        public var screens = ScreenStack<KioskApp>()
        /// Set once the user asked to quit.
        public var isQuitting = false
        /// Why the database the kiosks share cannot be used, as last checked; `nil` when it can.
        public var sharedStoreProblem: AppError?

        /// A home screen with the first app highlighted.
        public init() {}

        /// The banner while the shared database is away: which apps wait for it, that Counters
        /// does not, and that it is tried again.
        public var sharedStoreBanner: String? {
            guard let problem = sharedStoreProblem else { return nil }
            let waiting = apps.filter { $0 != .counters }.map(\.title).joined(separator: " and ")
            let said = problem.message.hasSuffix(".") ? String(problem.message.dropLast()) : problem.message
            // NB: what a person does about it first; the database's own words, long, last.
            return "\(waiting) wait for the shared database; Counters works. Trying again… (\(said))"
        }

        /// The app opened, if any.
        public var opened: KioskApp? { screens.top?.content }

        /// The highlighted app.
        public var selectedApp: KioskApp { apps[selection] }
    }
}
