import Domain
import Foundation
import Networking
import Persistence
import Presentation
import UseCases

/// The Counters app's dependencies, built once by the composition root.
public struct CountersEnvironment: Sendable {
    /// Reads the local list.
    public let load: LoadCounters
    /// Records changes locally.
    public let edit: EditCounters
    /// Syncs the queue with the server.
    public let sync: SyncCounters

    /// The graph over a database and a transport.
    ///
    /// - Parameters:
    ///   - baseURL: the Counters API (`KioskConfiguration.endpoints.counters`).
    ///   - createSpacing: the least time between two creates (see `SyncCounters`).
    public init(database: KioskDatabase, transport: any HTTPTransport, baseURL: URL, clock: Clock,
                timeout: Duration = .seconds(10), createSpacing: Duration = .milliseconds(2)) {
        self.init(store: SQLiteCounterStore(database: database),
                  gateway: LiveCounterGateway(transport: transport, baseURL: baseURL, timeout: timeout),
                  clock: clock, createSpacing: createSpacing)
    }

    /// The graph over any store and gateway (tests, benchmarks).
    public init(store: any CounterStore, gateway: any CounterGateway, clock: Clock, createSpacing: Duration = .milliseconds(2)) {
        load = LoadCounters(store: store)
        edit = EditCounters(store: store)
        sync = SyncCounters(gateway: gateway, store: store, clock: clock, createSpacing: createSpacing)
    }

    /// Syncs, then reads the list as it stands.
    ///
    /// - Throws: `AppError.storage` when the database fails.
    public func syncAndLoad() async throws -> CountersSyncResult {
        let report = try await sync.run()
        return CountersSyncResult(report: report, overview: try load())
    }

    /// The view model's environment.
    public var feature: CountersFeature.Environment {
        let load = self.load, edit = self.edit, environment = self
        return CountersFeature.Environment(
            load: { Result { try load() }.mapError(Self.appError) },
            record: { changes in Result { try edit.apply(changes) }.mapError(Self.appError) },
            sync: {
                do { return .success(try await environment.syncAndLoad()) } catch { return .failure(Self.appError(error)) }
            }
        )
    }

    private static func appError(_ error: any Error) -> AppError {
        error as? AppError ?? .unexpected("\(error)")
    }
}
