/// The home screen: the three apps, one of them highlighted.
public struct HomeState: Equatable, Sendable {
    /// The apps, in the order shown.
    public var apps: [KioskApp] = KioskApp.allCases
    /// The index of the highlighted app.
    public var selection = 0
    /// The app the user opened, if any; the front end switches to it.
    public var opened: KioskApp?
    /// Set once the user asked to quit.
    public var isQuitting = false

    /// A home screen with the first app highlighted.
    public init() {}

    /// The highlighted app.
    public var selectedApp: KioskApp { apps[selection] }
}
