import Composition
import Domain
import Foundation
import Presentation
import Testing
import TestSupport

/// A shared PostgreSQL that cannot be reached stops only what lives in it: the environment is
/// made, Counters (whose queue is the data directory's SQLite file) works, and the Wine Club's
/// stores say the database is unavailable, naming it, each time they are used.
@Suite struct SharedStoreAwayTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func configuration() throws -> KioskConfiguration {
        // NB: port 1 on loopback: nothing listens there, so the connection is refused at once.
        try KioskConfiguration.resolve(
            dataDir: directory.url.appendingPathComponent("data").path,
            database: "postgres://kiosk:s3cret@127.0.0.1:1/store",
            kiosk: "front",
            environment: ["HOME": directory.url.path]
        )
    }

    @Test func countersWorkWhileTheSharedDatabaseIsAway() throws {
        let environment = try makeEnvironment(configuration: try configuration(), transport: FakeHTTPTransport(), connections: .single)
        let counters = environment.counters()
        let (added, _) = try counters.add("Cups of coffee")
        let (incremented, overview) = try counters.increment(added.id.rawValue)
        #expect(incremented.count == 1)
        #expect(overview.counters.map(\.displayTitle) == ["Cups of coffee"])
    }

    @Test func theWineClubSaysTheSharedDatabaseIsUnavailableWithoutItsPassword() throws {
        let environment = try makeEnvironment(configuration: try configuration(), transport: FakeHTTPTransport(), connections: .single)
        for _ in 0..<2 {
            #expect {
                try environment.wine().employees()
            } throws: { error in
                guard case let .unavailable(service, reason)? = error as? AppError else { return false }
                return service == "PostgreSQL database store at 127.0.0.1:1" && !reason.contains("s3cret")
            }
        }
    }
}
