import Composition
import Foundation
import Logging
import MockServerKit
import Networking
import Persistence
import Presentation
import UseCases

/// `make bench`: how fast the Counters sync engine drains a queue of 1,000 changes against
/// kiosk-mock on loopback, over the libcurl transport and the SQLite queue, and the same
/// requests sent straight through the API client as the baseline (no queue, no database).
///
/// The server starts with 100 synced counters; the queue then mixes what a day offline
/// produces: 60 creates, 900 increments and decrements, 40 deletes. Creates are spaced 2 ms
/// apart by design (the server's ids are its clock in ms).
@main
enum CountersSyncBenchmark {
    static let existing = 100
    static let creates = 60
    static let steps = 900
    static let deletes = 40

    static func main() async throws {
        let mock = try await MockServer.start(configuration: MockServerConfiguration(port: 0))
        var logger = Logger(label: "bench")
        logger.logLevel = .critical
        let transport = CurlTransport(userAgent: "kiosk-bench", logger: logger)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }

        // The queue, recorded offline.
        let database = try KioskDatabase(directory: directory)
        let counters = CountersComposition.ledger(database: database, transport: transport, baseURL: mock.baseURL, clock: .live)
        var random = SystemRandomNumberGenerator()
        for index in 0..<existing { _ = try counters.edit.add(title: "Synced \(index)") }
        _ = try await counters.sync.run()
        let synced = try counters.load().counters.map(\.id)
        for index in 0..<creates { _ = try counters.edit.add(title: "Counter \(index)") }
        for _ in 0..<steps {
            let target = synced[Int.random(in: 0..<synced.count, using: &random)]
            _ = try counters.edit.apply([Bool.random(using: &random) ? .increment(target) : .decrement(target)])
        }
        for index in 0..<deletes { _ = try counters.edit.apply([.delete(synced[index])]) }
        let queued = try counters.load.pending().count

        let started = ContinuousClock.now
        let report = try await counters.sync.run()
        let elapsed = ContinuousClock.now - started
        guard report.pending == 0, report.failure == nil, report.sent == queued else {
            print("counters sync: FAILED to drain the queue: \(report)")
            await mock.stop()
            exit(1)
        }
        let onServer = try await LiveCounterGateway(transport: transport, baseURL: mock.baseURL).list()
        guard onServer == (try counters.load().counters) else {
            print("counters sync: FAILED, the server's list differs from the local one")
            await mock.stop()
            exit(1)
        }

        // Baseline: the same number of requests straight through the client, no queue.
        let gateway = LiveCounterGateway(transport: transport, baseURL: mock.baseURL)
        let ids = try await gateway.list().map(\.id)
        let baselineStarted = ContinuousClock.now
        for index in 0..<queued { _ = try await gateway.increment(ids[index % ids.count]) }
        let baseline = ContinuousClock.now - baselineStarted
        await mock.stop()

        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let baselineSeconds = Double(baseline.components.seconds) + Double(baseline.components.attoseconds) / 1e18
        let rate = Double(queued) / seconds
        print(String(format: "counters sync: %d queued changes in %.2f s = %.0f ops/s (target >= 500): %@", queued, seconds, rate, rate >= 500 ? "PASS" : "FAIL"))
        print(String(format: "  baseline (the same number of increments, no queue, no database): %.0f req/s; sync runs at %.2fx of it",
                     Double(queued) / baselineSeconds, baselineSeconds / seconds))
        if rate < 500 { exit(1) }
    }
}
