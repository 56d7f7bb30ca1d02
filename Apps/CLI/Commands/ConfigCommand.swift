import ArgumentParser
import Composition
import Imaging
import Presentation

/// `kiosk config`: where data lives and which servers each app talks to.
struct ConfigCommand: AsyncParsableCommand {
    /// The name a line gives it (`Kiosk.commands`).
    static let name = "config"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the data directory, the database, the server of each API and the idle sign-out."
    )

    @OptionGroup var options: GlobalOptions

    struct Document: Encodable {
        let version: String
        let dataDirectory: String
        /// `sqlite` or `postgres`.
        let databaseEngine: String
        /// The SQLite file, or the PostgreSQL URL without its password.
        let databaseLocation: String
        /// This kiosk's name on a shared database.
        let kiosk: String
        /// The database's migrations; `nil` when it cannot be opened (`databaseProblem` says why).
        let database: StorageReport?
        let databaseProblem: String?
        let endpoints: Endpoints
        /// Where pizza pictures are fetched; `nil` when the recorded URLs are used as they are.
        let pictures: String?
        /// The thumbnail cache directory.
        let pictureCache: String
        /// Seconds without use after which the Wine Club signs out; left out when it never does.
        let idleSignOutSeconds: Int?
        let curl: String
    }

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let configuration = try options.configuration()
            // NB: config is what a person runs to find out why the other commands fail, so a
            // database that cannot be opened (a read-only data directory, a damaged file) is
            // reported in the output, not as this command's failure.
            var report: StorageReport?
            var problem: String?
            do {
                report = try makeEnvironment(configuration: configuration, connections: .single).storageReport()
            } catch let error as AppError {
                switch error {
                case .storage, .unavailable: problem = error.message
                default: throw error
                }
            }
            let engine: String = if case .postgres = configuration.database { "postgres" } else { "sqlite" }
            let document = Document(
                version: KioskVersion.current,
                dataDirectory: configuration.dataDirectory.path,
                databaseEngine: engine,
                databaseLocation: configuration.database.description,
                kiosk: configuration.kiosk,
                database: report,
                databaseProblem: problem,
                endpoints: configuration.endpoints,
                pictures: configuration.pictures?.absoluteString,
                pictureCache: ThumbnailCache.directory(inCache: configuration.cacheDirectory).path,
                idleSignOutSeconds: configuration.idleSignOut.limit.map { Int($0.timeInterval.rounded()) },
                curl: AppEnvironment.curlLibraryVersion
            )
            if options.json { return try Output.json(document) }
            Output.line("kiosk \(document.version) (libcurl \(document.curl))")
            Output.line("data directory  \(document.dataDirectory)")
            if let report {
                Output.line("database        \(document.databaseLocation) (\(report.appliedMigrations.count)/\(report.knownMigrations.count) migrations)")
            } else {
                Output.line("database        \(document.databaseLocation) (cannot be opened: \(problem ?? "unknown"))")
            }
            if engine == "postgres" {
                Output.line("counters queue  \(configuration.databaseFile.path)")
            }
            Output.line("kiosk           \(document.kiosk)")
            for endpoint in APIEndpoint.all {
                Output.line(endpoint.name + String(repeating: " ", count: max(1, 16 - endpoint.name.count)) + document.endpoints[endpoint].absoluteString)
            }
            Output.line("pictures        \(document.pictures ?? "the recorded URLs")")
            Output.line("picture cache   \(document.pictureCache)")
            Output.line("idle sign-out   \(configuration.idleSignOut.limitText)")
        }
    }
}

extension ConfigCommand: DirectlyParsed {}
