import Foundation
@testable import MockServerKit
import Testing
import TestSupport

/// Issue 35, item 9: a stub's regex that backtracks catastrophically gives up within its budget,
/// off the threads the other requests need, and the near miss names it.
@Suite(.timeLimit(.minutes(3))) struct RegexBudgetTests {
    /// `^/(a+)+$` against this path: 2^30 ways to split the a's before the `!` fails them all.
    private static let backtrackingPath = "/" + String(repeating: "a", count: 30) + "!"

    private func backtrackingServer() async throws -> RunningMockServer {
        let server = try await MockServer.start()
        let added = try await RawHTTP.send(port: server.port, "POST", "/__admin/stubs",
                                           json: #"{"request": {"path": {"regex": "^/(a+)+$"}}, "response": {"status": 200, "body": "a's"}}"#)
        #expect(added.status == 201, "\(added.text)")
        return server
    }

    // MARK: Tests

    @Test func aBacktrackingRegexGivesUpWithinItsBudgetAndTheNearMissNamesIt() async throws {
        let server = try await backtrackingServer()
        defer { Task { await server.stop() } }
        let clock = ContinuousClock()
        let start = clock.now
        let answer = try await RawHTTP.send(port: server.port, "GET", Self.backtrackingPath)
        let elapsed = clock.now - start
        #expect(answer.status == 404, "the stub does not answer what its regex could not tell")
        // NB: a loose bound (the whole suite runs at once on a loaded machine): the search alone
        // took 6 to 12 s before the budget, until ICU's stack limit stopped it.
        #expect(elapsed < .seconds(3), "\(elapsed)")
        #expect(try await RawHTTP.send(port: server.port, "GET", "/aaa").text == "a's", "a path the regex can judge is still answered")
        let unmatched = try #require(try await RawHTTP.send(port: server.port, "GET", "/__admin/requests/unmatched").json() as? [String: Any])
        let requests = try #require(unmatched["requests"] as? [[String: Any]])
        let reasons = requests.flatMap { ($0["nearMisses"] as? [[String: Any]] ?? []).flatMap { $0["reasons"] as? [String] ?? [] } }
        #expect(reasons == ["path \(Self.backtrackingPath) is not known to match /^/(a+)+$/: the regex gave up after 50 ms (it backtracks too much on this text; simplify it)"])
    }

    @Test func healthStaysFastWithTwentyBacktrackingRequestsInFlight() async throws {
        let server = try await backtrackingServer()
        defer { Task { await server.stop() } }
        let port = server.port
        let inFlight = Task {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<20 { group.addTask { try await RawHTTP.send(port: port, "GET", Self.backtrackingPath).status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        await yieldUntil("the twenty requests reach the mock") { server.service.journal.lastSequence >= 20 }
        let clock = ContinuousClock()
        let start = clock.now
        let health = try await RawHTTP.send(port: port, "GET", "/__admin/health")
        let latency = clock.now - start
        let statuses = try await inFlight.value
        #expect(health.status == 200)
        // Before issue 35: 18.9 s (each request held a thread of the cooperative pool for a second).
        // NB: a loose bound, for the same reason.
        #expect(latency < .seconds(2), "health took \(latency)")
        #expect(statuses == Array(repeating: 404, count: 20))
        print("health with 20 backtracking requests in flight: \(latency)")
    }

    @Test func theBudgetOnlyStopsSearchesThatOverrunIt() throws {
        let regex = try #require(BoundedRegex("^/(a+)+$"))
        #expect(regex.search("/aaaa") == .match)
        #expect(regex.search("/aaaa!") == .miss)
        #expect(regex.search(Self.backtrackingPath) == .gaveUp)
        let digits = try #require(BoundedRegex("[0-9]+"))
        #expect(digits.search(String(repeating: "x", count: 2_000) + "7") == .match)
    }
}
