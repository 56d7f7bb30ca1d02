import Composition
import Foundation
import Presentation
import TestSupport
import Testing
@testable import kiosk_web

@MainActor
@Suite struct SessionTableTests {
    let clock = TestClock()
    let directory: TemporaryDirectory
    let apps: WebApps

    init() throws {
        directory = try TemporaryDirectory()
        let unused = URL(string: "http://127.0.0.1:9")!
        let configuration = KioskConfiguration(
            dataDirectory: directory.url, endpoints: Endpoints(wine: unused, pizza: unused, checkout: unused, counters: unused)
        )
        let environment = try makeEnvironment(configuration: configuration, transport: FakeHTTPTransport())
        // NB: Counters fails the test if a session table ever reaches for it.
        apps = WebApps(counters: .unimplemented(), wine: { environment.wine(signIn: .thisEnvironment) },
                       pizza: environment.pizza(), pictures: environment.pictureFiles())
    }

    func table(_ change: (inout WebLimits) -> Void = { _ in }) -> SessionTable {
        var limits = WebLimits()
        change(&limits)
        let clock = self.clock
        return SessionTable(limits: limits, now: { clock.now }, apps: apps)
    }

    // MARK: Tests

    @Test func anUnknownOrMissingCookieGetsANewSessionAndAKnownOneItsOwn() {
        let sessions = table()
        let (first, isNew) = sessions.session(for: nil)
        #expect(isNew)
        #expect(RandomToken.isWellFormed(first.id) && RandomToken.isWellFormed(first.csrfToken))
        #expect(first.id != first.csrfToken)
        let again = sessions.session(for: first.id)
        #expect(again.session === first && !again.isNew)
        #expect(sessions.session(for: "0123456789abcdef0123456789abcdef").isNew)
        #expect(sessions.session(for: "<not a token>").isNew)
        #expect(sessions.count == 3)
    }

    @Test func aSessionExpiresAfterThirtyIdleMinutesButNotBefore() {
        let sessions = table()
        let (session, _) = sessions.session(for: nil)
        clock.advance(by: .seconds(29 * 60))
        #expect(!sessions.session(for: session.id).isNew)
        clock.advance(by: .seconds(29 * 60))
        #expect(!sessions.session(for: session.id).isNew, "each request restarts the idle time")
        clock.advance(by: .seconds(30 * 60))
        let (replacement, isNew) = sessions.session(for: session.id)
        #expect(isNew)
        #expect(replacement.id != session.id)
        #expect(session.isClosed)
        #expect(!sessions.contains(session.id))
    }

    @Test func theLeastRecentlyUsedSessionIsEvictedAtTheBound() {
        let sessions = table { $0.maximumSessions = 3 }
        let a = sessions.session(for: nil).session
        clock.advance(by: .seconds(1))
        let b = sessions.session(for: nil).session
        clock.advance(by: .seconds(1))
        let c = sessions.session(for: nil).session
        clock.advance(by: .seconds(1))
        _ = sessions.session(for: a.id)
        clock.advance(by: .seconds(1))
        let d = sessions.session(for: nil).session
        #expect(sessions.count == 3)
        #expect(sessions.contains(a.id) && sessions.contains(c.id) && sessions.contains(d.id))
        #expect(!sessions.contains(b.id))
        #expect(b.isClosed)
    }

    @Test func aSessionKeepsAtMostItsEventStreamsClosingTheOldest() async {
        let session = table { $0.maximumEventStreams = 2; $0.heartbeat = .seconds(3600) }.session(for: nil).session
        let first = session.openEventStream()
        _ = session.openEventStream()
        _ = session.openEventStream()
        #expect(session.eventStreamCount == 2)
        var iterator = first.makeAsyncIterator()
        #expect(await iterator.next() == nil, "the oldest stream was finished")
    }

    @Test func aClosedSessionFinishesItsStreams() async {
        let session = table { $0.heartbeat = .seconds(3600) }.session(for: nil).session
        let stream = session.openEventStream()
        session.publish(.changed(.counters))
        session.close()
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == .changed(.counters))
        #expect(await iterator.next() == nil)
        #expect(session.eventStreamCount == 0)
    }
}
