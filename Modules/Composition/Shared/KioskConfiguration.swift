import Domain
import Foundation
import Persistence
import Presentation

/// Everything a front end needs to know to build the app graph: where data lives and which
/// servers to talk to, resolved from flags, then the environment, then defaults.
public struct KioskConfiguration: Equatable, Sendable {
    /// The default server of every API: the local `kiosk-mock`, so a fresh clone works offline.
    public static let defaultServer = URL(string: "http://127.0.0.1:8765")!

    /// The directory holding the SQLite database.
    public var dataDirectory: URL
    /// The database the apps' shared data lives in: the SQLite file in the data directory
    /// unless `--database` or `KIOSK_DATABASE_URL` says otherwise.
    public var database: DatabaseChoice
    /// This kiosk's name (`--kiosk`, `KIOSK_NAME`, else the host name): on a shared database,
    /// what keeps its sign-in and its Nenno's cart apart from other kiosks'.
    public var kiosk: String
    /// Where what can be fetched again is kept (decoded thumbnails): `$XDG_CACHE_HOME/kiosk`,
    /// else `~/.cache/kiosk`; deleting it loses nothing.
    public var cacheDirectory: URL
    /// The base URL of each API.
    public var endpoints: Endpoints
    /// The values of the apps' settings that were given (`AppSetting.all`; an empty variable
    /// is not given); each app reads its own with its default (`wineAPIKey`).
    public var settings: [AppSetting: String]
    /// Whether debug logging goes to stderr.
    public var verbose: Bool
    /// Whether every SQL statement run on the SQLite database is logged (debug level, `sql: `
    /// and the statement on one line, values in place): `kiosk … --verbose`, so a benchmark can
    /// replay a command's statements in the `sqlite3` shell. Off for the long-lived front ends,
    /// whose logs would fill with every page's statements and values.
    public var logsStatements = false
    /// The server `--server` named for every API, if it did (an app's setting that follows it,
    /// such as Nenno's pictures, reads it).
    public var server: URL?
    /// The most one request to any API may take (`KIOSK_HTTP_TIMEOUT`, in seconds); `nil`
    /// keeps each client's own (30 s for wine.com, 15 s for Nenno's, 10 s for Counters).
    public var requestTimeout: Duration?
    /// When a Wine Club sign-in left alone ends (`--idle-sign-out`, `KIOSK_IDLE_SIGN_OUT`):
    /// two minutes unless told otherwise.
    public var idleSignOut: IdleSignOut

    /// A configuration from explicit values.
    public init(dataDirectory: URL, endpoints: Endpoints, settings: [AppSetting: String] = [:], verbose: Bool = false,
                server: URL? = nil, requestTimeout: Duration? = nil, cacheDirectory: URL? = nil,
                database: DatabaseChoice? = nil, kiosk: String = "kiosk", idleSignOut: IdleSignOut = .standard) {
        self.dataDirectory = dataDirectory
        self.database = database ?? .sqlite(file: dataDirectory.appendingPathComponent(KioskDatabase.fileName))
        self.kiosk = kiosk
        self.cacheDirectory = cacheDirectory ?? dataDirectory.appendingPathComponent("cache", isDirectory: true)
        self.endpoints = endpoints
        self.settings = settings
        self.verbose = verbose
        self.server = server
        self.requestTimeout = requestTimeout
        self.idleSignOut = idleSignOut
    }

    /// Resolves the configuration the way `PRODUCT.md` fixes it.
    ///
    /// - Data directory: `dataDir` (the `--data-dir` flag), else `$KIOSK_DATA_DIR`, else
    ///   `$XDG_DATA_HOME/kiosk`, else `~/.local/share/kiosk`.
    /// - Cache directory: `$XDG_CACHE_HOME/kiosk`, else `~/.cache/kiosk`.
    /// - Endpoints: `server` (the `--server` flag) sets every app's (`APIEndpoint.all`);
    ///   otherwise each endpoint's own variable (`KIOSK_WINE_URL`, …) sets it; the default
    ///   for each is `http://127.0.0.1:8765`.
    /// - Each app's settings (`AppSetting.all`): their variables, when not empty.
    /// - Request timeout: `KIOSK_HTTP_TIMEOUT`, seconds (0.1 to 600), else each client's own.
    /// - Database: `database` (the `--database` flag), else `$KIOSK_DATABASE_URL`: `sqlite:PATH`
    ///   or `postgres://user:password@host:port/db`; else `kiosk.sqlite` in the data directory.
    /// - Kiosk name: `kiosk` (the `--kiosk` flag), else `$KIOSK_NAME`, else the host name.
    /// - Idle sign-out: `idleSignOut` (the `--idle-sign-out` flag), else
    ///   `$KIOSK_IDLE_SIGN_OUT`, else two minutes (`IdleSignOut.parse`; 0 turns it off).
    ///
    /// - Throws: `AppError.validation` naming the flag or variable whose value is not an
    ///   http(s) URL, or when no data directory can be found.
    public static func resolve(
        dataDir: String? = nil,
        server: String? = nil,
        verbose: Bool = false,
        database: String? = nil,
        kiosk: String? = nil,
        idleSignOut: String? = nil,
        environment: [String: String] = processEnvironment()
    ) throws -> KioskConfiguration {
        let directory = try resolveDataDirectory(flag: dataDir, environment: environment)
        var choice: DatabaseChoice?
        if let database {
            choice = try DatabaseChoice.parse(database, field: "--database", home: environment["HOME"])
        } else if let value = environment["KIOSK_DATABASE_URL"], !value.isEmpty {
            choice = try DatabaseChoice.parse(value, field: "KIOSK_DATABASE_URL", home: environment["HOME"])
        }
        let kioskName = try resolveKioskName(flag: kiosk, environment: environment)
        let endpoints: Endpoints
        var serverURL: URL?
        if let server {
            let url = try parseServer(server, field: "--server")
            endpoints = .all(url)
            serverURL = url
        } else {
            var urls: [APIEndpoint: URL] = [:]
            for endpoint in APIEndpoint.all {
                guard let value = environment[endpoint.variable], !value.isEmpty else { continue }
                urls[endpoint] = try parseServer(value, field: endpoint.variable)
            }
            endpoints = Endpoints(urls)
        }
        var settings: [AppSetting: String] = [:]
        for setting in AppSetting.all where !(setting.followsServer && serverURL != nil) {
            guard let value = environment[setting.variable], !value.isEmpty else { continue }
            try setting.check?(value, setting.variable)
            settings[setting] = value
        }
        let timeout = try environment["KIOSK_HTTP_TIMEOUT"].flatMap { $0.isEmpty ? nil : try parseTimeout($0) }
        var idle = IdleSignOut.standard
        if let idleSignOut {
            idle = try IdleSignOut.parse(idleSignOut, field: "--idle-sign-out")
        } else if let value = environment["KIOSK_IDLE_SIGN_OUT"], !value.isEmpty {
            idle = try IdleSignOut.parse(value, field: "KIOSK_IDLE_SIGN_OUT")
        }
        return KioskConfiguration(dataDirectory: directory, endpoints: endpoints, settings: settings, verbose: verbose, server: serverURL,
                                  requestTimeout: timeout, cacheDirectory: resolveCacheDirectory(environment: environment, dataDirectory: directory),
                                  database: choice, kiosk: kioskName, idleSignOut: idle)
    }

    /// The kiosk's name from the flag, `$KIOSK_NAME` or the host name: 1 to 63 letters, digits,
    /// `-`, `_` or `.`, so it reads the same in every message and every row.
    static func resolveKioskName(flag: String?, environment: [String: String]) throws -> String {
        func check(_ name: String, field: String) throws -> String {
            let trimmed = trimmedOfSpaces(name)
            // NB: ASCII letters, digits and "-_." byte by byte: Foundation's CharacterSet costs
            // a millisecond on its first use, and every command resolves the kiosk's name.
            let allowed = trimmed.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F || byte == 0x2E
            }
            guard (1...63).contains(trimmed.count), allowed else {
                throw AppError.validation(field: field, rule: "must be 1 to 63 letters, digits, '-', '_' or '.' (got \"\(name)\")")
            }
            return trimmed
        }
        if let flag { return try check(flag, field: "--kiosk") }
        if let value = environment["KIOSK_NAME"], !value.isEmpty { return try check(value, field: "KIOSK_NAME") }
        var buffer = [CChar](repeating: 0, count: 256)
        let host = gethostname(&buffer, buffer.count) == 0
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return (try? check(host, field: "host name")) ?? "kiosk"
    }

    /// `$XDG_CACHE_HOME/kiosk` (when absolute: the XDG spec says to ignore a relative one), else
    /// `~/.cache/kiosk`, else (no `HOME`) `cache` in the data directory.
    static func resolveCacheDirectory(environment: [String: String], dataDirectory: URL) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("kiosk", isDirectory: true)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/kiosk", isDirectory: true)
        }
        return dataDirectory.appendingPathComponent("cache", isDirectory: true)
    }

    static func resolveDataDirectory(flag: String?, environment: [String: String]) throws -> URL {
        func directory(_ path: String, field: String) throws -> URL {
            let expanded = path.hasPrefix("~/") ? (environment["HOME"] ?? NSHomeDirectory()) + path.dropFirst() : path
            // NB: not Foundation's `trimmingCharacters`, whose first use in a process costs more
            // than the rest of resolving the configuration.
            guard expanded.contains(where: { !$0.isWhitespace }) else {
                throw AppError.validation(field: field, rule: "must name a directory")
            }
            let url = URL(fileURLWithPath: expanded, isDirectory: true).standardizedFileURL
            try refuseFile(url, field: field)
            return url
        }
        if let flag { return try directory(flag, field: "--data-dir") }
        if let value = environment["KIOSK_DATA_DIR"], !value.isEmpty { return try directory(value, field: "KIOSK_DATA_DIR") }
        // NB: the XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("kiosk", isDirectory: true)
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw AppError.validation(field: "--data-dir", rule: "is required when $HOME is not set")
        }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/kiosk", isDirectory: true)
    }

    /// Refuses a data directory that is a file, or lies under one, naming it: otherwise the
    /// database's "cannot create the data directory" would leave the person guessing why.
    static func refuseFile(_ url: URL, field: String) throws {
        var candidate = url
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    if candidate == url { throw AppError.validation(field: field, rule: "must name a directory; \(url.path) is a file") }
                    throw AppError.validation(field: field, rule: "cannot be created under \(candidate.path), which is a file")
                }
                return
            }
            let parent = candidate.deletingLastPathComponent()
            guard parent.path != candidate.path else { return }
            candidate = parent
        }
    }

    static func parseTimeout(_ text: String) throws -> Duration {
        guard let seconds = Double(trimmedOfSpaces(text)), seconds.isFinite, (0.1...600).contains(seconds) else {
            throw AppError.validation(field: "KIOSK_HTTP_TIMEOUT", rule: "must be a number of seconds from 0.1 to 600 (got \"\(text)\")")
        }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }

    /// What follows the host's `:` in a URL (`"99999"`, `""`), or `nil` when there is no port.
    ///
    /// NB: the scheme ends at the first colon, found by hand: `range(of:)` bridges through
    /// `NSString`, whose first use was a tenth of a millisecond of every command.
    static func portText(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else { return nil }
        let rest = url[url.index(colon, offsetBy: 3)...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        // An IPv6 host is in brackets: its colons are not a port's.
        let afterHost = hostAndPort.hasPrefix("[") ? hostAndPort.drop { $0 != "]" }.dropFirst() : hostAndPort.drop { $0 != ":" }
        guard afterHost.hasPrefix(":") else { return nil }
        return String(afterHost.dropFirst())
    }

    /// The process's environment variables, read from `environ`.
    ///
    /// NB: not `ProcessInfo.processInfo.environment`: setting up `ProcessInfo` costs a third of
    /// a millisecond, and resolving the configuration is all a command needs it for.
    public static func processEnvironment() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                // NB: the first of a name given twice wins, as with getenv.
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// `text` without the spaces and tabs (`.whitespaces`) at either end.
    ///
    /// NB: Foundation trims only when an end is blank: its first trim in a process builds the
    /// character set, a millisecond of a command that starts in thirty.
    static func trimmedOfSpaces(_ text: String) -> String {
        guard text.first?.isWhitespace == true || text.last?.isWhitespace == true else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    static func parseServer(_ text: String, field: String) throws -> URL {
        let trimmed = trimmedOfSpaces(text)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else {
            throw AppError.validation(field: field, rule: "must be an http:// or https:// URL, such as http://127.0.0.1:8765 (got \"\(text)\")")
        }
        // NB: Foundation takes any digits for a port (http://127.0.0.1:99999) or none at all
        // (`…:`), and libcurl then fails as if the server were down.
        if let port = portText(of: trimmed), !(Int(port).map { (1...65_535).contains($0) } ?? false) {
            throw AppError.validation(field: field, rule: "has port \"\(port)\"; a port is a number from 1 to 65535 (got \"\(text)\")")
        }
        return url
    }
}

extension KioskConfiguration {
    /// The SQLite database file: the one `--database sqlite:PATH` names, else the one in the
    /// data directory (which may not exist yet). With PostgreSQL it holds the Counters queue.
    public var databaseFile: URL {
        if case let .sqlite(file) = database { return file }
        return dataDirectory.appendingPathComponent(KioskDatabase.fileName)
    }
}
