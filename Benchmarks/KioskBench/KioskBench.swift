// kiosk-bench: the transport's measured claims, as ratios against baselines run in the same
// process, against the same loopback server, in the same minute.
//
//   kiosk-bench [--requests N] [--in-flight K] [--rounds R]
//
// The same N small GETs are made three ways, sequentially (one keep-alive connection) and with
// K in flight: through CurlTransport, through FoundationNetworking's URLSession (libcurl too,
// underneath) and through the `curl` tool fetching every URL in one process (a --config file).
// Each figure is the best of R rounds after a warm-up, which filters out the noise of a shared
// machine better than a mean; the three clients take turns within each round, so a burst of
// load from elsewhere hits them alike.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import LoopbackServer
import Networking

struct BenchOptions {
    var requests = 2000
    var inFlight = 16
    var rounds = 5

    static func parse(_ arguments: [String]) -> BenchOptions {
        var options = BenchOptions()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            let value = iterator.next().flatMap(Int.init)
            switch (argument, value) {
            case let ("--requests", value?) where value > 0: options.requests = value
            case let ("--in-flight", value?) where value > 0: options.inFlight = value
            case let ("--rounds", value?) where value > 0: options.rounds = value
            default:
                FileHandle.standardError.write(Data("usage: kiosk-bench [--requests N] [--in-flight K] [--rounds R]\n".utf8))
                exit(64)
            }
        }
        return options
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

/// A measured client: its work, its fastest round so far and the connections it opened.
final class Contender {
    let name: String
    let work: () async throws -> Void
    var fastest = Duration.seconds(Int64.max)
    var connections = 0

    init(_ name: String, _ work: @escaping () async throws -> Void) {
        self.name = name
        self.work = work
    }
}

/// Runs every contender once to warm up, then `rounds` rounds in which each runs once in turn,
/// keeping each one's fastest round and counting the connections the server accepted for it.
func race(_ contenders: [Contender], rounds: Int, server: LoopbackHTTPServer, isolation: isolated (any Actor)? = #isolation) async throws {
    for round in 0...rounds {
        for contender in contenders {
            let before = server.acceptedConnections
            let started = ContinuousClock.now
            try await contender.work()
            let elapsed = ContinuousClock.now - started
            contender.connections += server.acceptedConnections - before
            if round > 0 { contender.fastest = min(contender.fastest, elapsed) }
        }
    }
}

/// Fetches every URL with at most `width` requests in flight, checking each status.
func fetchAll(_ urls: [URL], width: Int, _ fetch: @escaping @Sendable (URL) async throws -> Int) async throws {
    try await withThrowingTaskGroup(of: Int.self) { group in
        var next = urls.makeIterator()
        for _ in 0..<width {
            guard let url = next.next() else { break }
            group.addTask { try await fetch(url) }
        }
        while let status = try await group.next() {
            guard status == 200 else { throw BenchFailure(description: "HTTP \(status)") }
            if let url = next.next() { group.addTask { try await fetch(url) } }
        }
    }
}

/// Runs the `curl` tool over every URL of `configFile`, in one process.
func runCurlTool(configFile: URL, parallel: Int?) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var arguments = ["curl", "--silent", "--no-progress-meter", "--show-error", "--fail", "--config", configFile.path]
    if let parallel { arguments += ["--parallel", "--parallel-max", "\(parallel)"] }
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchFailure(description: "curl exited with \(process.terminationStatus)")
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func row(_ name: String, _ duration: Duration, requests: Int, connections: Int, runs: Int) -> String {
    let ms = milliseconds(duration)
    return "  \(name.padding(toLength: 14, withPad: " ", startingAt: 0))"
        + String(format: "%9.1f ms %9.0f req/s", ms, Double(requests) / ms * 1000)
        + "   \(connections) connection\(connections == 1 ? "" : "s") opened in \(runs) runs"
}

func verdict(_ ratio: Double, target: Double) -> String {
    String(format: "%.2f", ratio) + (ratio <= target ? "  (target ≤ \(target): met)" : "  (target ≤ \(target): MISSED)")
}

// MARK: - Main

@main
struct KioskBench {
    static func main() async throws {
        let options = BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
        let body = Data(#"{"id":"a1b2c3","title":"espresso","count":42,"tags":["kiosk","bench"]}"#.utf8)
        let server = try LoopbackHTTPServer(recordsRequests: false) { _ in
            .respond(status: 200, headers: [("Content-Type", "application/json")], body: body)
        }
        let urls = (0..<options.requests).map { server.url("/api/v1/counters/\($0)") }

        var logger = Logger(label: "kiosk-bench")
        logger.logLevel = .warning
        let transport = CurlTransport(userAgent: "kiosk-bench", logger: logger)
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.httpMaximumConnectionsPerHost = options.inFlight
        let session = URLSession(configuration: sessionConfiguration)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let curlConfig = directory.appendingPathComponent("urls.curlrc")
        try urls.map { "url = \"\($0.absoluteString)\"\noutput = \"/dev/null\"\n" }.joined().write(to: curlConfig, atomically: true, encoding: .utf8)

        let curlFetch: @Sendable (URL) async throws -> Int = { try await transport.send(HTTPRequest(url: $0)).status }
        let sessionFetch: @Sendable (URL) async throws -> Int = { url in
            let (_, response) = try await session.data(from: url)
            return (response as? HTTPURLResponse)?.statusCode ?? 0
        }

        print("transport: \(options.requests) small GETs against 127.0.0.1:\(server.port), best of \(options.rounds) rounds, libcurl \(CurlLibrary.version)")
        for (title, width) in [("sequential, keep-alive", 1), ("\(options.inFlight) in flight", options.inFlight)] {
            let curlTransport = Contender("CurlTransport") { try await fetchAll(urls, width: width, curlFetch) }
            let urlSession = Contender("URLSession") { try await fetchAll(urls, width: width, sessionFetch) }
            let curlTool = Contender("curl tool") { try runCurlTool(configFile: curlConfig, parallel: width == 1 ? nil : width) }
            try await race([curlTransport, urlSession, curlTool], rounds: options.rounds, server: server)

            print("\(options.requests) GETs, \(title):")
            print(row("CurlTransport", curlTransport.fastest, requests: options.requests, connections: curlTransport.connections, runs: options.rounds + 1))
            print(row("URLSession", urlSession.fastest, requests: options.requests, connections: urlSession.connections, runs: options.rounds + 1))
            print(row("curl tool", curlTool.fastest, requests: options.requests, connections: curlTool.connections, runs: options.rounds + 1))
            print("  CurlTransport / URLSession: " + verdict(milliseconds(curlTransport.fastest) / milliseconds(urlSession.fastest), target: 1.0))
            print("  CurlTransport / curl tool:  " + verdict(milliseconds(curlTransport.fastest) / milliseconds(curlTool.fastest), target: 1.3))
        }
        server.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}
