import Domain
import Foundation
import Imaging
import Logging
import Networking
import Persistence
import UseCases

/// Everything both front ends need, built once by `makeEnvironment(configuration:)` and passed
/// down through initializers. Never global.
public struct AppEnvironment: Sendable {
    /// The resolved configuration.
    public let configuration: KioskConfiguration
    /// Diagnostics to stderr; debug level with `--verbose`.
    public let logger: Logger
    /// The time.
    public let clock: Clock
    /// Describes the local database (for `kiosk config`).
    public let storageReport: @Sendable () throws -> StorageReport
    /// The version of the libcurl the program runs with.
    public let curlVersion: String
    /// The one HTTP transport every API client shares (one connection pool, one thread).
    public let transport: any HTTPTransport
    /// The Counters app.
    public let counters: CountersEnvironment
    /// Nenno's Pizza: menu and checkout client, cart and menu stores.
    public let pizza: PizzaEnvironment
    /// The Wine Club's use cases.
    public let wine: WineClub
    /// Pictures (wine labels, pizzas) as terminal thumbnails, through `transport`, cached under
    /// `<data directory>/images/`.
    public let images: ImageLoader
}

/// Builds the concrete graph: configuration → database, transports, clients → use cases.
///
/// The one composition root, called by `kiosk`, `kiosk-tui` and the end-to-end tests.
///
/// - Parameters:
///   - transport: the HTTP transport; the live one when `nil` (tests pass a fake).
///   - clock: the time; the system clock by default.
/// - Throws: `AppError.storage` when the database cannot be opened.
public func makeEnvironment(configuration: KioskConfiguration, transport: (any HTTPTransport)? = nil, clock: Clock = .live) throws -> AppEnvironment {
    let logger = makeLogger(verbose: configuration.verbose)
    logger.debug("data directory \(configuration.dataDirectory.path)")
    let database = try KioskDatabase(directory: configuration.dataDirectory)
    let transport = transport ?? makeTransport(configuration: configuration, logger: logger)
    return AppEnvironment(
        configuration: configuration,
        logger: logger,
        clock: clock,
        storageReport: { try database.report() },
        curlVersion: CurlLibrary.version,
        transport: transport,
        counters: CountersEnvironment(
            database: database, transport: transport,
            baseURL: configuration.endpoints.counters, clock: clock
        ),
        pizza: makePizzaEnvironment(configuration: configuration, database: database, transport: transport, clock: clock, logger: logger),
        wine: WineComposition.makeClub(database: database, configuration: configuration, transport: transport, clock: clock),
        images: makeImageLoader(configuration: configuration, transport: transport, logger: logger)
    )
}

/// The libcurl transport, identifying itself as `kiosk/<version>` and logging each request
/// (debug level: shown with `--verbose`).
public func makeTransport(configuration: KioskConfiguration, logger: Logger) -> any HTTPTransport {
    CurlTransport(userAgent: "kiosk/\(KioskVersion.current)", logger: logger)
}

/// A logger writing to stderr: warnings and errors only, everything with `verbose`.
public func makeLogger(verbose: Bool) -> Logger {
    var logger = Logger(label: "kiosk") { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = verbose ? .debug : .warning
    return logger
}
