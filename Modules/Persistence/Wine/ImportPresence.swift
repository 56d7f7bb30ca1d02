import Foundation
import Synchronization

/// Whether the process holding a SQLite catalog's import claim is alive: it holds a `flock` on
/// `<database>-import.lock` from its claim to its release, and the kernel lets go of it when the
/// process dies. So a claim left by a killed import is taken over at once, not after
/// `ImportClaim.freshFor`.
///
/// The locks this process holds are kept by path, as the store that claims is a value made
/// afresh by each caller.
enum ImportPresence {
    private static let held = Mutex<[String: FileLock]>([:])

    /// The lock file of the database at `url`.
    static func path(of url: URL) -> String { url.path + "-import.lock" }

    /// Takes the lock for this process, or finds it already taken by this process: `true`.
    /// `false` when another process holds it (an import there is alive); `nil` when the file
    /// cannot be opened (a read-only directory), where the claim's age alone decides.
    static func hold(_ path: String) -> Bool? {
        held.withLock { held in
            if held[path] != nil { return true }
            do {
                guard let lock = try FileLock.attempt(path: path) else { return false }
                held[path] = lock
                return true
            } catch {
                return nil
            }
        }
    }

    /// Whether this process holds the lock at `path`.
    static func isHeldHere(_ path: String) -> Bool {
        held.withLock { $0[path] != nil }
    }

    /// Lets go of the lock (the file stays, for the next import).
    static func release(_ path: String) {
        _ = held.withLock { $0.removeValue(forKey: path) }
    }
}
