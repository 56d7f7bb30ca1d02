import Domain

/// What an app declares, in its own folder, for the shared composition to iterate over instead
/// of switching on the apps: which app it is, the APIs it talks to and its settings. Its
/// conforming types are shared as metatypes (`RegisteredApps.all`), so those must be sendable.
public protocol AppComposition: SendableMetatype {
    /// The app.
    static var app: KioskApp { get }
    /// The APIs it talks to, each with its own base URL.
    static var endpoints: [APIEndpoint] { get }
    /// The settings it reads from the environment besides its endpoints' URLs.
    static var settings: [AppSetting] { get }
}

extension AppComposition {
    /// None: most apps need nothing but their endpoints.
    public static var settings: [AppSetting] { [] }
}
