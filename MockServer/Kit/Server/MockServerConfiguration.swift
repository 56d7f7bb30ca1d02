import struct Clocks.Clock
import Foundation

/// How a `kiosk-mock` instance runs.
public struct MockServerConfiguration: Sendable {
    /// The address to listen on. Loopback by default: the mock is never meant to be reachable
    /// from another machine.
    public var host: String
    /// The port; 0 picks a free one (tests).
    public var port: Int
    /// The fixtures directory (`Fixtures/` of the repository by default).
    public var fixturesDirectory: URL
    /// Reproduce the real Counters server's same-millisecond id collision (the second create
    /// overwrites the first) instead of bumping the id to the next free millisecond.
    public var legacyIDs: Bool
    /// The wine.com `apikey` the catalog accepts.
    public var wineAPIKey: String
    /// How many generated products to add to the recorded catalog.
    public var catalogSize: Int
    /// The seed of the generated products.
    public var catalogSeed: UInt64
    /// How many requests the journal keeps (0 turns it off).
    public var journalCapacity: Int
    /// The clock (counter ids, latency faults, journal times).
    public var clock: Clock
    /// When set, requests the fixtures do not answer are proxied to an upstream and recorded.
    public var recording: RecordingConfiguration?
    /// Stubs loaded at start (`--stubs DIR`: every `*.json` file, one stub or a list of them).
    public var stubsDirectory: URL?
    /// When set, every request on a described path is checked against the OpenAPI descriptions
    /// (`*.json`) in this directory first, and one that breaks them gets a 400 naming the rule
    /// (`--validate`; `Fixtures/openapi` by default).
    public var validationDescriptions: URL?
    /// Answer the hot route (`GET /api/v1/counters`) on the event loop, before Hummingbird's
    /// router, whenever nothing that runs before the simulations is active
    /// (`MockFastPathHandler`). Off, every request takes the router path: the equivalence tests
    /// compare the two.
    public var fastPath: Bool

    /// The wine.com key the mock accepts unless told otherwise; `kiosk` uses it by default.
    public static let defaultWineAPIKey = "kiosk-demo-key"

    /// A configuration; the defaults are the ones `kiosk` expects.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8765,
        fixturesDirectory: URL = MockServerConfiguration.defaultFixturesDirectory,
        legacyIDs: Bool = false,
        wineAPIKey: String = MockServerConfiguration.defaultWineAPIKey,
        catalogSize: Int = 0,
        catalogSeed: UInt64 = 2018,
        journalCapacity: Int = 10_000,
        clock: Clock = .live,
        recording: RecordingConfiguration? = nil,
        stubsDirectory: URL? = nil,
        validationDescriptions: URL? = nil,
        fastPath: Bool = true
    ) {
        self.host = host
        self.port = port
        self.fixturesDirectory = fixturesDirectory
        self.legacyIDs = legacyIDs
        self.wineAPIKey = wineAPIKey
        self.catalogSize = catalogSize
        self.catalogSeed = catalogSeed
        self.journalCapacity = journalCapacity
        self.clock = clock
        self.recording = recording
        self.stubsDirectory = stubsDirectory
        self.validationDescriptions = validationDescriptions
        self.fastPath = fastPath
    }

    /// The recorded fixtures: `share/kiosk/Fixtures` beside the `bin` the running executable is
    /// in (where `make install` puts them), else `Fixtures/` beside the package, found from this
    /// source file's location at build time, so `swift run kiosk-mock` and the tests work from
    /// any directory.
    public static var defaultFixturesDirectory: URL {
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let installed = executable
                .deletingLastPathComponent() // bin
                .deletingLastPathComponent() // the prefix
                .appendingPathComponent("share/kiosk/Fixtures", isDirectory: true)
            if FileManager.default.fileExists(atPath: installed.path) { return installed }
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Server
            .deletingLastPathComponent() // Kit
            .deletingLastPathComponent() // MockServer
            .deletingLastPathComponent() // package root
            .appendingPathComponent("Fixtures", isDirectory: true)
    }
}
