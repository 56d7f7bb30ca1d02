import Domain

/// What an app declares, in its own folder, for the shared composition to iterate over instead
/// of switching on the apps: which app it is and the APIs it talks to. Its conforming types are
/// shared as metatypes (`RegisteredApps.all`), so those must be sendable.
public protocol AppComposition: SendableMetatype {
    /// The app.
    static var app: KioskApp { get }
    /// The APIs it talks to, each with its own base URL.
    static var endpoints: [APIEndpoint] { get }
}
