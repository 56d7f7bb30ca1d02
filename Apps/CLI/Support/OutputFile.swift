import Foundation
import Presentation

/// A file named by `--output`: refused before any work when it cannot be one (an empty name, a
/// directory, a folder that does not exist or cannot be written), and written whole (a
/// temporary file renamed over it), with the reason in words when writing still fails.
struct OutputFile {
    let url: URL

    /// Checks `path` as a file to write.
    ///
    /// - Throws: `AppError.validation(field: "--output", …)` saying what is wrong with it.
    init(_ path: String) throws {
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw AppError.validation(field: "--output", rule: "must name a file (the name is empty)")
        }
        url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw AppError.validation(field: "--output", rule: "\(path) is a directory; name a file in it, such as \(url.appendingPathComponent("counters.txt").path)")
        }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw AppError.validation(field: "--output", rule: "the folder \(folder.path) does not exist")
        }
        guard isDirectory.boolValue else {
            throw AppError.validation(field: "--output", rule: "\(folder.path) is a file, not a folder")
        }
        guard access(folder.path, W_OK) == 0 else {
            throw AppError.validation(field: "--output", rule: "cannot write in \(folder.path) (\(String(cString: strerror(errno))))")
        }
    }

    /// Writes `text`, replacing the file at once (never half written).
    ///
    /// - Throws: `AppError.validation(field: "--output", …)` with the system's reason.
    func write(_ text: String) throws {
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { ($0 as? NSError)?.localizedDescription ?? "\($0)" }
            throw AppError.validation(field: "--output", rule: "cannot write \(url.path)\(reason.map { " (\($0))" } ?? "")")
        }
    }
}
