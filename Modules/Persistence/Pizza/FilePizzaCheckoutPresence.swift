import Domain
import Foundation
import UseCases

/// Checkouts announced by lock files beside the kiosk's SQLite database: a checkout holds an
/// exclusive `flock` on `<database>-pizza-checkout-<milliseconds>.lock`, named by the moment
/// its claim starts, from before the claim until after its end. The kernel lets go of the lock
/// when the process dies, so a file that is there and free belongs to a checkout whose
/// process is gone; no file says nothing (the checkout ran from another data directory).
public struct FilePizzaCheckoutPresence: PizzaCheckoutPresence {
    private let prefix: String

    /// Announcements beside `database`'s file (the data directory's, whichever database holds
    /// the cart).
    public init(database: KioskDatabase) {
        prefix = database.url.path + "-pizza-checkout-"
    }

    public func announce(startedAt: Date) throws -> PizzaCheckoutHold? {
        let path = path(startedAt)
        let taken: FileLock?
        do {
            taken = try FileLock.attempt(path: path)
        } catch {
            // NB: a data directory that cannot be written (a read-only mount, the cart in
            // PostgreSQL) announces nothing, and the checkout goes on: with no file, readers know
            // nothing of it and wait for `PizzaCheckout.staleAfter`, as before announcements.
            return PizzaCheckoutHold {}
        }
        guard let lock = taken else { return nil }
        sweep(keeping: path)
        return PizzaCheckoutHold {
            // NB: removed before it is unlocked, so no reader finds it free.
            unlink(path)
            withExtendedLifetime(lock) {}
        }
    }

    public func hasEnded(_ claim: PizzaCheckoutClaim) -> Bool {
        FileLock.isFree(path: path(claim.startedAt)) == true
    }

    /// The file of a checkout that starts at `date`, to the millisecond.
    private func path(_ date: Date) -> String {
        prefix + String(Int64((date.timeIntervalSince1970 * 1000).rounded())) + ".lock"
    }

    /// Removes the files of checkouts whose processes are gone, once their claims are judged:
    /// only files nobody holds, older than any checkout can be out.
    private func sweep(keeping kept: String) {
        let directory = (prefix as NSString).deletingLastPathComponent
        let stem = (prefix as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let oldest = Date().addingTimeInterval(-2 * PizzaCheckout.staleAfter.timeInterval)
        for name in names where name.hasPrefix(stem) && name.hasSuffix(".lock") {
            let path = directory + "/" + name
            guard path != kept,
                  let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                  modified < oldest, FileLock.isFree(path: path) == true else { continue }
            unlink(path)
        }
    }
}
