import Domain
import Foundation

extension APIEndpoint {
    /// The wine.com catalog API (v2 "beta2").
    public static let wine = APIEndpoint(name: "wine", variable: "KIOSK_WINE_URL", summary: "the wine.com catalog API")
}

extension Endpoints {
    /// The wine.com catalog API's base URL.
    public var wine: URL { self[.wine] }
}

extension WineComposition: AppComposition {
    public static let app = KioskApp.wine
    public static let endpoints: [APIEndpoint] = [.wine]
}
