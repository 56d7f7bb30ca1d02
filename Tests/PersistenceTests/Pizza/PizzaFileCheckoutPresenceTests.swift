import Domain
import Foundation
import Persistence
import TestSupport
import Testing
import UseCases

/// Checkouts announced by lock files beside the database: held while the checkout is out, a
/// file there and free is a process gone, no file is nothing known.
@Suite struct PizzaFileCheckoutPresenceTests {
    let directory: TemporaryDirectory
    let startedAt = Date(timeIntervalSince1970: 1_795_310_800.123)

    init() throws { directory = try TemporaryDirectory() }

    func presence() throws -> (FilePizzaCheckoutPresence, KioskDatabase) {
        let database = try KioskDatabase(directory: directory.url)
        return (FilePizzaCheckoutPresence(database: database), database)
    }

    func claim(at date: Date) -> PizzaCheckoutClaim { PizzaCheckoutClaim(attempt: 1, startedAt: date, lines: []) }

    func lockFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.contains("-pizza-checkout-") }
    }

    @Test func aHeldAnnouncementIsAProcessThatIsThereAndItsEndLeavesNothing() throws {
        let (presence, _) = try presence()
        let hold = try #require(try presence.announce(startedAt: startedAt))
        #expect(try lockFiles() == ["kiosk.sqlite-pizza-checkout-1795310800123.lock"])
        #expect(!presence.hasEnded(claim(at: startedAt)))
        // The same instant is another checkout's while it is held.
        #expect(try presence.announce(startedAt: startedAt) == nil)
        hold.end()
        #expect(try lockFiles().isEmpty)
        #expect(!presence.hasEnded(claim(at: startedAt)))
    }

    @Test func aFileLeftFreeIsAProcessThatIsGone() throws {
        let (presence, database) = try presence()
        // What a killed checkout leaves: its file, which the kernel unlocked.
        #expect(FileManager.default.createFile(atPath: database.url.path + "-pizza-checkout-1795310800123.lock", contents: nil))
        #expect(presence.hasEnded(claim(at: startedAt)))
        #expect(!presence.hasEnded(claim(at: startedAt.addingTimeInterval(1))))
    }
}
