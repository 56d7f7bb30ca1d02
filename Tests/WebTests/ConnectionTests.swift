import Foundation
import Testing
import TestSupport
@testable import KioskWebApp

/// Connection hygiene: a keep-alive connection left idle is closed, connections past the cap are
/// refused at once with a 503, and event streams count against a bound of their own.
@Suite(.hangGuard) struct ConnectionTests {
    @Test func anIdleConnectionIsClosedAfterTheTimeout() async throws {
        var limits = WebLimits.forTests
        limits.idleConnectionTimeout = .milliseconds(300)
        try await WebHarness.with(limits: limits) { web in
            let idle = try await RawHTTP.open(port: web.port, [])
            defer { idle.close() }
            #expect(try await idle.waitForEnd(within: .seconds(20)), "the idle connection was closed")
            #expect(try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/")).status == 200)
        }
    }

    @Test func aConnectionPastTheCapIsRefusedAtOnceWith503() async throws {
        var limits = WebLimits.forTests
        limits.maximumConnections = 3
        try await WebHarness.with(limits: limits) { web in
            // Three kept-alive connections, each answered once: all three are counted.
            var held: [StreamConnection] = []
            for _ in 0..<3 {
                let connection = try await RawHTTP.open(port: web.port, Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
                #expect(try await connection.wait(for: "</html>"))
                held.append(connection)
            }
            #expect(web.server.cap.count == 3)
            let refused = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/"))
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "5")
            #expect(refused.body.contains("too many connections"))
            for connection in held { connection.close() }
            // NB: the server counts a close when it sees it: the next requests find room.
            var answered = 0
            for _ in 0..<1_000 where answered != 200 {
                answered = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/")).status
            }
            #expect(answered == 200, "a connection is served again once others closed")
        }
    }

    @Test func eventStreamsPastTheirBoundAreRefusedAndThePageStillWorks() async throws {
        var limits = WebLimits.forTests
        limits.maximumEventStreamsInAll = 1
        try await WebHarness.with(limits: limits) { web in
            let ana = web.browser(), bea = web.browser()
            try await ana.get("/counters")
            try await bea.get("/counters")
            let first = try await RawHTTP.open(port: web.port, RawHTTP.request("GET", "/events", headers: ana.cookieHeader))
            defer { first.close() }
            #expect(try await first.wait(for: "retry: 2000"))
            let second = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/events", headers: bea.cookieHeader))
            #expect(second.status == 503)
            #expect(try await bea.get("/counters").status == 200)
        }
    }
}
