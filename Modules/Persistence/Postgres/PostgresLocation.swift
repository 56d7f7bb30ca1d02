import Domain
import Foundation

/// A PostgreSQL database as `postgres://user:password@host:port/database?sslmode=…` names it.
///
/// The password is kept for connecting only: `description` is redacted as every location shown
/// is (`LocationRedaction`) and `displayName` names no user, so it never reaches a message, a
/// log line or `kiosk config`.
public struct PostgresLocation: Equatable, Sendable, CustomStringConvertible {
    /// The user name; libpq's default (the system user) when `nil`.
    public var user: String?
    /// The password, if the URL gave one.
    public var password: String?
    /// The host name or address; a directory holding the server's Unix socket when it starts
    /// with `/` (given as `?host=/path`).
    public var host: String
    /// The port (5432 unless the URL says).
    public var port: Int
    /// The database name.
    public var database: String
    /// libpq's `sslmode` (`disable`, `prefer`, `require`, `verify-full`, …), if given.
    public var sslMode: String?

    /// The `sslmode` values libpq knows.
    static let sslModes = ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"]

    /// Reads a `postgres://` or `postgresql://` URL.
    ///
    /// - Throws: `AppError.validation` naming `field` and what is wrong: the scheme, a missing
    ///   database name, a port out of range, an unknown `sslmode` or query parameter.
    public static func parse(_ text: String, field: String) throws -> PostgresLocation {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func invalid(_ rule: String) -> AppError {
            // NB: the text as typed may hold a password: it is quoted redacted.
            .validation(field: field, rule: "\(rule) (got \"\(LocationRedaction.redacted(trimmed))\")")
        }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
              scheme == "postgres" || scheme == "postgresql" else {
            throw invalid("must be postgres://user:password@host:port/database or sqlite:PATH")
        }
        var location = PostgresLocation(
            user: components.percentEncodedUser.flatMap { $0.removingPercentEncoding }.flatMap { $0.isEmpty ? nil : $0 },
            password: components.percentEncodedPassword.flatMap { $0.removingPercentEncoding },
            host: components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1",
            port: 5432,
            database: String(components.path.drop { $0 == "/" }).removingPercentEncoding ?? "",
            sslMode: nil
        )
        if let portText = Self.portText(of: trimmed) {
            guard let port = Int(portText), (1...65_535).contains(port) else {
                throw invalid("has port \"\(portText)\"; a port is a number from 1 to 65535")
            }
            location.port = port
        }
        guard !location.database.isEmpty, !location.database.contains("/") else {
            throw invalid("must name a database after the host (postgres://host:5432/kiosk)")
        }
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let mode = item.value, sslModes.contains(mode) else {
                    throw invalid("has sslmode \"\(item.value ?? "")\"; it is one of \(sslModes.joined(separator: ", "))")
                }
                location.sslMode = mode
            case "host":
                guard let directory = item.value, directory.hasPrefix("/") else {
                    throw invalid("has host \"\(item.value ?? "")\"; ?host= names the directory of the server's socket, starting with /")
                }
                location.host = directory
            default:
                throw invalid("has \"\(item.name)\"; the URL takes sslmode and host only")
            }
        }
        return location
    }

    /// The URL as shown, redacted: `postgres://***@127.0.0.1:5432/kiosk`.
    public var description: String {
        LocationRedaction.redacted(url)
    }

    /// The URL, user included (never the password); shown only through `description`.
    private var url: String {
        var text = "postgres://"
        if let user { text += (user.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? user) + "@" }
        text += host.hasPrefix("/") ? "" : (host.contains(":") ? "[\(host)]" : host)
        text += ":\(port)/\(database)"
        var query: [String] = []
        if host.hasPrefix("/") { query.append("host=\(host)") }
        if let sslMode { query.append("sslmode=\(sslMode)") }
        return query.isEmpty ? text : text + "?" + query.joined(separator: "&")
    }

    /// How messages name it: `PostgreSQL database kiosk at 127.0.0.1:5432`.
    public var displayName: String {
        "PostgreSQL database \(database) at \(host.hasPrefix("/") ? "\(host)/.s.PGSQL.\(port)" : "\(host):\(port)")"
    }

    /// libpq's `keyword=value` connection string, each value quoted.
    ///
    /// Waits are bounded: connecting by `connectTimeout` seconds, a statement by
    /// `statementTimeout` on the server, a lock by 10 s, and a dead peer is noticed by TCP
    /// keepalives within ~10 s.
    func connectionString(connectTimeout: Int, statementTimeout: Duration) -> String {
        func quoted(_ value: String) -> String {
            "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        var parts = [
            "host=\(quoted(host))", "port=\(port)", "dbname=\(quoted(database))",
            "connect_timeout=\(max(1, connectTimeout))", "application_name='kiosk'",
            "keepalives=1", "keepalives_idle=5", "keepalives_interval=2", "keepalives_count=3",
            "options=\(quoted("-c statement_timeout=\(Int(statementTimeout.timeInterval * 1000)) -c lock_timeout=10000 -c idle_in_transaction_session_timeout=60000"))",
        ]
        if let user { parts.append("user=\(quoted(user))") }
        if let password { parts.append("password=\(quoted(password))") }
        if let sslMode { parts.append("sslmode=\(quoted(sslMode))") }
        return parts.joined(separator: " ")
    }

    /// What follows the host's `:` (`"99999"`, `""`), or `nil` when the URL gives no port.
    static func portText(of text: String) -> String? {
        guard let schemeEnd = text.range(of: "://") else { return nil }
        let authority = text[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        // NB: an IPv6 host is in brackets: its colons are not a port's.
        let afterHost = hostAndPort.hasPrefix("[") ? hostAndPort.drop { $0 != "]" }.dropFirst() : hostAndPort.drop { $0 != ":" }
        return afterHost.hasPrefix(":") ? String(afterHost.dropFirst()) : nil
    }
}
