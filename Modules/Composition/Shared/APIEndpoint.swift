import Foundation

/// One API a kiosk talks to, as its app declares it: the name `kiosk config` shows and the
/// environment variable that sets its base URL when `--server` does not. Each app declares its
/// own (`APIEndpoint.wine` in `Composition/Wine/`, …) and lists them in its `AppComposition`;
/// the shared configuration only iterates `APIEndpoint.all`.
public struct APIEndpoint: Hashable, Sendable {
    /// The name in `kiosk config` and its JSON (`wine`, `checkout`).
    public let name: String
    /// The variable that sets it alone (`KIOSK_WINE_URL`).
    public let variable: String
    /// What it is, for `--help` (`the wine.com catalog API`).
    public let summary: String

    /// An endpoint.
    public init(name: String, variable: String, summary: String) {
        self.name = name
        self.variable = variable
        self.summary = summary
    }

    /// Every registered app's endpoints, in the apps' order.
    public static var all: [APIEndpoint] { RegisteredApps.all.flatMap { $0.endpoints } }
}
