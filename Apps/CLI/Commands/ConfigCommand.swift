import ArgumentParser
import Composition
import Imaging
import Presentation

/// `kiosk config`: where data lives and which servers each app talks to.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the data directory, the database and the server of each API."
    )

    @OptionGroup var options: GlobalOptions

    struct Document: Encodable {
        let version: String
        let dataDirectory: String
        let database: StorageReport
        let endpoints: Endpoints
        /// Where pizza pictures are fetched; `nil` when the recorded URLs are used as they are.
        let pictures: String?
        /// The thumbnail cache directory.
        let pictureCache: String
        let curl: String
    }

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let environment = try makeEnvironment(configuration: try options.configuration())
            let report = try environment.storageReport()
            let document = Document(
                version: KioskVersion.current,
                dataDirectory: environment.configuration.dataDirectory.path,
                database: report,
                endpoints: environment.configuration.endpoints,
                pictures: environment.configuration.pictures?.absoluteString,
                pictureCache: ThumbnailCache.directory(inCache: environment.configuration.cacheDirectory).path,
                curl: environment.curlVersion
            )
            if options.json { return try Output.json(document) }
            Output.line("kiosk \(document.version) (libcurl \(document.curl))")
            Output.line("data directory  \(document.dataDirectory)")
            Output.line("database        \(report.path) (\(report.appliedMigrations.count)/\(report.knownMigrations.count) migrations)")
            Output.line("wine            \(document.endpoints.wine.absoluteString)")
            Output.line("pizza           \(document.endpoints.pizza.absoluteString)")
            Output.line("checkout        \(document.endpoints.checkout.absoluteString)")
            Output.line("counters        \(document.endpoints.counters.absoluteString)")
            Output.line("pictures        \(document.pictures ?? "the recorded URLs")")
            Output.line("picture cache   \(document.pictureCache)")
        }
    }
}
