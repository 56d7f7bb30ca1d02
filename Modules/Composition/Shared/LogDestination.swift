import Domain
import Foundation

/// Where the log lines go: standard error (the CLI, kiosk-web), or a file, for a front end
/// that owns the terminal (`kiosk-tui`, whose screen a line on stderr would land on).
public enum LogDestination: Sendable, Equatable {
    /// Standard error.
    case standardError
    /// A file, created if missing (with its directory) and appended to.
    case file(URL)
}

/// Log lines appended to a file, each in one `write(2)` (`O_APPEND`, so lines of several
/// processes do not tear). The descriptor stays open for the life of the process.
struct FileLogStream: TextOutputStream, Sendable {
    let descriptor: Int32

    /// Opens `url` for appending, creating it and its directory.
    ///
    /// - Throws: `AppError.validation(field: "logFile", …)` saying why it cannot be written.
    static func appending(to url: URL) throws -> FileLogStream {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw AppError.validation(field: "logFile", rule: "cannot create the directory \(directory.path)")
        }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw AppError.validation(field: "logFile", rule: "cannot write \(url.path) (\(String(cString: strerror(errno))))")
        }
        return FileLogStream(descriptor: descriptor)
    }

    mutating func write(_ string: String) {
        // NB: one write(2) a line (FileHandle writes all of it, retrying a partial write).
        try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(string.utf8))
    }
}
