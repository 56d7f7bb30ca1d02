import struct Clocks.Clock
import Foundation
import NIOCore

/// The admin API under `/__admin` (never journaled, never faulted):
///
/// - `GET /__admin/health`: `{status, uptimeSeconds, fixtures}` once the mock is ready.
/// - `POST /__admin/reset[?api=counters|wine|pizza|journal|faults]`: everything, or one part.
/// - `GET|POST|DELETE /__admin/faults`: list, add (JSON body, see `FaultRule`), remove all.
/// - `GET /__admin/journal[?limit=N]`: `{capacity, count, evicted, entries}` (`count` held,
///   `entries` the newest `limit` of them), written a page at a time;
///   `DELETE /__admin/journal` empties it.
/// - `GET /__admin/fixtures`: the loaded fixtures' names and requests.
/// - `GET|POST|DELETE /__admin/stubs`, `DELETE /__admin/stubs/ID`: list, add (see `Stub`), remove.
/// - `POST /__admin/requests/count` and `/find` with a `RequestMatcher` body: how many journaled
///   requests match, and which; `GET /__admin/requests/unmatched`: the requests nothing
///   answered, each with the stubs that came closest and why they missed.
struct AdminRoutes: Sendable {
    let started: Date
    let fixturesDirectory: URL
    /// The simulations, each reset by its name.
    let simulations: [any APISimulation]
    let fixtures: FixtureStore
    let journal: Journal
    let faults: FaultInjector
    let stubs: StubStore
    let clock: Clock

    func answer(_ request: MockRequest) async -> MockAnswer {
        let path = request.routingPath
        let method = request.method.uppercased()
        switch (method, path) {
        case ("GET", "/__admin/health"):
            return json(.object([
                .init("status", .string("ok")),
                .init("uptimeSeconds", .number("\(max(0, clock.now().timeIntervalSince(started)))")),
                .init("fixtures", .string(fixturesDirectory.path)),
            ]))
        case ("POST", "/__admin/reset"):
            let part = request.queryValue("api")?.lowercased()
            switch part {
            case nil, "all":
                for simulation in simulations { simulation.reset() }
                journal.clear()
                faults.clear()
                stubs.removeAll()
            case "stubs"?: stubs.removeAll()
            case "journal"?: journal.clear()
            case "faults"?: faults.clear()
            case let part? where simulations.contains(where: { $0.name == part }):
                for simulation in simulations where simulation.name == part { simulation.reset() }
            default:
                let names = simulations.map(\.name) + ["journal", "faults", "stubs", "all"]
                return error(400, "api must be one of \(names.joined(separator: ", "))")
            }
            return json(.object([.init("reset", .string(part ?? "all"))]))
        case ("GET", "/__admin/faults"):
            return json(.object([.init("faults", .array(faults.rules.map(\.json)))]))
        case ("POST", "/__admin/faults"):
            let body: JSONValue
            do { body = try JSONParser.parse(request.body) } catch { return self.error(400, "the body must be a JSON fault: \(error)") }
            do {
                return json(try faults.add(body).json, status: 201)
            } catch {
                return self.error(400, error.description)
            }
        case ("DELETE", "/__admin/faults"):
            faults.clear()
            return json(.object([.init("faults", .array([]))]))
        case ("GET", "/__admin/journal"):
            var limit: Int?
            if let text = request.queryValue("limit") {
                guard let value = Int(text), value >= 0 else { return error(400, "limit must be a whole number of 0 or more") }
                limit = value
            }
            let (positions, held, evicted) = journal.window(limit: limit)
            return streamed([
                .init("capacity", .number("\(journal.capacity)")),
                .init("count", .number("\(held)")),
                .init("evicted", .number("\(evicted)")),
            ], list: "entries", of: positions) { entries in entries.map(\.json) }
        case ("DELETE", "/__admin/journal"):
            journal.clear()
            return json(.object([.init("count", .number("0"))]))
        case ("GET", "/__admin/fixtures"):
            return json(.object([.init("fixtures", .array(fixtures.all.map { fixture in
                .object([
                    .init("name", .string(fixture.name)),
                    .init("method", .string(fixture.request.method)),
                    .init("path", .string(fixture.request.path)),
                    .init("query", .string(fixture.request.query)),
                    .init("status", .number("\(fixture.response.status)")),
                ])
            }))]))
        case ("GET", "/__admin/stubs"):
            return json(.object([.init("stubs", .array(stubs.all.map(\.json)))]))
        case ("POST", "/__admin/stubs"):
            let body: JSONValue
            do { body = try JSONParser.parse(request.body) } catch { return self.error(400, "the body must be a JSON stub: \(error)") }
            // NB: `add` throws only `StubError`, each naming the field and the rule.
            do {
                return json(try stubs.add(body).json, status: 201)
            } catch {
                return refusal(error)
            }
        case ("DELETE", "/__admin/stubs"):
            stubs.removeAll()
            return json(.object([.init("stubs", .array([]))]))
        case ("DELETE", _) where path.hasPrefix("/__admin/stubs/"):
            guard let id = Int(path.dropFirst("/__admin/stubs/".count)) else { return error(400, "a stub's id is a whole number") }
            guard stubs.remove(id: id) else { return error(404, "no stub \(id)") }
            return json(.object([.init("removed", .number("\(id)"))]))
        case ("POST", "/__admin/requests/count"), ("POST", "/__admin/requests/find"):
            let matcher: RequestMatcher
            do {
                matcher = try RequestMatcher(try JSONParser.parse(request.body), field: "matcher")
            } catch let failure as StubError {
                return refusal(failure)
            } catch {
                return self.error(400, "the body must be a JSON request matcher: \(error)")
            }
            let (positions, _, evicted) = journal.window()
            let queue = stubs.regexQueue
            // NB: a regex search may take its whole budget: on the mock's regex queue, off the pool.
            let select: @Sendable ([JournalEntry]) async -> [JournalEntry] = { entries in
                let matching: @Sendable () -> [JournalEntry] = { entries.filter { matcher.mismatches($0).isEmpty } }
                return matcher.hasRegex ? await queue.run(matching) : matching()
            }
            // NB: a count over a journal that dropped requests may be short: say so.
            let caveat: [JSONValue.Member] = evicted > 0 ? [.init("evicted", .number("\(evicted)"))] : []
            if path.hasSuffix("/count") {
                var count = 0
                var position = positions.lowerBound
                while position < positions.upperBound {
                    let (entries, next) = journal.page(of: positions, from: position)
                    count += await select(entries).count
                    position = next
                }
                return json(.object([.init("count", .number("\(count)"))] + caveat))
            }
            return streamed([], list: "requests", of: positions, tail: { count in [.init("count", .number("\(count)"))] + caveat }) { entries in
                await select(entries).map(\.json)
            }
        case ("GET", "/__admin/requests/unmatched"):
            let stubs = self.stubs
            return streamed([], list: "requests", of: journal.window().positions) { entries in
                var found: [JSONValue] = []
                for entry in entries where entry.answeredBy.hasPrefix("no fixture") {
                    let request = MockRequest(method: entry.method, path: entry.path, query: entry.query, headers: entry.headers, body: Array(entry.body.utf8))
                    let misses = await stubs.nearMisses(request)
                    found.append(.object([
                        .init("request", entry.json),
                        .init("nearMisses", .array(misses.map { miss in
                            .object([.init("stub", .number("\(miss.stub.id)")), .init("reasons", .array(miss.reasons.map(JSONValue.string)))])
                        })),
                    ]))
                }
                return found
            }
        default:
            return error(404, "no admin route \(method) \(request.path); see MockServer/README.md")
        }
    }

    /// A JSON object written a page of the journal at a time, never whole in memory: `head`'s
    /// members, then `list`: the JSON `transform` makes of each page of `positions`, then
    /// `tail`'s members (given how many elements the list has).
    private func streamed(_ head: [JSONValue.Member], list: String, of positions: Range<Int>,
                          tail: @escaping @Sendable (Int) -> [JSONValue.Member] = { _ in [] },
                          transform: @escaping @Sendable ([JournalEntry]) async -> [JSONValue]) -> MockAnswer {
        var answer = MockAnswer(status: 200, headers: [("Content-Type", "application/json; charset=utf-8")], answeredBy: "admin")
        let journal = journal
        answer.stream = { writer in
            var output = JSONWriter.bytes(.object(head), style: .javaScript)
            output.removeLast() // the "}": members follow
            if !head.isEmpty { output.append(UInt8(ascii: ",")) }
            JSONWriter.writeString(list, style: .javaScript, into: &output)
            output.append(contentsOf: ":[".utf8)
            var count = 0
            var position = positions.lowerBound
            while position < positions.upperBound {
                let (entries, next) = journal.page(of: positions, from: position)
                position = next
                for element in await transform(entries) {
                    if count > 0 { output.append(UInt8(ascii: ",")) }
                    JSONWriter.write(element, style: .javaScript, indent: 0, into: &output)
                    count += 1
                }
                if output.count >= Self.streamChunk {
                    try await writer.write(ByteBuffer(bytes: output))
                    output.removeAll(keepingCapacity: true)
                }
            }
            output.append(UInt8(ascii: "]"))
            for member in tail(count) {
                output.append(UInt8(ascii: ","))
                JSONWriter.writeString(member.key, style: .javaScript, into: &output)
                output.append(UInt8(ascii: ":"))
                JSONWriter.write(member.value, style: .javaScript, indent: 0, into: &output)
            }
            output.append(UInt8(ascii: "}"))
            try await writer.write(ByteBuffer(bytes: output))
            try await writer.finish(nil)
        }
        return answer
    }

    /// How much of a streamed answer is written at a time.
    static let streamChunk = 64 * 1024

    private func json(_ value: JSONValue, status: Int = 200) -> MockAnswer {
        .json(value, status: status, style: .javaScript, answeredBy: "admin")
    }

    /// A stub or matcher refused: the message, and the field and rule apart for scripts.
    private func refusal(_ failure: StubError) -> MockAnswer {
        Self.refusal(failure, status: 400)
    }

    /// A request refused with `status`: `{error, field, rule}`, the message and its parts.
    static func refusal(_ failure: StubError, status: Int) -> MockAnswer {
        .json(.object([.init("error", .string(failure.description)), .init("field", .string(failure.field)), .init("rule", .string(failure.rule))]),
              status: status, style: .javaScript, answeredBy: "admin")
    }

    private func error(_ status: Int, _ message: String) -> MockAnswer {
        json(.object([.init("error", .string(message))]), status: status)
    }
}
