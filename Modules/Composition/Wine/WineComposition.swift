import Domain
import Foundation
import Networking
import Persistence
import Presentation
import UseCases

/// Builds the Wine Club: the wine.com client over the shared transport, the SQLite stores,
/// the use cases, and the environment the front ends use.
public enum WineComposition {
    /// The Wine Club over `base`'s database and transport, talking to
    /// `configuration.endpoints.wine` with `configuration.wineAPIKey`.
    public static func make(_ base: AppEnvironment, signIn: WineSignInScope = .dataDirectory) -> WineEnvironment {
        WineEnvironment(club: club(base, signIn: signIn), clock: base.clock)
    }

    /// The use cases (tests and benchmarks drive them directly).
    public static func club(_ base: AppEnvironment, signIn: WineSignInScope = .dataDirectory) -> WineClub {
        let database = base.database
        let session: any SessionStore = switch signIn {
        case .dataDirectory: SQLiteSessionStore(database: database)
        case .thisEnvironment: BrowserSessionStore(throttleIn: SQLiteSessionStore(database: database))
        }
        return WineClub(
            gateway: WineAPIClient(
                transport: base.transport, baseURL: base.configuration.endpoints.wine, apiKey: base.configuration.wineAPIKey,
                timeout: base.configuration.requestTimeout ?? WineAPIClient.defaultTimeout
            ),
            employees: SQLiteEmployeeStore(database: database),
            session: session,
            carts: SQLiteWineCartStore(database: database),
            catalog: SQLiteCatalogStore(database: database),
            clock: base.clock
        )
    }
}
