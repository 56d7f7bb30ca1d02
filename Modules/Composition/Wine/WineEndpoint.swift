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

extension AppSetting {
    /// The wine.com `apikey` query parameter.
    public static let wineAPIKey = AppSetting(variable: "KIOSK_WINE_APIKEY", summary: "the wine.com API key")
}

extension KioskConfiguration {
    /// The API key the mock expects by default; real wine.com keys come from `KIOSK_WINE_APIKEY`.
    public static let defaultWineAPIKey = "kiosk-demo-key"

    /// The wine.com `apikey` query parameter: `KIOSK_WINE_APIKEY`, else the mock's.
    public var wineAPIKey: String {
        get { settings[.wineAPIKey] ?? Self.defaultWineAPIKey }
        set { settings[.wineAPIKey] = newValue }
    }
}

extension WineComposition: AppComposition {
    public static let app = KioskApp.wine
    public static let endpoints: [APIEndpoint] = [.wine]
    public static let settings: [AppSetting] = [.wineAPIKey]
}
