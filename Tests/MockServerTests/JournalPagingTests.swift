import Foundation
@testable import MockServerKit
import Testing
import TestSupport

/// Issue 35, item 8: the journal is read a page at a time, so a read of a large journal is
/// written out as it goes instead of being built whole in memory (228 MB of JSON, and 1.2 GB
/// more resident, for a million entries before).
@Suite(.hangGuard) struct JournalPagingTests {
    private func entry(_ sequence: Int) -> JournalEntry {
        JournalEntry(sequence: sequence, receivedAt: Date(timeIntervalSince1970: 1_800_000_000), method: "GET", path: "/bins/150da7",
                     query: "n=\(sequence)", recordedHeaders: MockRequest(method: "GET", path: "/").headers, body: "",
                     bodyTruncated: false, status: 200, answeredBy: "fixture pizza/bins-drinks", faults: [])
    }

    // MARK: Tests

    @Test func aLargeJournalIsWrittenAPageAtATimeOldestFirst() async throws {
        let server = try await MockServer.start(configuration: .init(port: 0, journalCapacity: 5_000))
        defer { Task { await server.stop() } }
        for sequence in 1...6_000 { server.service.journal.append(entry(sequence)) }
        let read = try await RawHTTP.send(port: server.port, "GET", "/__admin/journal")
        #expect(read.header("Transfer-Encoding") == "chunked", "written as it goes, not built whole (Content-Length \(read.header("Content-Length") ?? "none"))")
        let journal = try #require(try read.json() as? [String: Any])
        #expect(journal["capacity"] as? Int == 5_000 && journal["count"] as? Int == 5_000 && journal["evicted"] as? Int == 1_000)
        let entries = try #require(journal["entries"] as? [[String: Any]])
        #expect(entries.compactMap { $0["sequence"] as? Int } == Array(1_001...6_000))
        let newest = try #require(try await RawHTTP.send(port: server.port, "GET", "/__admin/journal?limit=3").json() as? [String: Any])
        #expect((newest["entries"] as? [[String: Any]])?.compactMap { $0["query"] as? String } == ["n=5998", "n=5999", "n=6000"])
        let count = try #require(try await RawHTTP.send(port: server.port, "POST", "/__admin/requests/count", json: #"{"query": {"n": {"prefix": "59"}}}"#).json() as? [String: Any])
        #expect(count["count"] as? Int == 100 && count["evicted"] as? Int == 1_000)
    }

    @Test func aPageSkipsWhatWasEvictedOrClearedSinceTheWindowWasTaken() {
        let journal = Journal(capacity: 4)
        for sequence in 1...4 { journal.append(entry(sequence)) }
        let (positions, held, _) = journal.window()
        #expect(held == 4)
        let first = journal.page(of: positions, from: positions.lowerBound, size: 2)
        #expect(first.entries.map(\.sequence) == [1, 2])
        for sequence in 5...7 { journal.append(entry(sequence)) } // evicts 1, 2 and 3
        let second = journal.page(of: positions, from: first.next, size: 2)
        #expect(second.entries.map(\.sequence) == [4], "3 was evicted; 5 to 7 came after the window")
        #expect(second.next == positions.upperBound)
        journal.clear()
        #expect(journal.page(of: journal.window().positions, from: 0).entries.isEmpty)
        #expect(journal.snapshot().entries.isEmpty)
    }
}
