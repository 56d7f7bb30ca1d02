import Foundation
import Testing
import TestSupport

/// The `kiosk` binary as a user runs it: stdout, stderr and the exit status.
@Suite(.hangGuard) struct KioskCommandTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func kiosk(_ arguments: String..., environment: [String: String] = [:]) async throws -> CommandResult {
        var env = ["HOME": directory.url.path]
        env.merge(environment) { $1 }
        return try await CommandRun.runAsync(Products.executable("kiosk"), arguments, environment: env)
    }

    // MARK: Tests

    @Test func helpListsEveryExitStatus() async throws {
        let result = try await kiosk("--help")
        #expect(result.status == 0)
        for line in ["0   ok", "1   unexpected failure", "64  usage or validation error", "65  conflict", "66  not found",
                     "67  not signed in or wrong PIN", "69  service unavailable"] {
            #expect(result.stdout.contains(line), "missing \(line)")
        }
    }

    @Test func noCommandsHelpShowsASourceEscape() async throws {
        // Every abstract and discussion of every command, as argument-parser dumps them: a
        // doubled backslash before a line break in a Swift multi-line string printed "\\" and
        // kept the break, in `kiosk wine employee pin --help`.
        let result = try await kiosk("--experimental-dump-help")
        #expect(result.status == 0)
        let dump = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        var texts: [String] = []
        func collect(_ value: Any) {
            if let text = value as? String { texts.append(text) }
            if let object = value as? [String: Any] { object.values.forEach(collect) }
            if let array = value as? [Any] { array.forEach(collect) }
        }
        collect(dump)
        #expect(texts.count > 100)
        #expect(texts.filter { $0.contains("\\") }.isEmpty)
    }

    @Test func versionIsPrinted() async throws {
        let result = try await kiosk("--version")
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func configJSONIsOneDocumentWithTheResolvedSetup() async throws {
        let data = directory.url.appendingPathComponent("data").path
        let result = try await kiosk("config", "--json", "--data-dir", data, environment: ["KIOSK_PIZZA_URL": "http://127.0.0.1:9999"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["dataDirectory"] as? String == data)
        let endpoints = try #require(document["endpoints"] as? [String: String])
        #expect(endpoints["pizza"] == "http://127.0.0.1:9999")
        #expect(endpoints["wine"] == "http://127.0.0.1:8765")
        #expect(document["idleSignOutSeconds"] as? Int == 120)
        #expect(result.stderr.isEmpty)
    }

    @Test func configSaysTheIdleSignOutAsTheOptionSetsIt() async throws {
        let data = directory.url.appendingPathComponent("data").path
        let ninety = try await kiosk("config", "--data-dir", data, "--idle-sign-out", "90s")
        #expect(ninety.stdout.contains("idle sign-out   90 seconds"), "\(ninety.stdout)")
        let off = try await kiosk("config", "--json", "--data-dir", data, environment: ["KIOSK_IDLE_SIGN_OUT": "0"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(off.stdout.utf8)) as? [String: Any])
        #expect(off.status == 0 && document["idleSignOutSeconds"] == nil, "\(off.stdout)")
    }

    @Test func aBadServerIsAUsageErrorNamingTheFlag() async throws {
        let result = try await kiosk("config", "--server", "nonsense", "--data-dir", directory.url.path)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--server: must be an http:// or https:// URL"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aPortOutOfRangeIsAUsageErrorNamingTheFlag() async throws {
        for server in ["http://127.0.0.1:99999", "http://127.0.0.1:0", "http://127.0.0.1:"] {
            let result = try await kiosk("config", "--server", server, "--data-dir", directory.url.path)
            #expect(result.status == 64, "\(server)")
            #expect(result.stderr.contains("--server: has port"), "\(result.stderr)")
        }
        let variable = try await kiosk("config", "--data-dir", directory.url.path, environment: ["KIOSK_COUNTERS_URL": "http://[::1]:70000"])
        #expect(variable.status == 64)
        #expect(variable.stderr.contains("KIOSK_COUNTERS_URL: has port \"70000\""), "\(variable.stderr)")
        #expect(try await kiosk("config", "--server", "http://[::1]:8080", "--data-dir", directory.url.path).status == 0)
    }

    @Test func aDamagedDatabaseIsExplainedWithoutAStackTrace() async throws {
        let file = directory.url.appendingPathComponent("kiosk.sqlite")
        try Data("this is not sqlite at all, just text that fills the header".utf8).write(to: file)
        let result = try await kiosk("counters", "pending", "--data-dir", directory.url.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not a Kiosk database"))
        #expect(result.stderr.contains("mv "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        // config, which a person runs to find out why, shows it and still works.
        let config = try await kiosk("config", "--data-dir", directory.url.path)
        #expect(config.status == 0, "\(config.stderr)")
        #expect(config.stdout.contains("(cannot be opened: The file \(file.path) is not a Kiosk database"), "\(config.stdout)")
    }

    /// A data directory this process may not write: a command says so by name, and `kiosk config`
    /// still shows the setup. Run as `nobody` when the tests run as root (root writes anywhere).
    @Test func aReadOnlyDataDirectoryIsNamedAndConfigStillWorks() async throws {
        let shared = directory.url.appendingPathComponent("shared")
        let data = shared.appendingPathComponent("data")
        #expect(try await kiosk("counters", "add", "Tea", "--data-dir", data.path, "--server", "http://127.0.0.1:9").status == 0)
        for path in [directory.url, shared] { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path.path) }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: data.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.path) }
        func asUser(_ arguments: [String]) async throws -> CommandResult {
            let kiosk = Products.executable("kiosk")
            let environment = ["HOME": directory.url.path]
            guard getuid() == 0 else { return try await CommandRun.runAsync(kiosk, arguments, environment: environment) }
            return try await CommandRun.runAsync(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                                 ["--reuid=65534", "--regid=65534", "--clear-groups", kiosk.path] + arguments, environment: environment)
        }
        let listed = try await asUser(["counters", "list", "--data-dir", data.path, "--server", "http://127.0.0.1:9"])
        #expect(listed.status == 1)
        #expect(listed.stderr == "kiosk: The data directory \(data.path) is read-only (Permission denied). Make it writable (chmod u+w \(data.path)), or choose another with --data-dir or KIOSK_DATA_DIR.\n")
        let config = try await asUser(["config", "--json", "--data-dir", data.path])
        #expect(config.status == 0, "\(config.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(config.stdout.utf8)) as? [String: Any])
        #expect(document["dataDirectory"] as? String == data.path)
        #expect((document["databaseProblem"] as? String)?.contains("is read-only") == true)
        let below = try await asUser(["config", "--data-dir", data.appendingPathComponent("more").path])
        #expect(below.status == 0)
        #expect(below.stdout.contains("Cannot create the data directory \(data.appendingPathComponent("more").path) (Permission denied)"), "\(below.stdout)")
    }

    @Test func aFileAsTheDataDirectoryIsRefusedByName() async throws {
        let file = directory.url.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: file)
        let result = try await kiosk("counters", "pending", "--data-dir", file.path)
        #expect(result.status == 64)
        #expect(result.stderr == "kiosk: --data-dir: must name a directory; \(file.path) is a file\n")
        let under = try await kiosk("config", "--json", "--data-dir", file.path + "/data")
        #expect(under.status == 64)
        #expect(under.stderr.contains("--data-dir: cannot be created under \(file.path), which is a file"), "\(under.stderr)")
        let variable = try await kiosk("counters", "pending", environment: ["KIOSK_DATA_DIR": file.path])
        #expect(variable.stderr.contains("KIOSK_DATA_DIR: must name a directory"), "\(variable.stderr)")
    }

    @Test func aLeafCommandsHelpNamesItsWholePath() async throws {
        // `kiosk wine catalog` is parsed by the leaf alone; its help must still be the whole
        // line's (the leaf's own says "USAGE: catalog").
        for flag in ["--help", "-h"] {
            let result = try await kiosk("wine", "catalog", flag)
            #expect(result.status == 0)
            #expect(result.stdout.contains("USAGE: kiosk wine catalog "), "\(result.stdout)")
        }
        let help = try await kiosk("help", "pizza", "orders", "show")
        #expect(help.stdout.contains("USAGE: kiosk pizza orders show "), "\(help.stdout)")
    }

    @Test func aLeafCommandsWordHelpIsItsArgument() async throws {
        // "help" after a leaf is the leaf's positional value, as the whole line parses it.
        let result = try await kiosk("pizza", "orders", "show", "help")
        #expect(result.status == 64)
        #expect(result.stderr.contains("must be an order number"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aLeafCommandsWrongOptionIsReportedForTheWholeLine() async throws {
        let result = try await kiosk("wine", "catalog", "--frobnicate", "--json")
        #expect(result.status == 64)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let message = (document?["error"] as? [String: Any])?["message"] as? String
        #expect(message?.contains("--frobnicate") == true, "\(result.stdout)")
        #expect(result.stderr.contains("kiosk wine catalog"), "\(result.stderr)")
    }

    @Test func anUnknownOptionIsAUsageError() async throws {
        let result = try await kiosk("config", "--frobnicate")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--frobnicate"))
    }

    @Test func anUnknownPictureModeIsAUsageErrorNamingTheOption() async throws {
        let result = try await kiosk("config", "--images", "bogus")
        #expect(result.status == 64)
        #expect(result.stderr.contains("kiosk: --images: must be one of auto, kitty, sixel, blocks, off (got \"bogus\")"), "\(result.stderr)")
        let json = try await kiosk("config", "--json", "--images", "sixels")
        #expect(json.status == 64)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let error = document?["error"] as? [String: Any]
        #expect(error?["field"] as? String == "--images", "\(json.stdout)")
        #expect((error?["message"] as? String)?.contains("must be one of auto, kitty, sixel, blocks, off") == true, "\(json.stdout)")
        #expect(try await kiosk("config", "--images", "blocks").status == 0)
    }

    @Test func completionScriptsAreGenerated() async throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try await kiosk("--generate-completion-script", shell)
            #expect(result.status == 0)
            #expect(result.stdout.contains("_kiosk"), "\(shell)")
        }
    }

    /// argument-parser's bash script forked four subshells a Tab; `BashCompletionScript` rewrites
    /// them away, and keeps the script whole if argument-parser's text changed (which this
    /// notices: none of the rewrites would show).
    @Test func theBashScriptStartsNoSubshellOfItsOwn() async throws {
        let script = try await kiosk("--generate-completion-script", "bash").stdout
        for forked in ["$(shopt -p", "$(IFS='.'", "\"$(__kiosk_cursor_index_in_current_word)\""] {
            #expect(!script.contains(forked), "\(forked)")
        }
        #expect(script.contains("exec \"${COMP_WORDS[0]}\""))
        #expect(try await kiosk("--generate-completion-script=bash").stdout == script)
    }

    /// A Tab in a shell with its own options set (extglob and history on, as an interactive
    /// bash has them; posix off) completes a saved counter's title and leaves the options as
    /// they were.
    @Test func aTabCompletesACounterAndKeepsTheShellsOptions() async throws {
        let data = directory.url.appendingPathComponent("data").path
        // NB: nothing listens on port 9: the counter is saved here and its sync fails.
        _ = try await kiosk("counters", "add", "Glasses of water", "--data-dir", data, "--server", "http://127.0.0.1:9")
        let scriptFile = directory.url.appendingPathComponent("kiosk.bash")
        try await kiosk("--generate-completion-script", "bash").stdout.write(to: scriptFile, atomically: true, encoding: .utf8)
        let program = """
            set -o history; shopt -s extglob; source "$1"; data=$2; PATH="$3:$PATH"
            COMP_WORDS=(kiosk counters inc --data-dir "$data" Gla); COMP_CWORD=5; COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _kiosk kiosk Gla "$data"
            printf 'reply:%s\n' "${COMPREPLY[@]}"
            shopt -p extglob; set -o | grep -E '^(history|posix)[[:space:]]' | tr -s '[:space:]' ' '; echo
            """
        let bin = Products.executable("kiosk").deletingLastPathComponent().path
        let result = try await CommandRun.runAsync(
            URL(fileURLWithPath: "/bin/bash"), ["-c", program, "_", scriptFile.path, data, bin],
            environment: ["HOME": directory.url.path]
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("reply:Glasses of water\n"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("shopt -s extglob\n"), "\(result.stdout)")
        #expect(result.stdout.contains("history on posix off"), "\(result.stdout)")
    }
}
