import Foundation
@testable import MockServerKit
import Testing
import TestSupport

/// Issue 35, item 9: a stub's regex that backtracks catastrophically gives up within its budget,
/// off the threads the other requests need, and the near miss names it.
@Suite(.hangGuard) struct RegexBudgetTests {
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
        // NB: no bound on the time taken (the suite's time limit is the hang guard): the near
        // miss saying the regex gave up is what shows the budget stopped the search.
        let answer = try await RawHTTP.send(port: server.port, "GET", Self.backtrackingPath)
        #expect(answer.status == 404, "the stub does not answer what its regex could not tell")
        #expect(try await RawHTTP.send(port: server.port, "GET", "/aaa").text == "a's", "a path the regex can judge is still answered")
        let unmatched = try #require(try await RawHTTP.send(port: server.port, "GET", "/__admin/requests/unmatched").json() as? [String: Any])
        let requests = try #require(unmatched["requests"] as? [[String: Any]])
        let reasons = requests.flatMap { ($0["nearMisses"] as? [[String: Any]] ?? []).flatMap { $0["reasons"] as? [String] ?? [] } }
        #expect(reasons == ["path \(Self.backtrackingPath) is not known to match /^/(a+)+$/: the regex gave up after 50 ms (it backtracks too much on this text; simplify it)"])
    }

    /// Before issue 35 each backtracking request held a thread of the cooperative pool for a
    /// second and `/__admin/health` waited 18.9 s behind twenty of them. Now the searches run
    /// on the mock's regex queue: with that queue held, backtracking requests wait while health
    /// answers, and they end once it is let go. No clock: the order shows it.
    @Test func healthAnswersWhileTheRegexSearchesAreHeld() async throws {
        let server = try await backtrackingServer()
        defer { Task { await server.stop() } }
        let port = server.port
        let gate = Gate()
        let held = Task { await server.service.stubs.regexQueue.run { gate.wait() } }
        // NB: more requests than the pool has threads (one per core), so a search that waited
        // for the queue on a thread of the pool would leave none for health.
        let answered = Gate()
        let inFlight = Task {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<4 { group.addTask { try await RawHTTP.send(port: port, "GET", Self.backtrackingPath).status } }
                let statuses = try await group.reduce(into: []) { $0.append($1) }
                answered.open()
                return statuses
            }
        }
        await yieldUntil("the backtracking requests reach the mock") { server.service.journal.lastSequence >= 4 }
        let health = try await RawHTTP.send(port: port, "GET", "/__admin/health")
        #expect(health.status == 200)
        #expect(!answered.isOpen, "the backtracking requests were answered while their searches were held")
        gate.open()
        await held.value
        #expect(try await inFlight.value == [404, 404, 404, 404])
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

/// A door a queue's work waits at until the test opens it.
private final class Gate: @unchecked Sendable {
    // NB: @unchecked: the lock and the semaphore are the synchronisation.
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var opened = false
    /// Whether it has been opened.
    var isOpen: Bool { lock.withLock { opened } }
    /// Blocks the calling thread until the door is open.
    func wait() { semaphore.wait(); semaphore.signal() }
    func open() {
        lock.withLock { opened = true }
        semaphore.signal()
    }
}
