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

    /// A configuration; the defaults are the ones `kiosk` expects.
    public init(host: String = "127.0.0.1", port: Int = 8765, fixturesDirectory: URL = MockServerConfiguration.defaultFixturesDirectory) {
        self.host = host
        self.port = port
        self.fixturesDirectory = fixturesDirectory
    }

    /// `Fixtures/` beside the package, found from this source file's location at build time, so
    /// `swift run kiosk-mock` and the tests work from any directory.
    public static var defaultFixturesDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Server
            .deletingLastPathComponent() // Kit
            .deletingLastPathComponent() // MockServer
            .deletingLastPathComponent() // package root
            .appendingPathComponent("Fixtures", isDirectory: true)
    }
}
