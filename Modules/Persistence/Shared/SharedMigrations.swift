import GRDB

/// Tables every app shares.
enum SharedMigrations {
    static func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("shared.v1.settings") { db in
            // Small key/value facts that belong to no app: the signed-in employee, the last sync.
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
    }
}
