import Foundation
import Testing
import TestSupport

/// `kiosk counters …` as a user runs it: the built binary against kiosk-mock on loopback, and
/// against a port nothing listens on (offline).
@Suite(.hangGuard) struct CountersCommandTests {
    let directory: TemporaryDirectory
    /// A loopback port with nothing listening: connections are refused at once.
    static let offline = "http://127.0.0.1:9"

    init() throws { directory = try TemporaryDirectory() }

    /// Runs `kiosk counters …` off the cooperative pool (`CommandRun.runAsync`).
    func kiosk(_ arguments: [String], server: String) async throws -> CommandResult {
        try await CommandRun.runAsync(
            Products.executable("kiosk"),
            ["counters"] + arguments + ["--data-dir", directory.url.path, "--server", server],
            environment: ["HOME": directory.url.path]
        )
    }

    func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    }

    /// Runs kiosk-mock as a process of its own (so a busy test process cannot starve it) and
    /// passes its URL.
    func withMock(_ body: (String) async throws -> Void) async throws {
        try await MockProcess.with { mock in try await body(mock.baseURL.absoluteString) }
    }

    // MARK: Tests

    @Test func changesAreSyncedAndTheListShowsTheSummary() async throws {
        try await withMock { server in
            let added = try await kiosk(["add", "Cups of coffee"], server: server).stdout
            // The id the server gave, for a script to keep.
            #expect(added.hasPrefix("Added “Cups of coffee” [") && !added.contains("local-"), "\(added)")
            _ = try await kiosk(["add", "Tea"], server: server)
            for _ in 0..<3 { _ = try await kiosk(["inc", "cups of coffee"], server: server) }
            let dec = try await kiosk(["dec", "Tea"], server: server)
            #expect(dec.status == 0)
            #expect(dec.stdout == "Tea: -1\n")
            #expect(dec.stderr.isEmpty)
            let list = try await kiosk([], server: server)
            #expect(list.status == 0, "\(list.stderr)")
            let lines = list.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 3)
            #expect(lines[0].hasPrefix("    3  Cups of coffee  ["))
            #expect(lines[1].hasPrefix("   -1  Tea  ["))
            #expect(lines[2] == "2 items · Counted 2 times")
            let document = try json(try await kiosk(["list", "--json"], server: server))
            let counters = try #require(document["counters"] as? [[String: Any]])
            #expect(counters.map { $0["title"] as? String } == ["Cups of coffee", "Tea"])
            #expect(counters.map { $0["pending"] as? Bool } == [false, false])
            #expect((document["summary"] as? [String: Any])?["total"] as? Int == 2)
            #expect((document["sync"] as? [String: Any])?["offline"] as? Bool == false)
            #expect((document["sync"] as? [String: Any])?["error"] is NSNull, "error is always there, null when the sync worked")
        }
    }

    /// Holds the counters' sync lock as another kiosk process would, until `body` returns.
    func whileAnotherProcessSyncs(_ body: () async throws -> Void) async throws {
        let lock = directory.url.appendingPathComponent("kiosk.sqlite-counters-sync.lock").path
        let holder = try ChildProcess.start(
            URL(fileURLWithPath: "/usr/bin/flock"), [lock, "sh", "-c", "echo held; read line"], stdout: .pipe, input: true
        )
        // "held" is printed once flock has the lock.
        let said = try await OffPool.run { holder.stdout!.availableData }
        #expect(String(decoding: said, as: UTF8.self) == "held\n")
        do {
            try await body()
        } catch {
            // Closing its input ends the holder's `read`, and with it the lock.
            try? holder.stdin!.close()
            await holder.exit()
            throw error
        }
        try? holder.stdin!.close()
        await holder.exit()
    }

    @Test func aChangeWhileAnotherProcessSyncsIsSavedAndNotCalledOffline() async throws {
        try await withMock { server in
            #expect(try await kiosk(["add", "Tea"], server: server).status == 0)
            try await whileAnotherProcessSyncs {
                let step = try await kiosk(["inc", "Tea"], server: server)
                #expect(step.status == 0)
                #expect(step.stderr == "kiosk: saved, 1 change pending: another kiosk process is syncing the counters and sends them\n")
                let list = try json(try await kiosk(["list", "--json"], server: server))
                let sync = try #require(list["sync"] as? [String: Any])
                #expect(sync["offline"] as? Bool == false)
                #expect(sync["otherProcessSyncing"] as? Bool == true)
                #expect(sync["pending"] as? Int == 1)
            }
            let synced = try json(try await kiosk(["sync", "--json"], server: server))
            #expect(synced["sent"] as? Int == 1)
            #expect(synced["pending"] as? Int == 0)
        }
    }

    @Test func syncOnATerminalCountsTheChangesSent() async throws {
        for title in ["Tea", "Milk", "Naps"] { _ = try await kiosk(["add", title], server: Self.offline) }
        try await withMock { server in
            // `script` gives the command a terminal; its output is what the person sees.
            let line = ([Products.executable("kiosk").path, "counters", "sync", "--data-dir", directory.url.path, "--server", server].map { "'\($0)'" }).joined(separator: " ")
            let result = try await CommandRun.runAsync(
                URL(fileURLWithPath: "/usr/bin/script"), ["-q", "-e", "-c", line, "/dev/null"],
                environment: ["HOME": directory.url.path, "PATH": "/usr/bin:/bin"]
            )
            #expect(result.status == 0, "\(result.stdout)")
            #expect(result.stdout.contains("Syncing: 3/3 changes (100%)"), "\(result.stdout)")
            #expect(result.stdout.contains("Synced: 3 changes sent, 0 dropped, 0 pending"), "\(result.stdout)")
        }
    }

    @Test func quietAddPrintsOnlyTheIdAScriptKeeps() async throws {
        let quiet = try await kiosk(["add", "Naps", "--quiet"], server: Self.offline)
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "local-1\n")
        let id = quiet.stdout.trimmingCharacters(in: .newlines)
        #expect(try await kiosk(["inc", id], server: Self.offline).stdout == "Naps: 1\n")
        let delete = try await kiosk(["delete", id, "--yes", "--quiet"], server: Self.offline)
        #expect(delete.status == 0 && delete.stdout.isEmpty, "\(delete.stdout)")
    }

    @Test func offlineChangesAreSavedAndSentLater() async throws {
        let added = try await kiosk(["add", "Tea"], server: Self.offline)
        #expect(added.status == 0)
        #expect(added.stdout == "Added “Tea” [local-1]\n")
        #expect(added.stderr.hasPrefix("kiosk: saved offline, 1 change pending ("))
        #expect(try await kiosk(["inc", "Tea"], server: Self.offline).stderr.hasPrefix("kiosk: saved offline, 2 changes pending"))
        let list = try await kiosk([], server: Self.offline)
        #expect(list.status == 0)
        #expect(list.stdout.contains("1  Tea *  [local-1]"))
        #expect(list.stdout.hasSuffix("1 item · Counted 1 time\nOffline · 2 changes pending\n"))
        #expect(try await kiosk(["pending"], server: Self.offline).stdout == "#1  add “Tea”\n#2  inc “Tea” → 1\n2 changes pending\n")
        let sync = try await kiosk(["sync"], server: Self.offline)
        #expect(sync.status == 69)
        #expect(sync.stderr.contains("2 changes still pending"))
        try await withMock { server in
            let synced = try await kiosk(["sync", "--json"], server: server)
            #expect(synced.status == 0, "\(synced.stderr)")
            let document = try json(synced)
            #expect(document["sent"] as? Int == 2)
            #expect(document["pending"] as? Int == 0)
            #expect(document["error"] is NSNull)
            let list = try await kiosk([], server: server)
            #expect(!list.stdout.contains("local-"))
            #expect(list.stdout.contains("    1  Tea  ["))
        }
    }

    @Test func theFirstListWithoutTheServerOrSavedDataFails() async throws {
        let result = try await kiosk([], server: Self.offline)
        #expect(result.status == 69)
        // One line: the reason once, and no "showing the saved counters" warning before it.
        #expect(result.stderr.hasPrefix("kiosk: Counters is unavailable: couldn’t load the counters: cannot be reached ("), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func anEmptyTitleIsAUsageError() async throws {
        let result = try await kiosk(["add", "  "], server: Self.offline)
        #expect(result.status == 64)
        #expect(result.stderr == "kiosk: <title>: must not be empty\n")
        let jsonResult = try await kiosk(["add", "", "--json"], server: Self.offline)
        let error = try #require(try self.json(jsonResult)["error"] as? [String: Any])
        #expect(error["field"] as? String == "title")
        #expect(error["exitCode"] as? Int == 64)
    }

    @Test func anUnknownCounterIsNotFoundWithSuggestions() async throws {
        _ = try await kiosk(["add", "Cups of coffee"], server: Self.offline)
        let result = try await kiosk(["inc", "coffee"], server: Self.offline)
        #expect(result.status == 66)
        #expect(result.stderr == "kiosk: Counter “coffee” not found. Did you mean \"Cups of coffee\"?\n")
    }

    @Test func theTemporaryIdPrintedOfflineStillNamesTheCounterAfterTheSync() async throws {
        let added = try await kiosk(["add", "Tea", "--json"], server: Self.offline)
        let id = try #require((try json(added)["counters"] as? [[String: Any]])?.first?["id"] as? String)
        #expect(id == "local-1")
        try await withMock { server in
            #expect(try await kiosk(["sync"], server: server).status == 0)
            let inc = try await kiosk(["inc", id], server: server)
            #expect(inc.status == 0, "\(inc.stderr)")
            #expect(inc.stdout == "Tea: 1\n")
            #expect(try await kiosk(["share", id], server: server).stdout == "1 × Tea\n")
            #expect(try await kiosk(["delete", id, "--yes"], server: server).stdout == "Deleted “Tea”\n")
        }
    }

    @Test func anAmbiguousTitleAsksForAnId() async throws {
        _ = try await kiosk(["add", "Tea"], server: Self.offline)
        _ = try await kiosk(["add", "tea"], server: Self.offline)
        let result = try await kiosk(["dec", "TEA"], server: Self.offline)
        #expect(result.status == 64)
        #expect(result.stderr == "kiosk: <counter>: “TEA” matches 2 counters (local-1, local-2); name one by its id\n")
        #expect(try await kiosk(["dec", "local-2"], server: Self.offline).stdout == "tea: -1\n")
    }

    @Test func deletingNeedsYesWithoutATerminal() async throws {
        try await withMock { server in
            _ = try await kiosk(["add", "Tea"], server: server)
            _ = try await kiosk(["add", "Milk"], server: server)
            _ = try await kiosk(["add", "Water"], server: server)
            let refused = try await kiosk(["delete", "Tea"], server: server)
            #expect(refused.status == 64)
            #expect(refused.stderr.contains("--yes: is required to delete without a terminal"))
            let deleted = try await kiosk(["delete", "Tea", "milk", "Tea", "--yes"], server: server)
            #expect(deleted.status == 0)
            #expect(deleted.stdout == "Deleted “Tea”\nDeleted “Milk”\n")
            #expect(try await kiosk([], server: server).stdout.hasSuffix("1 item · Counted 0 times\n"))
            #expect(try await kiosk(["delete", "--yes"], server: server).status == 64)
            #expect(try await kiosk(["delete", "Nope", "--yes"], server: server).status == 66)
        }
    }

    @Test func searchShowsMatchesOrNoResults() async throws {
        _ = try await kiosk(["add", "Café ☕️ ñandú"], server: Self.offline)
        _ = try await kiosk(["add", "Tea"], server: Self.offline)
        let found = try await kiosk(["search", "CAFE"], server: Self.offline)
        #expect(found.status == 0)
        #expect(found.stdout.contains("Café ☕️ ñandú"))
        #expect(!found.stdout.contains("Tea"))
        let none = try await kiosk(["search", "zzz"], server: Self.offline)
        #expect(none.stdout.hasPrefix("No results\n0 items · Counted 0 times\n"))
    }

    @Test func shareWritesOneLinePerCounterToStdoutOrAFile() async throws {
        _ = try await kiosk(["add", "Cups of coffee"], server: Self.offline)
        _ = try await kiosk(["add", "Tea"], server: Self.offline)
        for _ in 0..<5 { _ = try await kiosk(["inc", "Cups of coffee"], server: Self.offline) }
        let all = try await kiosk(["share"], server: Self.offline)
        #expect(all.stdout == "5 × Cups of coffee\n0 × Tea\n")
        let file = directory.url.appendingPathComponent("shared.txt")
        let written = try await kiosk(["share", "Tea", "--output", file.path], server: Self.offline)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == "0 × Tea\n")
        let bad = try await kiosk(["share", "--output", "/nonexistent/dir/x.txt"], server: Self.offline)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--output: the folder /nonexistent/dir does not exist"), "\(bad.stderr)")
        #expect(bad.stdout.isEmpty)
        let folder = try await kiosk(["share", "--output", directory.url.path], server: Self.offline)
        #expect(folder.status == 64)
        #expect(folder.stderr.contains("--output: \(directory.url.path) is a directory; name a file in it"), "\(folder.stderr)")
        let empty = try await kiosk(["share", "--output", ""], server: Self.offline)
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("--output: must not be empty"), "\(empty.stderr)")
        // Without a terminal (setsid: no controlling one), --clipboard is refused by its rule.
        let command = [Products.executable("kiosk").path, "counters", "share", "Tea", "--clipboard", "--data-dir", directory.url.path, "--server", Self.offline]
        let detached = try await CommandRun.runAsync(
            URL(fileURLWithPath: "/usr/bin/setsid"), ["-w"] + command, environment: ["HOME": directory.url.path]
        )
        #expect(detached.status == 64, "\(detached.stderr)")
        #expect(detached.stderr.contains("--clipboard: needs a terminal (there is none); use --output FILE instead"), "\(detached.stderr)")
        // With one (`script` gives it), the text goes to the terminal as OSC 52, base64 encoded.
        let line = command.map { "'\($0)'" }.joined(separator: " ")
        let copied = try await CommandRun.runAsync(
            URL(fileURLWithPath: "/usr/bin/script"), ["-q", "-e", "-c", line, "/dev/null"],
            environment: ["HOME": directory.url.path, "PATH": "/usr/bin:/bin"]
        )
        #expect(copied.status == 0, "\(copied.stdout)")
        let shared = "0 × Tea\n"
        #expect(copied.stdout.contains("\u{1B}]52;c;\(Data(shared.utf8).base64EncodedString())\u{07}"), "\(copied.stdout.debugDescription)")
    }
}

/// A process killed at any moment loses nothing it reported as saved.
@Suite(.hangGuard) struct CountersCrashTests {
    @Test func killedCommandsLoseNothingTheyReportedAsSaved() async throws {
        let directory = try TemporaryDirectory()
        var reported: [String] = []
        for index in 0..<24 {
            let title = "Crash \(index)"
            let process = try ChildProcess.start(
                Products.executable("kiosk"), ["counters", "add", title, "--data-dir", directory.url.path, "--server", "http://127.0.0.1:9"],
                environment: ["HOME": directory.url.path], stdout: .pipe
            )
            // Kill at a different point of each run: start-up, migration, the write, the sync.
            // The last runs are left to finish, so the check below has both kinds.
            let delay = Double(index) * 0.025
            let killed = index < 20
            // NB: on a thread of its own: the kill's moment is the point of the test, and the
            // global queue's threads may all be held by other tests' blocking waits in a full
            // parallel run (every kill then came after its process had finished).
            try await OffPool.run {
                if killed {
                    Thread.sleep(forTimeInterval: delay)
                    process.signal(SIGKILL)
                }
            }
            await process.exit()
            let printed = String(decoding: process.stdout!.readDataToEndOfFile(), as: UTF8.self)
            try? process.stdout!.close()
            if printed.contains("Added") { reported.append(title) }
        }
        let pending = try CommandRun.run(Products.executable("kiosk"), ["counters", "pending", "--json", "--data-dir", directory.url.path],
                                         environment: ["HOME": directory.url.path])
        #expect(pending.status == 0, "\(pending.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(pending.stdout.utf8)) as? [[String: Any]])
        let saved = rows.compactMap { $0["title"] as? String }
        for title in reported { #expect(saved.contains(title), "\(title) was reported as saved but is gone") }
        // Some runs finish, others die first: both sides of the race are exercised.
        #expect(!reported.isEmpty && reported.count < 24, "\(reported.count) of 24 reported as saved")
        #expect(Set(saved).count == saved.count)
    }
}
