import Domain
import Foundation
import UseCases

/// An exclusive `flock` on a file beside the database: held by one sync at a time across
/// processes, and released by the kernel when its holder dies, so a crash never leaves it stuck.
final class FileSyncLock: CounterSyncLock {
    private let descriptor: Int32

    /// Takes the lock, or returns `nil` when another holds it.
    ///
    /// - Throws: `AppError.storage` when the lock file cannot be opened.
    init?(path: String) throws {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AppError.storage(message: "Cannot open \(path) (\(String(cString: strerror(errno)))).",
                                   recovery: "Check the permissions of the data directory.")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
