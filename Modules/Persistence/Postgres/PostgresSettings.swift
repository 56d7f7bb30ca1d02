/// Rows of the shared `setting` table (small facts that belong to no table of their own).
enum PostgresSettings {
    /// The value stored under `key`, if any.
    static func value(_ key: String, in connection: PostgresConnection) throws -> String? {
        try connection.execute("SELECT value FROM setting WHERE key = $1", [key]).first?["value"]
    }

    /// Stores `value` under `key`; `nil` deletes the row.
    static func set(_ key: String, _ value: String?, in connection: PostgresConnection) throws {
        if let value {
            try connection.execute("INSERT INTO setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [key, value])
        } else {
            try connection.execute("DELETE FROM setting WHERE key = $1", [key])
        }
    }
}
