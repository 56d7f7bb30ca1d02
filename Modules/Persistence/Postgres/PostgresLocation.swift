import Domain
import Foundation

/// A PostgreSQL database as `postgres://user:password@host:port/database?sslmode=…` names it,
/// or libpq's key-value form (`host=db1,db2 port=5432 dbname=store user=kiosk`).
///
/// Several servers may be named (`postgres://db1:5432,db2:5432/store`): libpq tries them in
/// order and, with `target_session_attrs=read-write` (the default when there are several), keeps
/// the one that accepts writes, so kiosks follow a standby promoted in a failover. An IPv6
/// address goes in brackets in a URL (`postgres://[::1]:5432/store`) and bare in the key-value
/// form (`host=::1`).
///
/// The password is kept for connecting only: `description` is redacted as every location shown
/// is (`LocationRedaction`) and `displayName` names no user, so it never reaches a message, a
/// log line or `kiosk config`.
public struct PostgresLocation: Equatable, Sendable, CustomStringConvertible {
    /// One server: a host name, an IP address (IPv6 without brackets) or the directory of the
    /// server's Unix socket (starting with `/`), and its port.
    public struct Server: Equatable, Sendable {
        /// The host.
        public var host: String
        /// The port.
        public var port: Int

        /// A server.
        public init(host: String, port: Int) {
            self.host = host
            self.port = port
        }

        /// `127.0.0.1:5432`, `[::1]:5432`, or `/run/postgresql/.s.PGSQL.5432`.
        var displayName: String {
            if host.hasPrefix("/") { return "\(host)/.s.PGSQL.\(port)" }
            return host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        }
    }

    /// The user name; libpq's default (the system user) when `nil`.
    public var user: String?
    /// The password, if the location gave one.
    public var password: String?
    /// The servers, in the order libpq tries them; never empty.
    public var servers: [Server]
    /// The database name.
    public var database: String
    /// libpq's `sslmode` (`disable`, `prefer`, `require`, `verify-full`, …), if given.
    public var sslMode: String?
    /// libpq's `target_session_attrs`: which of the servers to keep (`read-write`, the default
    /// when there are several: the one accepting writes).
    public var targetSessionAttributes: String?

    /// The first server's host (a name, an address, or a socket directory starting with `/`).
    public var host: String {
        get { servers[0].host }
        set { servers[0].host = newValue }
    }

    /// The first server's port.
    public var port: Int {
        get { servers[0].port }
        set { servers[0].port = newValue }
    }

    /// A location on one server.
    public init(user: String? = nil, password: String? = nil, host: String = "127.0.0.1", port: Int = 5432, database: String,
                sslMode: String? = nil, targetSessionAttributes: String? = nil) {
        self.user = user
        self.password = password
        servers = [Server(host: host, port: port)]
        self.database = database
        self.sslMode = sslMode
        self.targetSessionAttributes = targetSessionAttributes
    }

    /// The `sslmode` values libpq knows.
    static let sslModes = ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"]
    /// The `target_session_attrs` values libpq knows.
    static let sessionAttributes = ["any", "read-write", "read-only", "primary", "standby", "prefer-standby"]

    /// Reads a `postgres://` or `postgresql://` URL, or libpq's key-value form.
    ///
    /// - Throws: `AppError.validation` naming `field` and what is wrong: the scheme, a missing
    ///   database name, a port out of range, an IPv6 address without brackets, an unknown
    ///   `sslmode`, `target_session_attrs` or parameter.
    public static func parse(_ text: String, field: String) throws -> PostgresLocation {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func invalid(_ rule: String) -> AppError {
            // NB: the text as typed may hold a password: it is quoted redacted.
            .validation(field: field, rule: "\(rule) (got \"\(LocationRedaction.redacted(trimmed))\")")
        }
        var location: PostgresLocation
        var parameters: [(key: String, value: String)]
        if let schemeEnd = trimmed.range(of: "://") {
            let scheme = trimmed[..<schemeEnd.lowerBound].lowercased()
            guard scheme == "postgres" || scheme == "postgresql" else {
                throw invalid("must be postgres://user:password@host:port/database, host=… dbname=…, or sqlite:PATH")
            }
            (location, parameters) = try url(trimmed[schemeEnd.upperBound...], invalid: invalid)
        } else if isKeywordForm(trimmed) {
            location = PostgresLocation(database: "")
            parameters = try keywords(trimmed, invalid: invalid)
        } else {
            throw invalid("must be postgres://user:password@host:port/database, host=… dbname=…, or sqlite:PATH")
        }
        var hosts: [String]?
        var ports: [String]?
        for (key, value) in parameters {
            switch key {
            case "sslmode":
                guard sslModes.contains(value) else { throw invalid("has sslmode \"\(value)\"; it is one of \(sslModes.joined(separator: ", "))") }
                location.sslMode = value
            case "target_session_attrs":
                guard sessionAttributes.contains(value) else {
                    throw invalid("has target_session_attrs \"\(value)\"; it is one of \(sessionAttributes.joined(separator: ", "))")
                }
                location.targetSessionAttributes = value
            case "host":
                hosts = value.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
            case "port":
                ports = value.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
            case "dbname": location.database = value
            case "user": location.user = value.isEmpty ? nil : value
            case "password": location.password = value
            default:
                throw invalid("has \"\(key)\"; it takes host, port, dbname, user, password, sslmode and target_session_attrs")
            }
        }
        if let hosts {
            guard hosts.allSatisfy({ !$0.isEmpty }) else { throw invalid("has an empty host in host=") }
            location.servers = hosts.map { Server(host: $0.hasPrefix("[") && $0.hasSuffix("]") ? String($0.dropFirst().dropLast()) : $0, port: 5432) }
        }
        if let ports {
            guard ports.count == 1 || ports.count == location.servers.count else {
                throw invalid("has \(ports.count) ports for \(location.servers.count) hosts; give one port, or one per host")
            }
            for index in location.servers.indices {
                location.servers[index].port = try port(ports.count == 1 ? ports[0] : ports[index], invalid: invalid)
            }
        }
        guard !location.database.isEmpty, !location.database.contains("/") else {
            throw invalid("must name a database (postgres://host:5432/kiosk, or dbname=kiosk)")
        }
        if location.servers.count > 1, location.targetSessionAttributes == nil { location.targetSessionAttributes = "read-write" }
        return location
    }

    /// The location a URL's part after `://` gives, and its query's parameters.
    private static func url(_ rest: Substring, invalid: (String) -> AppError) throws -> (PostgresLocation, [(key: String, value: String)]) {
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        var location = PostgresLocation(database: "")
        // NB: the last `@`: a password may hold one not percent-encoded.
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            let colon = userInfo.firstIndex(of: ":")
            let user = String(userInfo[..<(colon ?? userInfo.endIndex)])
            location.user = (user.removingPercentEncoding ?? user).isEmpty ? nil : (user.removingPercentEncoding ?? user)
            if let colon {
                let password = String(userInfo[userInfo.index(after: colon)...])
                location.password = password.removingPercentEncoding ?? password
            }
            authority = authority[authority.index(after: at)...]
        }
        if !authority.isEmpty {
            location.servers = try authority.split(separator: ",", omittingEmptySubsequences: false).map { entry in
                try server(entry, invalid: invalid)
            }
        }
        var remainder = rest[authorityEnd...]
        if remainder.hasPrefix("/") {
            let pathEnd = remainder.firstIndex(of: "?") ?? remainder.endIndex
            let path = String(remainder[remainder.index(after: remainder.startIndex)..<pathEnd])
            location.database = path.removingPercentEncoding ?? path
            remainder = remainder[pathEnd...]
        }
        var parameters: [(key: String, value: String)] = []
        for item in remainder.dropFirst().split(separator: "&") {
            let key = String(item.prefix { $0 != "=" })
            let value = String(item.drop { $0 != "=" }.dropFirst())
            parameters.append((key.removingPercentEncoding ?? key, value.removingPercentEncoding ?? value))
        }
        // NB: `?host=/dir` names a socket directory; a URL's hosts are in its authority.
        if let host = parameters.first(where: { $0.key == "host" }), !host.value.hasPrefix("/") {
            throw invalid("has host \"\(host.value)\"; ?host= names the directory of the server's socket, starting with /")
        }
        return (location, parameters)
    }

    /// One `host:port` of a URL's authority: `db1`, `db1:5433`, `[::1]:5432`, or empty (the
    /// default host).
    private static func server(_ entry: Substring, invalid: (String) -> AppError) throws -> Server {
        var host: Substring
        var portText: Substring?
        if entry.hasPrefix("[") {
            guard let close = entry.firstIndex(of: "]") else { throw invalid("has \"\(entry)\"; an IPv6 address ends with ]") }
            host = entry[entry.index(after: entry.startIndex)..<close]
            let after = entry[entry.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { throw invalid("has \"\(entry)\"; a port follows an IPv6 address after :") }
            portText = after.isEmpty ? nil : after.dropFirst()
        } else {
            let colons = entry.filter { $0 == ":" }.count
            guard colons <= 1 else { throw invalid("has \"\(entry)\"; an IPv6 address goes in brackets ([::1]:5432)") }
            host = entry.prefix { $0 != ":" }
            portText = colons == 1 ? entry.drop { $0 != ":" }.dropFirst() : nil
        }
        let name = String(host).removingPercentEncoding ?? String(host)
        return Server(host: name.isEmpty ? "127.0.0.1" : name, port: try portText.map { try port(String($0), invalid: invalid) } ?? 5432)
    }

    /// A port's text as a number from 1 to 65535.
    private static func port(_ text: String, invalid: (String) -> AppError) throws -> Int {
        guard let port = Int(text), (1...65_535).contains(port) else {
            throw invalid("has port \"\(text)\"; a port is a number from 1 to 65535")
        }
        return port
    }

    /// Whether `text` starts as libpq's key-value form does (`host=`, `dbname =`).
    static func isKeywordForm(_ text: String) -> Bool {
        let key = text.prefix { $0.isLetter || $0 == "_" }
        return !key.isEmpty && text.dropFirst(key.count).drop { $0.isWhitespace }.hasPrefix("=")
    }

    /// libpq's key-value form: `key=value` pairs apart by spaces, a value in single quotes
    /// when it holds spaces (`\'` and `\\` inside).
    private static func keywords(_ text: String, invalid: (String) -> AppError) throws -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { return pairs }
            let key = rest.prefix { $0 != "=" && !$0.isWhitespace }
            rest = rest[key.endIndex...].drop { $0.isWhitespace }
            guard !key.isEmpty, rest.hasPrefix("=") else { throw invalid("has \"\(key)\" without =; the form is key=value") }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            var value = ""
            if rest.hasPrefix("'") {
                rest = rest.dropFirst()
                var closed = false
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if character == "\\", let next = rest.first {
                        value.append(next)
                        rest = rest.dropFirst()
                    } else if character == "'" {
                        closed = true
                        break
                    } else {
                        value.append(character)
                    }
                }
                guard closed else { throw invalid("has a quoted value of \(key) without its closing '") }
            } else {
                let bare = rest.prefix { !$0.isWhitespace }
                value = String(bare)
                rest = rest[bare.endIndex...]
            }
            pairs.append((String(key), value))
        }
    }

    /// The URL as shown, redacted: `postgres://***@127.0.0.1:5432/kiosk`.
    public var description: String {
        LocationRedaction.redacted(url)
    }

    /// The URL, user included (never the password); shown only through `description`.
    private var url: String {
        var text = "postgres://"
        if let user { text += (user.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? user) + "@" }
        var query: [String] = []
        if servers.count == 1, host.hasPrefix("/") {
            text += ":\(port)"
            query.append("host=\(host)")
        } else {
            text += servers.map { server in
                let host = server.host.hasPrefix("/")
                    ? server.host.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? server.host
                    : server.host.contains(":") ? "[\(server.host)]" : server.host
                return "\(host):\(server.port)"
            }.joined(separator: ",")
        }
        text += "/\(database)"
        if let sslMode { query.append("sslmode=\(sslMode)") }
        if let targetSessionAttributes { query.append("target_session_attrs=\(targetSessionAttributes)") }
        return query.isEmpty ? text : text + "?" + query.joined(separator: "&")
    }

    /// How messages name it: `PostgreSQL database kiosk at 127.0.0.1:5432` (every server, when
    /// there are several).
    public var displayName: String {
        "PostgreSQL database \(database) at \(servers.map(\.displayName).joined(separator: ", "))"
    }

    /// libpq's `keyword=value` connection string, each value quoted.
    ///
    /// Connecting is bounded by `connectTimeout` seconds (per server), and a dead peer is noticed
    /// by TCP keepalives within ~10 s. NB: no `options` (the server's settings for the session):
    /// PgBouncer refuses them, and a pooled server session is not this kiosk's; each transaction
    /// sets its own bounds (`PostgresDatabase.begin`).
    func connectionString(connectTimeout: Int) -> String {
        func quoted(_ value: String) -> String {
            "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        var parts = [
            "host=\(quoted(servers.map(\.host).joined(separator: ",")))", "port=\(quoted(servers.map { String($0.port) }.joined(separator: ",")))",
            "dbname=\(quoted(database))",
            "connect_timeout=\(max(1, connectTimeout))", "application_name='kiosk'",
            "keepalives=1", "keepalives_idle=5", "keepalives_interval=2", "keepalives_count=3",
        ]
        if let user { parts.append("user=\(quoted(user))") }
        if let password { parts.append("password=\(quoted(password))") }
        if let sslMode { parts.append("sslmode=\(quoted(sslMode))") }
        if let targetSessionAttributes { parts.append("target_session_attrs=\(quoted(targetSessionAttributes))") }
        return parts.joined(separator: " ")
    }

}
