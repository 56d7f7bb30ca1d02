import Composition
import Foundation
import Logging
import MockServerKit
import Networking
import Persistence
import Presentation
import UseCases

/// `make bench`: how fast the Counters sync engine drains a queue of 1,000 changes against
/// kiosk-mock on loopback, over the libcurl transport and the SQLite queue, beside two
/// baselines from the same run against the same server:
///
/// - `curl -K`: the curl tool sending the same 1,000 POSTs (the same paths and bodies) over one
///   connection, one after the other, nothing read back: the wire's cost;
/// - the same number of increments straight through the API client (no queue, no database).
///
/// The server starts with 100 synced counters; the queue then holds 10 creates and 990
/// increments of the synced counters. Creates are spaced 2 ms apart by design (the server's
/// ids are its clock in ms).
@main
enum CountersSyncBenchmark {
    static let existing = 100
    static let creates = 10
    static let increments = 990

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
        var requests: [(path: String, body: String)] = []
        for index in 0..<creates {
            _ = try counters.edit.add(title: "Counter \(index)")
            requests.append(("api/v1/counter", #"{"title":"Counter \#(index)"}"#))
        }
        for _ in 0..<increments {
            let target = synced[Int.random(in: 0..<synced.count, using: &random)]
            _ = try counters.edit.apply([.increment(target)])
            requests.append(("api/v1/counter/inc", #"{"id":"\#(target.rawValue)"}"#))
        }
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

        // Baseline: curl -K, the same POSTs.
        let curlSeconds: Double
        do {
            curlSeconds = try curlTool(requests, baseURL: mock.baseURL, in: directory)
        } catch {
            print("counters sync: FAILED, the curl baseline: \(error)")
            await mock.stop()
            exit(1)
        }
        await mock.stop()

        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let baselineSeconds = Double(baseline.components.seconds) + Double(baseline.components.attoseconds) / 1e18
        let rate = Double(queued) / seconds
        print(String(format: "counters sync: %d queued changes (%d creates, %d increments) in %.2f s = %.0f ops/s (target >= 500): %@",
                     queued, creates, increments, seconds, rate, rate >= 500 ? "PASS" : "FAIL"))
        print(String(format: "  baseline curl -K (the same %d POSTs, one connection): %.0f req/s; sync runs at %.2fx of it (target >= 0.9x)",
                     requests.count, Double(requests.count) / curlSeconds, curlSeconds / seconds))
        print(String(format: "  baseline (the same number of increments through the client, no queue, no database): %.0f req/s; sync runs at %.2fx of it",
                     Double(queued) / baselineSeconds, baselineSeconds / seconds))
        if rate < 500 { exit(1) }
    }

    /// Sends `requests` with the curl tool, one config file, one process, one connection;
    /// returns the seconds it took.
    ///
    /// - Throws: when curl fails, an answer is not a 200, or curl opened more than one connection.
    static func curlTool(_ requests: [(path: String, body: String)], baseURL: URL, in directory: URL) throws -> Double {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let config = requests.map { request in
            """
            url = \(quoted(baseURL.appendingPathComponent(request.path).absoluteString))
            header = "Content-Type: application/json"
            header = "Accept: application/json"
            data = \(quoted(request.body))
            output = "/dev/null"
            write-out = "%{http_code} %{num_connects}\\n"

            """
        }.joined(separator: "next\n")
        let file = directory.appendingPathComponent("posts.curlrc")
        try config.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "--silent", "--show-error", "--config", file.path]
        let output = Pipe()
        process.standardOutput = output
        let started = ContinuousClock.now
        try process.run()
        let written = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - started
        guard process.terminationStatus == 0 else { throw BenchError("curl exited with \(process.terminationStatus)") }
        let lines = String(decoding: written, as: UTF8.self).split(separator: "\n").map { $0.split(separator: " ") }
        guard lines.count == requests.count, lines.allSatisfy({ $0.first == "200" }) else {
            throw BenchError("curl: \(lines.filter { $0.first != "200" }.count) of \(lines.count) answers were not 200")
        }
        let connections = lines.reduce(0) { $0 + (Int($1.last ?? "") ?? 0) }
        guard connections == 1 else { throw BenchError("curl opened \(connections) connections") }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
