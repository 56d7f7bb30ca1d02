import Foundation
import Testing
import TestSupport

/// Several kiosks (each its own data directory and `--kiosk` name) on one real PostgreSQL, as
/// real `kiosk` processes started at once: what they do together is decided by the database.
///
/// Runs where a test cluster is given (`make test` starts one with `Scripts/with-postgres`);
/// `PostgresClusterTests` fails the run when `make test` asked for one and it is missing.
@Suite(.serialized, .hangGuard, .enabled(if: TestCluster.url != nil))
struct SharedPostgresKiosksTests {

    let directory: TemporaryDirectory
    /// This test's own database in the cluster.
    let databaseURL: String

    init() async throws {
        directory = try TemporaryDirectory()
        let cluster = try #require(TestCluster.url)
        let name = "kiosks_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(12)
        let created = try await CommandRun.runAsync(URL(fileURLWithPath: "/usr/bin/psql"), ["-q", cluster, "-c", "CREATE DATABASE \(name)"])
        try #require(created.status == 0, "\(created.stderr)")
        // NB: the cluster's URL ends with its database's name (`…/postgres`): this test's replaces it.
        let slash = try #require(cluster.lastIndex(of: "/"))
        databaseURL = String(cluster[..<slash]) + "/\(name)"
    }

    /// `kiosk` at the kiosk called `kiosk` (its own data directory), on the shared database.
    func kiosk(_ kiosk: String, _ arguments: [String], server: URL) async throws -> CommandResult {
        let environment = [
            "HOME": directory.url.path, "KIOSK_DATA_DIR": directory.url.appendingPathComponent(kiosk).path,
            "KIOSK_DATABASE_URL": databaseURL, "KIOSK_NAME": kiosk,
        ]
        return try await CommandRun.runAsync(Products.executable("kiosk"), arguments + ["--server", server.absoluteString], environment: environment)
    }

    /// Runs `work` for kiosks `k0` … `k<count-1>` at once and gathers what each returned.
    func kiosks<T: Sendable>(_ count: Int, _ work: @escaping @Sendable (String) async throws -> T) async throws -> [T] {
        try await withThrowingTaskGroup(of: T.self) { group in
            for index in 0..<count { group.addTask { try await work("k\(index)") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    func json(_ result: CommandResult) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// 8 kiosks × N creates, each last name tried by all 8 at once: exactly one create per
    /// name gets in, the other 7 × N exit 65 naming the last name.
    @Test func eightKiosksCreatingEmployeesWithClashingLastNamesLetExactlyOnePerNameIn() async throws {
        try await MockProcess.with { mock in
            // NB: every name is raced by 8 processes at once, so a read-then-insert uniqueness
            // check lets a second create in within the first few names; 10 names are 80 races
            // (the long run: 50).
            let perKiosk = TestVolume.choose(quick: 10, long: 50)
            let outcomes = try await kiosks(8) { name in
                var results: [(Int32, String)] = []
                for index in 0..<perKiosk {
                    let pin = String(format: "%d%03d", 1 + Int(name.dropFirst())!, index)
                    let result = try await kiosk(name, ["wine", "employee", "add", "--pin", pin, "--first-name", "Emp", "--last-name", "Name-\(index)"],
                                                 server: mock.baseURL)
                    results.append((result.status, result.stderr))
                }
                return results
            }
            let results = outcomes.flatMap { $0 }
            #expect(results.filter { $0.0 == 0 }.count == perKiosk)
            let refused = results.filter { $0.0 == 65 }
            #expect(refused.count == 7 * perKiosk, "\(Set(results.filter { $0.0 != 0 && $0.0 != 65 }.map { "\($0.0) \($0.1)" }).prefix(3))")
            #expect(refused.allSatisfy { $0.1.contains("--last-name: another employee is already called Name-") }, "\(refused.first?.1 ?? "")")
            let employees = try #require(try json(try await kiosk("k0", ["wine", "employees", "--json"], server: mock.baseURL)) as? [[String: Any]])
            #expect(employees.count == perKiosk)
        }
    }

    /// 8 kiosks × 25 creates, each PIN tried by all 8 at once. A taken PIN counts as a wrong
    /// PIN in the throttle every kiosk shares (issue 14's PIN oracle), so later tries wait
    /// (exit 67) rather than all being told the PIN is taken: no PIN is ever given twice, every
    /// refusal is 65 or 67, and the employees are exactly the creates that succeeded.
    @Test func eightKiosksCreatingEmployeesWithClashingPINsNeverGiveOnePINTwice() async throws {
        try await MockProcess.with { mock in
            // NB: as above, each PIN raced by 8 at once; the throttle's shared count needs a
            // few rounds to start refusing (67), which 8 PINs give (the long run: 25).
            let perKiosk = TestVolume.choose(quick: 8, long: 25)
            let outcomes = try await kiosks(8) { name in
                var results: [(pin: String, status: Int32)] = []
                for index in 0..<perKiosk {
                    let pin = "\(5000 + index)"
                    let result = try await kiosk(name, ["wine", "employee", "add", "--pin", pin, "--first-name", "Emp", "--last-name", "\(name)-\(index)"],
                                                 server: mock.baseURL)
                    results.append((pin, result.status))
                }
                return results
            }
            let results = outcomes.flatMap { $0 }
            let created = results.filter { $0.status == 0 }.map(\.pin)
            #expect(Set(created).count == created.count)
            #expect(!created.isEmpty)
            #expect(results.allSatisfy { [0, 65, 67].contains($0.status) }, "\(results.map(\.status))")
            #expect(results.contains { $0.status == 65 })
            let employees = try #require(try json(try await kiosk("k0", ["wine", "employees", "--json"], server: mock.baseURL)) as? [[String: Any]])
            #expect(employees.count == created.count)
        }
    }

    /// 8 kiosks where one employee is signed in, each adding one bottle N times, at once
    /// (two wines in turn, as a line holds at most 999): the cart holds exactly 8 × N, no add
    /// lost to another kiosk's.
    @Test func eightKiosksAddingToOneEmployeesCartAddUpExactly() async throws {
        try await MockProcess.with { mock in
            let server = mock.baseURL
            #expect(try await kiosk("k0", ["wine", "import"], server: server).status == 0)
            #expect(try await kiosk("k0", ["wine", "employee", "add", "--pin", "4321", "--first-name", "Ana", "--last-name", "Lima"], server: server).status == 0)
            let catalog = try #require(try json(try await kiosk("k0", ["wine", "catalog", "--json", "--limit", "2"], server: server)) as? [String: Any])
            let wines = try #require(catalog["wines"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
            try #require(wines.count == 2)
            // NB: a lost update (read the cart, write it back) needs two adds to overlap: 8
            // processes adding at once overlap from the first round, and 24 rounds are 192
            // adds in flight together (the long run: 200 each, 1,600). Even, as the adds
            // alternate between the two wines.
            let adds = Int(ProcessInfo.processInfo.environment["KIOSK_TEST_CART_ADDS"] ?? "") ?? TestVolume.choose(quick: 24, long: 200)
            let failures = try await kiosks(8) { name in
                #expect(try await kiosk(name, ["wine", "login", "--pin", "4321"], server: server).status == 0)
                var failed: [String] = []
                for add in 0..<adds {
                    let result = try await kiosk(name, ["wine", "cart", "add", "\(wines[add % 2])", "--quantity", "1", "--quiet"], server: server)
                    if result.status != 0 { failed.append("\(result.status) \(result.stderr)") }
                }
                return failed
            }
            #expect(failures.flatMap { $0 }.isEmpty, "\(failures.flatMap { $0 }.prefix(3))")
            let cart = try #require(try json(try await kiosk("k3", ["wine", "cart", "--json"], server: server)) as? [String: Any])
            let lines = try #require(cart["lines"] as? [[String: Any]] ?? cart["items"] as? [[String: Any]], "\(cart)")
            #expect(lines.compactMap { $0["quantity"] as? Int }.sorted() == [4 * adds, 4 * adds], "\(cart)")
        }
    }

    /// Many kiosks at once, each a process with its own session, adding one bottle at a time
    /// to one employee's cart: every add is there. Run through PgBouncer in transaction mode
    /// (`Scripts/with-postgres --pgbouncer`, 10 server connections for them all) it proves
    /// that no kiosk relies on a session across its transactions. 12 kiosks × 5 adds;
    /// `KIOSK_TEST_LONG=1`: 50 × 19 (a line holds at most 999).
    @Test func manyKiosksAtOnceAddingToOneCartLoseNothing() async throws {
        let (count, adds) = TestVolume.choose(quick: (12, 5), long: (50, 19))
        try await MockProcess.with { mock in
            let server = mock.baseURL
            #expect(try await kiosk("k0", ["wine", "import"], server: server).status == 0)
            #expect(try await kiosk("k0", ["wine", "employee", "add", "--pin", "4321", "--first-name", "Ana", "--last-name", "Lima"], server: server).status == 0)
            let catalog = try #require(try json(try await kiosk("k0", ["wine", "catalog", "--json", "--limit", "1"], server: server)) as? [String: Any])
            let wine = try #require((catalog["wines"] as? [[String: Any]])?.first?["id"] as? Int)
            let failures = try await kiosks(count) { name in
                let login = try await kiosk(name, ["wine", "login", "--pin", "4321"], server: server)
                guard login.status == 0 else { return ["login \(login.status) \(login.stderr)"] }
                var failed: [String] = []
                for _ in 0..<adds {
                    let result = try await kiosk(name, ["wine", "cart", "add", "\(wine)", "--quantity", "1", "--quiet"], server: server)
                    if result.status != 0 { failed.append("\(result.status) \(result.stderr)") }
                }
                return failed
            }
            #expect(failures.flatMap { $0 }.isEmpty, "\(failures.flatMap { $0 }.prefix(3))")
            let cart = try #require(try json(try await kiosk("k0", ["wine", "cart", "--json"], server: server)) as? [String: Any])
            let lines = try #require(cart["lines"] as? [[String: Any]], "\(cart)")
            #expect(lines.compactMap { $0["quantity"] as? Int } == [count * adds], "\(cart)")
        }
    }

    /// Two kiosks importing at once (each page answered slowly, so the imports overlap) do
    /// the import once: one fetches the catalog, the other waits for it and reports what it
    /// stored. The pages fetched are exactly those of one import alone.
    ///
    /// NB: three pages of 400 ms each: with the recorded catalog's one page of 150 ms, one
    /// process on a loaded machine finished its import before the other had started, and both
    /// imported (seen in a run with the end-to-end scripts beside the suite).
    @Test func twoKiosksImportingAtOnceImportOnce() async throws {
        try await MockProcess.with(["--catalog-size", "300"]) { mock in
            let server = mock.baseURL
            let catalogPath = "/api/beta2/service.svc/json/catalog"
            try await mock.addFault(#"{"kind": "latency", "latencyMs": 400, "route": "\#(catalogPath)", "count": 1000}"#)
            async let front = kiosk("front", ["wine", "import"], server: server)
            async let back = kiosk("back", ["wine", "import"], server: server)
            let results = try await [front, back]
            #expect(results.map(\.status) == [0, 0], "\(results.map(\.stderr))")
            let waited = results.filter { $0.stdout.hasPrefix("Another kiosk was importing the catalog: it stored ") }
            #expect(waited.count == 1, "\(results.map(\.stdout))")
            let together = try await mock.received("GET", catalogPath)
            _ = try await LoopbackClient.send("DELETE", server.appendingPathComponent("__admin/journal"))
            #expect(try await kiosk("front", ["wine", "import"], server: server).status == 0)
            let alone = try await mock.received("GET", catalogPath)
            #expect(together == alone, "two imports at once asked for \(together) pages, one alone \(alone)")
            // Both report the same catalog: the one imported, and the one found stored.
            func wines(_ line: String) -> String? {
                let words = line.split(separator: " ")
                return words.firstIndex(of: "wines").map { String(words[$0 - 1]) }
            }
            #expect(Set(results.map { wines($0.stdout) }).count == 1, "\(results.map(\.stdout))")
        }
    }

    /// Two kiosks checking out one employee's cart at once, several rounds: one order each round.
    @Test func twoKiosksCheckingOutOneCartAtOncePlaceOneOrder() async throws {
        try await MockProcess.with { mock in
            let server = mock.baseURL
            #expect(try await kiosk("front", ["wine", "import"], server: server).status == 0)
            #expect(try await kiosk("front", ["wine", "employee", "add", "--pin", "4321", "--first-name", "Ana", "--last-name", "Lima"], server: server).status == 0)
            for name in ["front", "back"] { #expect(try await kiosk(name, ["wine", "login", "--pin", "4321"], server: server).status == 0) }
            let catalog = try #require(try json(try await kiosk("front", ["wine", "catalog", "--json", "--limit", "1"], server: server)) as? [String: Any])
            let wine = try #require((catalog["wines"] as? [[String: Any]])?.first?["id"] as? Int)
            // NB: the two checkouts start together every round, so a double order shows in
            // any round; 4 rounds (the long run: 10) also cover each kiosk adding first.
            let rounds = TestVolume.choose(quick: 4, long: 10)
            for round in 1...rounds {
                #expect(try await kiosk(round.isMultiple(of: 2) ? "front" : "back", ["wine", "cart", "add", "\(wine)", "--quantity", "2"], server: server).status == 0)
                async let front = kiosk("front", ["wine", "checkout"], server: server)
                async let back = kiosk("back", ["wine", "checkout"], server: server)
                let results = try await [front, back]
                #expect(results.map(\.status).sorted() == [0, 64], "round \(round): \(results.map { "\($0.status) \($0.stderr)" })")
            }
            let orders = try #require(try json(try await kiosk("back", ["wine", "orders", "--json"], server: server)) as? [[String: Any]])
            #expect(orders.count == rounds)
            #expect(Set(orders.compactMap { $0["number"] as? String }).count == rounds)
        }
    }
}

/// The PostgreSQL cluster of the test run (`Scripts/with-postgres`), if any.
enum TestCluster {
    static var url: String? {
        ProcessInfo.processInfo.environment["KIOSK_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
