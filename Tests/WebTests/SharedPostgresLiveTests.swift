import Composition
import Foundation
import TestSupport
import Testing
@testable import KioskWebApp

/// Two kiosks, each its own kiosk-web, on one real PostgreSQL: a cart changed at one kiosk
/// reaches the page open at the other (its `LiveChanges` watches the database's write
/// position), and a confirmation there orders what it named or nothing.
///
/// Runs where a test cluster is given (`Scripts/with-postgres`, as `make test` does).
@Suite(.serialized, .hangGuard, .enabled(if: PostgresCluster.url != nil))
struct SharedPostgresLiveTests {
    /// A new database in the cluster, for this test alone.
    static func newDatabase() async throws -> String {
        let cluster = try #require(PostgresCluster.url)
        let name = "web_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(12)
        let created = try await CommandRun.runAsync(URL(fileURLWithPath: "/usr/bin/psql"), ["-q", cluster, "-c", "CREATE DATABASE \(name)"])
        try #require(created.status == 0, "\(created.stderr)")
        let slash = try #require(cluster.lastIndex(of: "/"))
        return String(cluster[..<slash]) + "/\(name)"
    }

    /// kiosk-web at the kiosk called `kiosk`, its own data directory, on `database`.
    static func kiosk(_ kiosk: String, database: String, mock: MockProcess, directory: TemporaryDirectory) async throws -> RunningWebServer {
        let configuration = try KioskConfiguration.resolve(
            dataDir: directory.url.appendingPathComponent(kiosk).path, server: mock.baseURL.absoluteString, database: database, kiosk: kiosk,
            environment: ["HOME": directory.url.path]
        )
        var limits = WebLimits.forTests
        limits.changePollInterval = .milliseconds(50)
        return try await WebServer.start(apps: WebApps(try makeEnvironment(configuration: configuration)), limits: limits)
    }

    @Test func aCartChangedAtOneKioskReachesThePageOpenAtAnother() async throws {
        let database = try await Self.newDatabase()
        let directory = try TemporaryDirectory()
        try await MockProcess.with { mock in
            let front = try await Self.kiosk("front", database: database, mock: mock, directory: directory)
            let back = try await Self.kiosk("back", database: database, mock: mock, directory: directory)
            defer { Task { await front.stop(); await back.stop() } }
            let here = BrowserSession(port: front.port), there = BrowserSession(port: back.port)
            _ = try await here.get("/wine/sign-in")
            _ = try await here.press("/wine/new-employee", [("firstName", "Ana"), ("lastName", "Lima"), ("email", ""), ("pin", "4321")])
            _ = try await here.get("/wine/sign-in")
            _ = try await here.press("/wine/sign-in", [("pin", "4321")])
            _ = try await here.press("/wine/import")
            _ = try await here.press("/wine/wines/104663/add", [("quantity", "1")])
            #expect(try await here.get("/wine/cart").body.contains("Total: <strong>$22.00</strong>, 1 bottle in 1 line"))
            let events = try await RawHTTP.open(port: front.port, RawHTTP.request("GET", "/events", headers: here.cookieHeader))
            defer { events.close() }
            #expect(try await events.wait(for: "retry: 2000"))

            _ = try await there.get("/wine/sign-in")
            _ = try await there.press("/wine/sign-in", [("pin", "4321")])
            _ = try await there.press("/wine/wines/104663/add", [("quantity", "2")])
            #expect(try await events.wait(for: "event: changed\ndata: wine"))
            let total = "Total: <strong>$66.00</strong>, 3 bottles in 1 line"
            #expect(try await here.get("/wine/cart?live=1", untilItContains: total).body.contains(total))
        }
    }
}

/// The PostgreSQL cluster of the test run (`Scripts/with-postgres` sets its URL), if any.
enum PostgresCluster {
    static var url: String? {
        ProcessInfo.processInfo.environment["KIOSK_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
