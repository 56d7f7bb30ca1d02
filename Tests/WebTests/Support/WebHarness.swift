import Composition
import Foundation
import Presentation
import TestSupport
@testable import KioskWebApp

/// A kiosk-web running in the test process on 127.0.0.1 and a free port, composed as the
/// executable composes it (`makeEnvironment`) over a temporary data directory, with the
/// Counters server faked in memory behind the transport (`FakeCountersServer`) and the test's
/// clock.
final class WebHarness: Sendable, Stoppable {
    let server: RunningWebServer
    let counters: FakeCountersServer
    let clock: TestClock
    private let directory: TemporaryDirectory

    var port: Int { server.port }

    private init(server: RunningWebServer, counters: FakeCountersServer, clock: TestClock, directory: TemporaryDirectory) {
        self.server = server
        self.counters = counters
        self.clock = clock
        self.directory = directory
    }

    /// Starts a server whose Counters API holds `counters`.
    static func start(counters initial: [Counter] = [], limits: WebLimits = .forTests) async throws -> WebHarness {
        let directory = try TemporaryDirectory()
        let clock = TestClock(sleeps: .advanceAtOnce)
        let fake = FakeCountersServer(clock: clock, counters: initial)
        let unused = URL(string: "http://127.0.0.1:9")!
        // NB: no idle sign-out: this clock's sleeps pass at once, so its countdown would sign
        // every employee out as soon as they signed in (test-web-idle.sh tests it in real time).
        let configuration = KioskConfiguration(
            dataDirectory: directory.url,
            endpoints: .all(unused),
            idleSignOut: .off
        )
        let environment = try makeEnvironment(configuration: configuration, transport: fake, clock: clock.clock)
        let server = try await WebServer.start(apps: WebApps(environment), limits: limits, clock: clock.clock)
        return WebHarness(server: server, counters: fake, clock: clock, directory: directory)
    }

    /// A new browser with no cookie.
    func browser() -> BrowserSession {
        BrowserSession(port: port)
    }

    /// Stops the server.
    func stop() async {
        await server.stop()
    }

    /// Runs `body` with a fresh server, stopped afterwards whatever happens.
    static func with<T>(counters: [Counter] = [], limits: WebLimits = .forTests, _ body: (WebHarness) async throws -> T) async throws -> T {
        try await withStopping(start(counters: counters, limits: limits), body)
    }
}

extension WebLimits {
    /// The defaults, with a POST waiting longer for its work (a busy test machine) and
    /// heartbeats every 50 ms.
    static var forTests: WebLimits {
        var limits = WebLimits()
        limits.settleTimeout = .seconds(10)
        limits.heartbeat = .milliseconds(50)
        return limits
    }
}
