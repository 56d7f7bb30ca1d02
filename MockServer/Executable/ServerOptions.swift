import ArgumentParser
import Foundation
import Logging
import MockServerKit

/// The options of a running mock (`serve` and `record`).
struct ServerOptions: ParsableArguments {
    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one and prints it).")
    var port = 8765

    @Option(help: ArgumentHelp("The fixtures directory.", valueName: "dir"))
    var fixtures: String?

    @Flag(name: [.customShort("v"), .long], help: "Log every request.")
    var verbose = false

    @Flag(name: .customLong("legacy-ids"), help: "Reproduce the Counters server's same-millisecond id collision (the second create overwrites the first).")
    var legacyIDs = false

    @Option(help: "The wine.com apikey the catalog accepts.")
    var wineAPIKey = MockServerConfiguration.defaultWineAPIKey

    @Option(help: "Generated products to add to the recorded wine catalog (scale tests).")
    var catalogSize = 0

    @Option(help: "The seed of the generated products.")
    var catalogSeed: UInt64 = 2018

    @Option(help: "Requests kept in the journal (GET /__admin/journal); 0 turns it off.")
    var journalCapacity = 10_000

    @Option(help: ArgumentHelp("Stubs to load at start: every *.json file in DIR (see MockServer/README.md).", valueName: "dir"))
    var stubs: String?

    @Flag(name: .customLong("validate"), help: "Check every request on a path the OpenAPI descriptions name against them first; one that breaks them gets a 400 naming the rule.")
    var validateRequests = false

    @Option(help: ArgumentHelp("The OpenAPI descriptions --validate checks against (default: the fixtures' openapi/).", valueName: "dir"))
    var descriptions: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard (0...10_000_000).contains(catalogSize) else { throw ValidationError("--catalog-size must be between 0 and 10000000") }
        guard (0...10_000_000).contains(journalCapacity) else { throw ValidationError("--journal-capacity must be between 0 and 10000000") }
        if let stubs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: stubs, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--stubs: \(stubs) is not a directory")
            }
        }
        if let fixtures {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fixtures, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--fixtures: \(fixtures) is not a directory")
            }
        }
    }

    var fixturesDirectory: URL {
        fixtures.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? MockServerConfiguration.defaultFixturesDirectory
    }

    var descriptionsDirectory: URL {
        descriptions.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fixturesDirectory.appendingPathComponent(FixtureLoader.descriptionsFolder, isDirectory: true)
    }

    func configuration(recording: RecordingConfiguration? = nil) -> MockServerConfiguration {
        MockServerConfiguration(
            host: host,
            port: port,
            fixturesDirectory: fixturesDirectory,
            legacyIDs: legacyIDs,
            wineAPIKey: wineAPIKey,
            catalogSize: catalogSize,
            catalogSeed: catalogSeed,
            journalCapacity: journalCapacity,
            recording: recording,
            stubsDirectory: stubs.map { URL(fileURLWithPath: $0, isDirectory: true) },
            validationDescriptions: validateRequests ? descriptionsDirectory : nil
        )
    }

    /// Runs the mock until SIGINT or SIGTERM; a fixture that cannot be loaded is one line on
    /// stderr and exit status 1, not a stack trace; an address it cannot listen on (in use)
    /// one line naming it and exit status 69 (unavailable).
    func run(recording: RecordingConfiguration? = nil) async throws {
        var logger = Logger(label: "kiosk-mock")
        logger.logLevel = verbose ? .debug : .notice
        let configuration = configuration(recording: recording)
        do {
            try await MockServer.run(configuration: configuration, logger: logger) { port in
                FileHandle.standardError.write(Data("kiosk-mock: listening on http://\(configuration.host):\(port)\n".utf8))
            }
        } catch let failure as MockServerError {
            FileHandle.standardError.write(Data("kiosk-mock: \(failure)\n".utf8))
            throw ExitCode(69)
        } catch {
            FileHandle.standardError.write(Data("kiosk-mock: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
