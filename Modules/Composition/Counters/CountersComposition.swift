import Domain
import Foundation
import Networking
import Persistence
import Presentation
import UseCases

/// Builds Counters: the API client over the shared transport, the SQLite queue, the use cases,
/// and the environment the front ends use.
public enum CountersComposition {
    /// How long one Counters request may take.
    public static let timeout: Duration = .seconds(10)

    /// Counters over `base`'s database and transport, talking to `endpoints.counters`.
    public static func make(_ base: AppEnvironment) -> CountersEnvironment {
        CountersEnvironment(ledger: ledger(base), clock: base.clock)
    }

    /// The use cases.
    public static func ledger(_ base: AppEnvironment) -> CounterLedger {
        ledger(database: base.database, transport: base.transport, baseURL: base.configuration.endpoints.counters, clock: base.clock,
               timeout: base.configuration.requestTimeout ?? timeout)
    }

    /// The use cases over a database and a transport (tests and benchmarks).
    ///
    /// - Parameter createSpacing: the least time between two creates (see `SyncCounters`).
    public static func ledger(database: KioskDatabase, transport: any HTTPTransport, baseURL: URL, clock: Clock,
                              timeout: Duration = CountersComposition.timeout, createSpacing: Duration = .milliseconds(2)) -> CounterLedger {
        CounterLedger(
            store: SQLiteCounterStore(database: database),
            gateway: LiveCounterGateway(transport: transport, baseURL: baseURL, timeout: timeout),
            clock: clock, createSpacing: createSpacing
        )
    }
}
