// kiosk-bench-json: the hand-written readers (`JSONReader`) against Foundation's `JSONDecoder`
// on the two bodies they were written for, as recorded from kiosk-mock in this run:
//
//   - a 100-wine catalog page (what the import reads a thousand times), read into
//     `WineCatalogDTO` and mapped to `Wine`s;
//   - a 1,000-counter list (what every Counters answer carries whole), read into `CounterDTO`s.
//
//   kiosk-bench-json [--rounds R]
//
// Each figure is the best of R rounds of a fixed number of decodes, the two decoders taking
// turns within each round so that load from elsewhere hits both alike. The ratio is
// JSONDecoder's time over the reader's: how many times faster the reader is.

import Foundation
import Logging
import MockServerKit
import Networking

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

/// Parses `--rounds R`.
func rounds(from arguments: [String]) -> Int {
    guard arguments.count == 2, arguments[0] == "--rounds", let value = Int(arguments[1]), value > 0 else {
        if !arguments.isEmpty {
            FileHandle.standardError.write(Data("usage: kiosk-bench-json [--rounds R]\n".utf8))
            exit(64)
        }
        return 7
    }
    return value
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The fastest of `rounds` rounds of `repeats` calls of each contender, taking turns.
func race(rounds: Int, repeats: Int, _ contenders: [() throws -> Int]) throws -> [Duration] {
    var fastest = Array(repeating: Duration.seconds(Int64.max), count: contenders.count)
    var sink = 0
    for round in 0...rounds {
        for (index, contender) in contenders.enumerated() {
            let started = ContinuousClock.now
            for _ in 0..<repeats { sink &+= try contender() }
            let elapsed = ContinuousClock.now - started
            if round > 0 { fastest[index] = min(fastest[index], elapsed) }
        }
    }
    // NB: printed to stderr only when impossible, so the optimiser cannot drop the work.
    if sink == Int.min { FileHandle.standardError.write(Data("\(sink)\n".utf8)) }
    return fastest
}

func report(_ title: String, repeats: Int, bytes: Int, reader: Duration, decoder: Duration) {
    let perReader = seconds(reader) / Double(repeats) * 1e6
    let perDecoder = seconds(decoder) / Double(repeats) * 1e6
    print("\(title) (\(bytes / 1024) KB), best of the rounds:")
    print(String(format: "  JSONReader  %8.1f µs per body  %7.1f MB/s", perReader, Double(bytes) / perReader))
    print(String(format: "  JSONDecoder %8.1f µs per body  %7.1f MB/s", perDecoder, Double(bytes) / perDecoder))
    print(String(format: "  JSONDecoder / JSONReader: %.2fx (the reader's speed-up)", perDecoder / perReader))
}

@main
enum JSONReadingBenchmark {
    static func main() async throws {
        let rounds = rounds(from: Array(CommandLine.arguments.dropFirst()))
        let mock = try await MockServer.start(configuration: MockServerConfiguration(port: 0, catalogSize: 1_000))
        var logger = Logger(label: "bench")
        logger.logLevel = .critical
        let transport = CurlTransport(userAgent: "kiosk-bench", logger: logger)

        // The bodies, as kiosk-mock sends them.
        let page = try await transport.send(HTTPRequest(url: URL(string: "\(mock.baseURL.absoluteString)/api/beta2/service.svc/json/catalog?apikey=kiosk-demo-key&sort=name%7Cascending&offset=0&size=100")!)).body
        let counters = LiveCounterGateway(transport: transport, baseURL: mock.baseURL)
        for index in 0..<1_000 { _ = try await counters.create(title: "Counter \(index)") }
        let list = try await transport.send(HTTPRequest(url: mock.baseURL.appendingPathComponent("api/v1/counters"))).body
        await mock.stop()

        // Both decoders must agree before either is timed.
        let pageByReader = try WineCatalogReader.read(page)
        let pageByDecoder = try JSONDecoder().decode(WineCatalogDTO.self, from: page)
        guard let wines = pageByReader.products?.list.map(\.wine), wines.count == 100,
              wines == pageByDecoder.products?.list.map(\.wine) else {
            throw BenchFailure(description: "the two decoders disagree on the wine page")
        }
        let listByReader = try CounterListReader.read(list)
        guard listByReader.count == 1_000, listByReader == (try JSONDecoder().decode([CounterDTO].self, from: list)) else {
            throw BenchFailure(description: "the two decoders disagree on the counter list")
        }

        print("JSON reading: recorded from kiosk-mock, best of \(rounds) rounds")
        let pageTimes = try race(rounds: rounds, repeats: 200, [
            { try WineCatalogReader.read(page).products?.list.map(\.wine).count ?? 0 },
            { try JSONDecoder().decode(WineCatalogDTO.self, from: page).products?.list.map(\.wine).count ?? 0 },
        ])
        report("a 100-wine catalog page, decoded and mapped to Wine", repeats: 200, bytes: page.count, reader: pageTimes[0], decoder: pageTimes[1])
        let listTimes = try race(rounds: rounds, repeats: 200, [
            { try CounterListReader.read(list).count },
            { try JSONDecoder().decode([CounterDTO].self, from: list).count },
        ])
        report("a 1,000-counter list", repeats: 200, bytes: list.count, reader: listTimes[0], decoder: listTimes[1])
    }
}
