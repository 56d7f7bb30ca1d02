import Domain
import Foundation
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
}

/// Builds the concrete graph: configuration → database, transports, clients → use cases.
///
/// The one composition root, called by `kiosk`, `kiosk-tui` and the end-to-end tests.
///
/// - Throws: `AppError.storage` when the database cannot be opened.
public func makeEnvironment(configuration: KioskConfiguration) throws -> AppEnvironment {
    let logger = makeLogger(verbose: configuration.verbose)
    logger.debug("data directory \(configuration.dataDirectory.path)")
    let database = try KioskDatabase(directory: configuration.dataDirectory)
    let transport = makeTransport(configuration: configuration, logger: logger)
    return AppEnvironment(
        configuration: configuration,
        logger: logger,
        clock: .live,
        storageReport: { try database.report() },
        curlVersion: CurlLibrary.version,
        transport: transport,
        counters: CountersEnvironment(
            database: database, transport: transport,
            baseURL: configuration.endpoints.counters, clock: .live
        )
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
