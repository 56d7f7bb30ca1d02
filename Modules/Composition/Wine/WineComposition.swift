import Domain
import Foundation
import Networking
import Persistence
import UseCases

/// Builds the Wine Club's use cases over the SQLite stores and the wine.com client.
public enum WineComposition {
    /// The use cases over `database`, talking to `configuration.endpoints.wine` with
    /// `configuration.wineAPIKey` through `transport`.
    public static func makeClub(database: KioskDatabase, configuration: KioskConfiguration, transport: any HTTPTransport, clock: Clock) -> WineClub {
        WineClub(
            gateway: WineAPIClient(transport: transport, baseURL: configuration.endpoints.wine, apiKey: configuration.wineAPIKey),
            employees: SQLiteEmployeeStore(database: database),
            session: SQLiteSessionStore(database: database),
            carts: SQLiteWineCartStore(database: database),
            catalog: SQLiteCatalogStore(database: database),
            clock: clock
        )
    }
}
