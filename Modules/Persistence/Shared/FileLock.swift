import Domain
import Foundation

/// An exclusive `flock` on a file beside the database, held by one process at a time (one
/// counters sync, one opening of the database) and released by the kernel when its holder
/// dies, so a crash never leaves it stuck.
///
/// NB: `flock` locks belong to the open file description, so two `FileLock`s on the same path
/// exclude each other within one process too (tests rely on that).
final class FileLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Takes the lock at once, or returns `nil` when another holds it.
    ///
    /// - Throws: `AppError.storage` when the lock file cannot be opened.
    static func attempt(path: String) throws -> FileLock? {
        let descriptor = try openFile(path)
        guard lock(descriptor) else {
            close(descriptor)
            return nil
        }
        return FileLock(descriptor: descriptor)
    }

    /// Runs `body` holding the lock, waiting at most `timeout` for another holder to let go.
    ///
    /// - Throws: `AppError.storage` when the lock file cannot be opened or the wait runs out
    ///   (saying to try again); what `body` throws.
    static func withLock<T>(path: String, timeout: Duration, _ body: () throws -> T) throws -> T {
        let descriptor = try openFile(path)
        let lock = FileLock(descriptor: descriptor)
        // NB: flock has no timeout of its own; polling keeps the wait bounded without a signal
        // (SIGALRM would reach whichever thread of the process it chooses). The holders only
        // open and migrate the database, so a wait is milliseconds and the polling is cheap.
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !Self.lock(descriptor) {
            guard ContinuousClock.now < deadline else {
                throw AppError.storage(
                    message: "Another Kiosk process has held \(path) for more than \(Int(timeout.timeInterval.rounded())) s.",
                    recovery: "Try again in a moment."
                )
            }
            usleep(2_000)
        }
        return try withExtendedLifetime(lock) { try body() }
    }

    /// Whether the file at `path` exists and nobody holds its lock: `nil` when there is no
    /// such file, else whether a shared lock could be taken at once (and it is let go).
    static func isFree(path: String) -> Bool? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_SH | LOCK_NB) != 0 {
            guard errno == EINTR else { return false }
        }
        flock(descriptor, LOCK_UN)
        return true
    }

    private static func openFile(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AppError.storage(message: "Cannot open \(path) (\(String(cString: strerror(errno)))).",
                                   recovery: "Check the permissions of the data directory.")
        }
        return descriptor
    }

    /// Takes the lock without waiting; `false` when another holds it.
    private static func lock(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }
}
