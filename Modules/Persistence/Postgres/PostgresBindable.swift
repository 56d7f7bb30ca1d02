import Foundation

/// A value bound to a statement's `$n` parameter, sent in PostgreSQL's text format.
protocol PostgresBindable {
    /// The value as PostgreSQL reads it from text.
    var postgresText: String { get }
}

extension String: PostgresBindable {
    var postgresText: String { self }
}

extension Int: PostgresBindable {
    var postgresText: String { String(self) }
}

extension Int64: PostgresBindable {
    var postgresText: String { String(self) }
}

extension Double: PostgresBindable {
    // NB: the shortest text that reads back as the same Double (Swift's description), so a
    // timestamp survives the round trip exactly.
    var postgresText: String { description }
}

extension Bool: PostgresBindable {
    var postgresText: String { self ? "true" : "false" }
}
