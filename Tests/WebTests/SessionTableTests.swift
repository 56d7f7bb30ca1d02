import Composition
import Foundation
import Presentation
import TestSupport
import Testing
@testable import KioskWebApp

@MainActor
@Suite struct SessionTableTests {
    let clock = TestClock()
    let directory: TemporaryDirectory
    let apps: WebApps

    init() throws {
        directory = try TemporaryDirectory()
        let unused = URL(string: "http://127.0.0.1:9")!
        let configuration = KioskConfiguration(
            dataDirectory: directory.url, endpoints: .all(unused)
        )
        let environment = try makeEnvironment(configuration: configuration, transport: FakeHTTPTransport())
        // NB: Counters and Nenno's fail the test if a session table ever reaches for them.
        apps = WebApps(pictures: environment.pictureFiles())
            .setting(CountersRoutes.self) { .unimplemented() }
            .setting(WineRoutes.self) { environment.wine(signIn: .thisEnvironment) }
            .setting(PizzaRoutes.self) { .unimplemented() }
    }

    func table(_ change: (inout WebLimits) -> Void = { _ in }) -> SessionTable {
        var limits = WebLimits()
        change(&limits)
        let clock = self.clock
        return SessionTable(limits: limits, clock: clock.clock, apps: apps)
    }

    // MARK: Tests

    @Test func onlyALiveSessionIsFoundAndAStartedOneHasItsOwnIdAndToken() throws {
        let sessions = table()
        let first = try sessions.start(client: "a")
        #expect(RandomToken.isWellFormed(first.id) && RandomToken.isWellFormed(first.csrfToken))
        #expect(first.id != first.csrfToken)
        #expect(sessions.session(named: [first.id]) === first)
        #expect(sessions.session(named: []) == nil)
        #expect(sessions.session(named: ["0123456789abcdef0123456789abcdef"]) == nil)
        #expect(sessions.session(named: ["<not a token>"]) == nil)
        #expect(sessions.count == 1)
    }

    @Test func aSessionExpiresAfterThirtyIdleMinutesButNotBefore() throws {
        let sessions = table()
        let session = try sessions.start(client: "a")
        clock.advance(by: .seconds(29 * 60))
        #expect(sessions.session(named: [session.id]) === session)
        clock.advance(by: .seconds(29 * 60))
        #expect(sessions.session(named: [session.id]) === session, "each request restarts the idle time")
        clock.advance(by: .seconds(30 * 60))
        #expect(sessions.session(named: [session.id]) == nil)
        #expect(session.isClosed)
        #expect(!sessions.contains(session.id))
    }

    @Test func theLeastRecentlyUsedAnonymousSessionIsEvictedAtTheBound() throws {
        let sessions = table { $0.maximumSessions = 3 }
        let a = try sessions.start(client: "a")
        clock.advance(by: .seconds(1))
        let b = try sessions.start(client: "a")
        clock.advance(by: .seconds(1))
        let c = try sessions.start(client: "a")
        clock.advance(by: .seconds(1))
        _ = sessions.session(named: [a.id])
        clock.advance(by: .seconds(1))
        let d = try sessions.start(client: "a")
        #expect(sessions.count == 3)
        #expect(sessions.contains(a.id) && sessions.contains(c.id) && sessions.contains(d.id))
        #expect(!sessions.contains(b.id))
        #expect(b.isClosed)
    }

    @Test func aClientStartsAtMostItsRateOfSessionsAMinute() throws {
        let sessions = table { $0.newSessionsPerClient = 3 }
        for _ in 0..<3 { _ = try sessions.start(client: "a") }
        #expect(throws: WebError.tooManyNewSessions) { try sessions.start(client: "a") }
        _ = try sessions.start(client: "b")
        clock.advance(by: .seconds(20))
        _ = try sessions.start(client: "a")
        #expect(throws: WebError.tooManyNewSessions) { try sessions.start(client: "a") }
    }

    @Test func aTransientSessionIsKeptNowhere() {
        let sessions = table()
        let session = sessions.transientSession()
        #expect(!sessions.contains(session.id))
        #expect(sessions.count == 0)
    }

    @Test func aSessionKeepsAtMostItsEventStreamsClosingTheOldest() async throws {
        let session = try table { $0.maximumEventStreams = 2; $0.heartbeat = .seconds(3600) }.start(client: "a")
        let first = session.openEventStream()
        _ = session.openEventStream()
        _ = session.openEventStream()
        #expect(session.eventStreamCount == 2)
        var iterator = first.makeAsyncIterator()
        #expect(await iterator.next() == nil, "the oldest stream was finished")
    }

    @Test func aClosedSessionFinishesItsStreams() async throws {
        let session = try table { $0.heartbeat = .seconds(3600) }.start(client: "a")
        let stream = session.openEventStream()
        session.publish(.changed(.counters))
        session.close()
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == .changed(.counters))
        #expect(await iterator.next() == nil)
        #expect(session.eventStreamCount == 0)
    }
}
