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
        WineEnvironment(club: club(base, signIn: signIn), clock: base.clock, idleSignOut: base.configuration.idleSignOut)
    }

    /// For a command that checks wine.com beside its own work: the check, started before the
    /// database is opened, on the transport the environment then shares, and the environment.
    ///
    /// Why: against the real wine.com the check is the long pole of a local command (its
    /// answer takes a round trip over the internet), so it should start as early as it can:
    /// the database's opening runs beside it. Against a local server, its start-up (libcurl's
    /// and OpenSSL's, a thread) runs beside the opening rather than beside the command's
    /// search. The task is cancelled if the environment cannot be made.
    ///
    /// NB: `Task.immediate`: the check runs on the calling thread up to its first wait, so an
    /// answer known at once (a loopback port nothing listens on, `ConnectionProbe`) is had there
    /// and then, with no thread of the global executor started for it.
    ///
    /// - Throws: as `makeEnvironment(configuration:connections:)`.
    public static func startingServiceCheck(
        configuration: KioskConfiguration, connections: DatabaseConnections
    ) throws -> (environment: AppEnvironment, check: Task<AppError?, Never>) {
        let transport = makeTransport(configuration: configuration, logger: makeLogger(verbose: configuration.verbose))
        let check = CheckWineService(gateway: gateway(configuration: configuration, transport: transport))
        let task = Task.immediate { await check() }
        do {
            return (try makeEnvironment(configuration: configuration, transport: transport, connections: connections), task)
        } catch {
            task.cancel()
            throw error
        }
    }

    /// The wine.com client of `configuration`, over `transport`.
    static func gateway(configuration: KioskConfiguration, transport: any HTTPTransport) -> WineAPIClient {
        WineAPIClient(
            transport: transport, baseURL: configuration.endpoints.wine, apiKey: configuration.wineAPIKey,
            timeout: configuration.requestTimeout ?? WineAPIClient.defaultTimeout
        )
    }

    /// The use cases (tests and benchmarks drive them directly).
    public static func club(_ base: AppEnvironment, signIn: WineSignInScope = .dataDirectory) -> WineClub {
        let stores = stores(base, signIn: signIn)
        return WineClub(
            gateway: gateway(configuration: base.configuration, transport: base.transport),
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
