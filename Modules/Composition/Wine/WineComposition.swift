import Domain
import Foundation
import Networking
import Persistence
import Presentation
import UseCases

/// Builds the Wine Club: the wine.com client over the shared transport, the stores (SQLite, or
/// the PostgreSQL the kiosks share),
/// the use cases, and the environment the front ends use.
public enum WineComposition {
    /// The Wine Club over `base`'s database and transport, talking to
    /// `configuration.endpoints.wine` with `configuration.wineAPIKey`.
    public static func make(_ base: AppEnvironment, signIn: WineSignInScope = .dataDirectory) -> WineEnvironment {
        WineEnvironment(club: club(base, signIn: signIn), clock: base.clock)
    }

    /// The use cases (tests and benchmarks drive them directly).
    public static func club(_ base: AppEnvironment, signIn: WineSignInScope = .dataDirectory) -> WineClub {
        let stores = stores(base, signIn: signIn)
        return WineClub(
            gateway: WineAPIClient(
                transport: base.transport, baseURL: base.configuration.endpoints.wine, apiKey: base.configuration.wineAPIKey,
                timeout: base.configuration.requestTimeout ?? WineAPIClient.defaultTimeout
            ),
            employees: stores.employees,
            session: stores.session,
            carts: stores.carts,
            catalog: stores.catalog,
            clock: base.clock
        )
    }

    /// The stores on the chosen database; the sign-in is this kiosk's on PostgreSQL, where the
    /// throttle is every kiosk's.
    static func stores(_ base: AppEnvironment, signIn: WineSignInScope) -> (employees: any EmployeeStore, session: any SessionStore,
                                                                             carts: any WineCartStore, catalog: any CatalogStore) {
        if let shared = base.shared {
            let session = PostgresSessionStore(database: shared, kiosk: base.configuration.kiosk)
            return (PostgresEmployeeStore(database: shared),
                    signIn == .dataDirectory ? session : BrowserSessionStore(throttleIn: session),
                    PostgresWineCartStore(database: shared), PostgresCatalogStore(database: shared))
        }
        let database = base.database
        let session = SQLiteSessionStore(database: database)
        return (SQLiteEmployeeStore(database: database),
                signIn == .dataDirectory ? session : BrowserSessionStore(throttleIn: session),
                SQLiteWineCartStore(database: database), SQLiteCatalogStore(database: database))
    }
}
