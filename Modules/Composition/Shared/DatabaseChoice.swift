import Domain
import Foundation
import Persistence

/// Which database holds what the kiosks share (`--database`, `KIOSK_DATABASE_URL`).
public enum DatabaseChoice: Equatable, Sendable {
    /// The embedded SQLite file: one kiosk per data directory (the default, in it).
    case sqlite(file: URL)
    /// A PostgreSQL database several kiosks share. Each kiosk's Counters queue stays in its
    /// data directory's SQLite file.
    case postgres(PostgresLocation)

    /// Reads `sqlite:PATH` or `postgres://…`; `field` names the flag or variable in errors.
    ///
    /// - Throws: `AppError.validation` naming `field` and the form it takes.
    static func parse(_ text: String, field: String, home: String?) throws -> DatabaseChoice {
        let trimmed = KioskConfiguration.trimmedOfSpaces(text)
        if trimmed.lowercased().hasPrefix("sqlite:") {
            let path = String(trimmed.dropFirst("sqlite:".count))
            guard !KioskConfiguration.trimmedOfSpaces(path).isEmpty else {
                throw AppError.validation(field: field, rule: "sqlite: must be followed by the database file's path (sqlite:/var/lib/kiosk/kiosk.sqlite)")
            }
            let expanded = path.hasPrefix("~/") ? (home ?? NSHomeDirectory()) + path.dropFirst() : path
            let url = URL(fileURLWithPath: expanded).standardizedFileURL
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw AppError.validation(field: field, rule: "sqlite: names the database file, and \(url.path) is a directory")
            }
            return .sqlite(file: url)
        }
        return .postgres(try PostgresLocation.parse(trimmed, field: field))
    }

    /// How `kiosk config` shows it: the SQLite file's path, or the URL without its password.
    public var description: String {
        switch self {
        case let .sqlite(file): file.path
        case let .postgres(location): location.description
        }
    }
}
