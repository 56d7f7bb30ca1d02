import Domain
import Foundation
import Imaging
import Logging
import Networking
import Persistence
import Presentation
import UseCases

/// What every front end starts from: the configuration, the database and the one HTTP
/// transport, shared by the apps; each app adds, in its own folder, the way to build its
/// environment when it is used (`wine()`, `pizza()`, `counters()`), so a command builds only its
/// own app's graph.
/// Built once by `makeEnvironment(configuration:)` and passed down; never global.
public struct AppEnvironment: Sendable {
    /// The resolved configuration.
    public let configuration: KioskConfiguration
    /// Diagnostics to stderr (or the `log` destination `makeEnvironment` was given); debug
    /// level with `--verbose`.
    public let logger: Logger
    /// The time.
    public let clock: Clock
    /// The version of the libcurl the program runs with.
    ///
    /// NB: asked, not kept: asking opens libcurl, which a command that makes no request never
    /// needs (CDynamicLibrary).
    public var curlVersion: String { CurlLibrary.version }
    /// Pictures (wine labels, pizzas) as terminal thumbnails, through the shared transport,
    /// cached under `<cache directory>/thumbnails/`.
    public let images: ImageLoader
    /// The SQLite database in the data directory (or `--database sqlite:PATH`): every store
    /// without a shared database, and the Counters queue always.
    let database: KioskDatabase
    /// The PostgreSQL database the kiosks share (`--database postgres://…`), if one is chosen:
    /// the Wine Club's and Nenno's stores then live there. Connected on first use, so Counters
    /// never waits for it nor fails with it.
    let shared: PostgresDatabase?
    /// The one HTTP transport every API client shares (one connection pool, one thread).
    let transport: any HTTPTransport

    /// The version of the libcurl this program is linked with, without building an environment.
    public static var curlLibraryVersion: String { CurlLibrary.version }

    /// Readies the environment for its process's exit, after which nothing of it is released:
    /// the SQLite database gets what a close would give it (`KioskDatabase.prepareForExit()`),
    /// the shared PostgreSQL its session's goodbye. For the CLI, whose one command ends its
    /// process.
    public func prepareForExit() {
        database.prepareForExit()
        shared?.close()
    }

    /// Why the database the kiosks share cannot be used now: `nil` when it answers (or none is
    /// chosen). Connects if it must, so a server that came back is found.
    public func sharedDatabaseProblem() -> AppError? {
        guard let shared else { return nil }
        do {
            _ = try shared.report()
            return nil
        } catch {
            return AppError(error)
        }
    }

    /// Describes the database in use (for `kiosk config`): the shared one when chosen.
    public func storageReport() throws -> StorageReport {
        try shared?.report() ?? database.report()
    }

    /// Pictures (wine labels, pizzas) as PNG or JPEG files for a browser, through the shared
    /// transport; the recorded pizza pictures from the configured pictures server.
    public func pictureFiles() -> PictureFiles {
        let pictures = configuration.pictures
        let logger = logger
        return PictureFiles(
            transport: transport, clock: clock,
            locate: { PictureLocation.locate($0, pictures: pictures) }, log: { logger.debug("\($0)") }
        )
    }
}

/// Builds the shared graph: configuration → databases, transport, pictures. The apps' own
/// graphs are built from it on demand.
///
/// The one composition root, called by every front end and by the end-to-end tests.
///
/// - Parameters:
///   - transport: the HTTP transport; the live one when `nil` (tests pass a fake).
///   - clock: the time; the system clock by default.
///   - log: where log lines go; standard error by default (`kiosk-tui` passes a file).
///   - connections: how the SQLite database is held: a pool by default, for front ends that
///     live long and read while they write; one connection for a one-shot CLI command.
/// - Throws: `AppError.storage` when the SQLite database cannot be opened; `AppError.validation`
///   (field `logFile`) when the log file cannot be written. A PostgreSQL that cannot be reached
///   is not an error here: the Wine Club's and Nenno's stores say so when they are used
///   (`AppError.unavailable`, naming it, never its password), and try again each time.
public func makeEnvironment(
    configuration: KioskConfiguration, transport: (any HTTPTransport)? = nil, clock: Clock = .live,
    log: LogDestination = .standardError, connections: DatabaseConnections = .pool
) throws -> AppEnvironment {
    let logger = try makeLogger(verbose: configuration.verbose, destination: log)
    logger.debug("data directory \(configuration.dataDirectory.path)")
    var statementLog: (@Sendable (String) -> Void)?
    if configuration.logsStatements {
        statementLog = { statement in logger.debug("sql: \(statement)") }
    }
    let database = try KioskDatabase(file: configuration.databaseFile, connections: connections, statementLog: statementLog)
    var shared: PostgresDatabase?
    if case let .postgres(location) = configuration.database {
        logger.debug("shared database \(location.description), kiosk \(configuration.kiosk)")
        // NB: connected on first use, never here: Counters never needs it (its queue is in the
        // SQLite file), so a server that is away must not stop Counters or a front end's start.
        shared = try PostgresDatabase(location: location, connectingNow: false)
    }
    let transport = transport ?? makeTransport(configuration: configuration, logger: logger)
    return AppEnvironment(
        configuration: configuration,
        logger: logger,
        clock: clock,
        images: makeImageLoader(configuration: configuration, transport: transport, clock: clock, logger: logger),
        database: database,
        shared: shared,
        transport: transport
    )
}

/// The libcurl transport, identifying itself as `kiosk/<version>` and logging each request
/// (debug level: shown with `--verbose`).
public func makeTransport(configuration: KioskConfiguration, logger: Logger) -> any HTTPTransport {
    CurlTransport(userAgent: "kiosk/\(KioskVersion.current)", logger: logger)
}

/// A logger writing to stderr with `verbose` (everything), else nowhere.
///
/// NB: what a person must know is said by the front end in its own words (the CLI's `kiosk:`
/// lines, the TUI's banners); a log line on stderr beside them, timestamped and labelled, only
/// confuses (`kiosk pizza checkout` printed one when a server did not echo JSON).
public func makeLogger(verbose: Bool) -> Logger {
    guard verbose else { return Logger(label: "kiosk") { _ in SwiftLogNoOpLogHandler() } }
    var logger = Logger(label: "kiosk") { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = .debug
    return logger
}

/// A logger writing to `destination`: warnings and errors only, everything with `verbose`.
///
/// - Throws: `AppError.validation` (field `logFile`) when the file cannot be written.
public func makeLogger(verbose: Bool, destination: LogDestination) throws -> Logger {
    guard case let .file(url) = destination else { return makeLogger(verbose: verbose) }
    let stream = try FileLogStream.appending(to: url)
    var logger = Logger(label: "kiosk") { StreamLogHandler(label: $0, stream: stream) }
    logger.logLevel = verbose ? .debug : .warning
    return logger
}
