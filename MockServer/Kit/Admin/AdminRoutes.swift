import Foundation

/// The admin API under `/__admin` (never journaled, never faulted):
///
/// - `GET /__admin/health`: `{status, uptimeSeconds, fixtures}` once the mock is ready.
/// - `POST /__admin/reset[?api=counters|wine|pizza|journal|faults]`: everything, or one part.
/// - `GET|POST|DELETE /__admin/faults`: list, add (JSON body, see `FaultRule`), remove all.
/// - `GET /__admin/journal[?limit=N]`: `{capacity, count, evicted, entries}` (`count` held,
///   `entries` the newest `limit` of them);
///   `DELETE /__admin/journal` empties it.
/// - `GET /__admin/fixtures`: the loaded fixtures' names and requests.
struct AdminRoutes: Sendable {
    let started: Date
    let fixturesDirectory: URL
    let counters: CountersSimulation
    let fixtures: FixtureStore
    let journal: Journal
    let faults: FaultInjector
    let clock: MockClock

    func answer(_ request: MockRequest) -> MockAnswer {
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
                counters.reset()
                journal.clear()
                faults.clear()
            case "counters"?: counters.reset()
            case "journal"?: journal.clear()
            case "faults"?: faults.clear()
            case "wine"?, "pizza"?, "checkout"?: break // stateless: nothing to forget
            default:
                return error(400, "api must be one of counters, wine, pizza, checkout, journal, faults, all")
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
            let (entries, held, evicted) = journal.snapshot(limit: limit)
            return json(.object([
                .init("capacity", .number("\(journal.capacity)")),
                .init("count", .number("\(held)")),
                .init("evicted", .number("\(evicted)")),
                .init("entries", .array(entries.map(\.json))),
            ]))
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
        default:
            return error(404, "no admin route \(method) \(request.path); see MockServer/README.md")
        }
    }

    private func json(_ value: JSONValue, status: Int = 200) -> MockAnswer {
        .json(value, status: status, style: .javaScript, answeredBy: "admin")
    }

    private func error(_ status: Int, _ message: String) -> MockAnswer {
        json(.object([.init("error", .string(message))]), status: status)
    }
}
