import Domain
import Foundation

extension APIEndpoint {
    /// The Counters REST API.
    public static let counters = APIEndpoint(name: "counters", variable: "KIOSK_COUNTERS_URL", summary: "the Counters API")
}

extension Endpoints {
    /// The Counters API's base URL.
    public var counters: URL { self[.counters] }
}

extension CountersComposition: AppComposition {
    public static let app = KioskApp.counters
    public static let endpoints: [APIEndpoint] = [.counters]
}
