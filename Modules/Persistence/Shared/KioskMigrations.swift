import GRDB

/// The schema migrations, registered per app in a fixed order.
///
/// Each app owns its migrations in its own folder (`Persistence/Wine`, `/Pizza`, `/Counters`)
/// and adds them here; an identifier, once released, never changes.
public struct KioskMigrations: Sendable {
    /// The migrator with every registered migration.
    public let migrator: DatabaseMigrator

    /// Every migration of every app.
    public static var all: KioskMigrations {
        var migrator = DatabaseMigrator()
        SharedMigrations.register(in: &migrator)
        CountersMigrations.register(in: &migrator)
        PizzaMigrations.register(in: &migrator)
        WineMigrations.register(in: &migrator)
        return KioskMigrations(migrator: migrator)
    }

    /// A set of migrations (tests register extra ones to simulate a newer version).
    public init(migrator: DatabaseMigrator) {
        self.migrator = migrator
    }

    /// What `KioskDatabase` writes in the file's `user_version` once it holds exactly these
    /// migrations: a 31-bit FNV-1a hash of their identifiers in order (never 0, SQLite's value
    /// for a file nobody stamped).
    ///
    /// A file stamped with it needs no look at the migrator's table on open. Any other value
    /// (a file from before stamps, or one a newer Kiosk migrated and stamped with its own list)
    /// sends the open through the migrator, which says whether the file is behind or ahead.
    public var stamp: Int {
        var hash: UInt32 = 2_166_136_261
        for identifier in migrator.migrations {
            for byte in identifier.utf8 + [0] {
                hash = (hash ^ UInt32(byte)) &* 16_777_619
            }
        }
        return Int(hash & 0x7FFF_FFFF) == 0 ? 1 : Int(hash & 0x7FFF_FFFF)
    }
}
