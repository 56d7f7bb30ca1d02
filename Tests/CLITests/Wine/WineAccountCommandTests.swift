import Foundation
import Testing
import TestSupport

/// `kiosk wine employee pin | rename | remove`, and `--quiet`, as a user runs them: the same
/// rules and exit codes as `employee add` and `login`.
@Suite(.hangGuard) struct WineAccountCommandTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func kiosk(_ arguments: String...) async throws -> CommandResult {
        try await CommandRun.runAsync(
            Products.executable("kiosk"),
            ["wine"] + arguments + ["--data-dir", directory.url.path, "--server", "http://127.0.0.1:9"],
            environment: ["HOME": directory.url.path]
        )
    }

    func signedIn() async throws {
        #expect(try await kiosk("employee", "add", "--pin", "1234", "--first-name", "Ana", "--last-name", "Lima").status == 0)
        #expect(try await kiosk("employee", "add", "--pin", "4444", "--first-name", "Bo", "--last-name", "Berg").status == 0)
        #expect(try await kiosk("login", "--pin", "1234", "--quiet").stdout.isEmpty)
    }

    // MARK: Tests

    @Test func thePINChangesOnlyWithTheOldOne() async throws {
        try await signedIn()
        let wrong = try await kiosk("employee", "pin", "--old", "9999", "--new", "5678")
        #expect(wrong.status == 67, "\(wrong.stderr)")
        #expect(wrong.stderr.contains("kiosk: --old: this is not your PIN"), "\(wrong.stderr)")
        let malformed = try await kiosk("employee", "pin", "--old", "1234", "--new", "56")
        #expect(malformed.status == 64)
        #expect(malformed.stderr.contains("--new: must be 4 to 8 digits long (got 2)"), "\(malformed.stderr)")
        let taken = try await kiosk("employee", "pin", "--old", "1234", "--new", "4444", "--json")
        #expect(taken.status == 65)
        #expect(taken.stderr.contains("--new: another employee already has this PIN"), "\(taken.stderr)")
        #expect(taken.stdout.contains("\"field\":\"newPIN\""), "\(taken.stdout)")
        let changed = try await kiosk("employee", "pin", "--old", "1234", "--new", "5678")
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(changed.stdout == "Changed the PIN of Ana Lima.\n")
        #expect(try await kiosk("logout", "--quiet").status == 0)
        #expect(try await kiosk("login", "--pin", "1234").status == 67)
    }

    @Test func aRenameKeepsLastNamesUnique() async throws {
        try await signedIn()
        let taken = try await kiosk("employee", "rename", "--first-name", "Ana", "--last-name", " berg ")
        #expect(taken.status == 65)
        #expect(taken.stderr.contains("--last-name: another employee is already called berg"), "\(taken.stderr)")
        let blank = try await kiosk("employee", "rename", "--first-name", "", "--last-name", "Souza")
        #expect(blank.status == 64)
        #expect(blank.stderr.contains("--first-name: must not be empty"))
        let renamed = try await kiosk("employee", "rename", "--first-name", "Ana", "--last-name", "Souza")
        #expect(renamed.stdout == "You are now Ana Souza.\n")
        #expect(try await kiosk("whoami").stdout.contains("Ana Souza"))
    }

    @Test func removingYourselfNeedsYourPINKeepsYourOrdersAndSignsOut() async throws {
        try await MockProcess.with { mock in
            func wine(_ arguments: String...) async throws -> CommandResult {
                try await CommandRun.runAsync(
                    Products.executable("kiosk"), ["wine"] + arguments + ["--data-dir", directory.url.path, "--server", mock.baseURL.absoluteString],
                    environment: ["HOME": directory.url.path]
                )
            }
            #expect(try await wine("import").status == 0)
            #expect(try await wine("employee", "add", "--pin", "1234", "--first-name", "Ana", "--last-name", "Lima").status == 0)
            #expect(try await wine("login", "--pin", "1234").status == 0)
            let page = try #require(try JSONSerialization.jsonObject(with: Data(try await wine("catalog", "--json", "--limit", "1").stdout.utf8)) as? [String: Any])
            let id = try #require((page["wines"] as? [[String: Any]])?.first?["id"] as? Int)
            #expect(try await wine("cart", "add", "\(id)", "--quantity", "2").status == 0)
            #expect(try await wine("checkout").status == 0)

            let wrong = try await wine("employee", "remove", "--pin", "9999")
            #expect(wrong.stderr.contains("kiosk: --pin: this is not your PIN"), "\(wrong.stderr)")
            #expect(wrong.status == 67)
            #expect(try await wine("whoami").status == 0, "a wrong PIN removes nothing")
            let removed = try await wine("employee", "remove", "--pin", "1234")
            #expect(removed.status == 0, "\(removed.stderr)")
            #expect(removed.stdout == "Removed Ana Lima and signed out. Their orders are kept.\n")
            #expect(try await wine("whoami").status == 67)
            #expect(try await wine("login", "--pin", "1234").status == 67)
            #expect(!(try await wine("employees").stdout.contains("Lima")))
            // The PIN and the name are free again; the old order keeps the name it was placed under.
            #expect(try await wine("employee", "add", "--pin", "1234", "--first-name", "Bia", "--last-name", "Lima").status == 0)
        }
    }

    @Test func nobodySignedInGets67() async throws {
        let pin = try await kiosk("employee", "pin", "--old", "1234", "--new", "5678")
        #expect(pin.status == 67)
        #expect(try await kiosk("employee", "rename", "--first-name", "A", "--last-name", "B").status == 67)
        #expect(try await kiosk("employee", "remove", "--pin", "1234").status == 67)
    }
}
