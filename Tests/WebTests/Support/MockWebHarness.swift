import Composition
import Foundation
import TestSupport
@testable import KioskWebApp

/// kiosk-web composed as the executable composes it, over a temporary data directory and a real
/// kiosk-mock process serving every API (wine.com, Nenno's, the checkout echo, Counters): the
/// Wine Club's and Nenno's routes against the recorded traffic.
final class MockWebHarness: Sendable, Stoppable {
    let server: RunningWebServer
    let mock: MockProcess
    private let directory: TemporaryDirectory

    private init(server: RunningWebServer, mock: MockProcess, directory: TemporaryDirectory) {
        self.server = server
        self.mock = mock
        self.directory = directory
    }

    /// A new browser with no cookie.
    func browser() -> BrowserSession {
        BrowserSession(port: server.port)
    }

    /// Stops kiosk-web, then kiosk-mock.
    func stop() async {
        await server.stop()
        await mock.stop()
    }

    /// Runs `body` with a fresh kiosk-mock and kiosk-web, both stopped afterwards whatever happens.
    static func with<T>(limits: WebLimits = .forTests, _ body: (MockWebHarness) async throws -> T) async throws -> T {
        let mock = try await MockProcess.start()
        let directory = try TemporaryDirectory()
        let harness: MockWebHarness
        do {
            let configuration = try KioskConfiguration.resolve(
                dataDir: directory.url.path, server: mock.baseURL.absoluteString, environment: ["HOME": directory.url.path]
            )
            // NB: a clock whose timers wait to be advanced: a notice ("Welcome, Ana.", ADDED TO
            // CART) stays until the test has read the page, however slow a loaded machine is.
            let clock = TestClock(start: Date(), sleeps: .waitForAdvance)
            let environment = try makeEnvironment(configuration: configuration, clock: clock.clock)
            let server = try await WebServer.start(apps: WebApps(environment), limits: limits)
            harness = MockWebHarness(server: server, mock: mock, directory: directory)
        } catch {
            await mock.stop()
            throw error
        }
        return try await withStopping(harness, body)
    }
}
