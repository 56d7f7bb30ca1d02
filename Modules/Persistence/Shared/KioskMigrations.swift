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
        return KioskMigrations(migrator: migrator)
    }

    /// A set of migrations (tests register extra ones to simulate a newer version).
    public init(migrator: DatabaseMigrator) {
        self.migrator = migrator
    }
}
