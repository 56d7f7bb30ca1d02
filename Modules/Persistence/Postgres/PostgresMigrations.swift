/// The schema of the shared PostgreSQL database: the SQLite migrations by the same names, in
/// PostgreSQL's SQL, so `kiosk config` lists the same history on either engine.
///
/// What is shared lives here: employees and the sign-in throttle, the wine catalog, wine carts
/// and orders, Nenno's carts (one per kiosk, by `kiosk` name) and orders, the menu cache.
/// Each kiosk's Counters queue stays in its own data directory's SQLite file: it is the offline
/// buffer of a server of its own, and must work while this database is away.
public struct PostgresMigrations: Sendable {
    /// One migration: a name that never changes once released, and its SQL.
    public struct Migration: Sendable {
        /// The name, as in `kiosk_migration`.
        public let identifier: String
        /// The statements.
        public let sql: String
        /// What the migration does in Swift after its statements, in their transaction (what SQL
        /// cannot compute, such as `CatalogSearch`'s words).
        var rewrite: (@Sendable (PostgresConnection) throws -> Void)? = nil
    }

    /// The migrations, oldest first.
    public let all: [Migration]

    /// Their names, oldest first.
    public var identifiers: [String] { all.map(\.identifier) }

    /// A set of migrations (tests add one to play a newer version).
    public init(_ migrations: [Migration]) { all = migrations }

    /// Every migration: the shared ones, then each app's (declared in its own folder), each
    /// app's in its own order. NB: an engine applies those it lacks in this order, so apps may
    /// come in any order; within an app, never reorder.
    public static let all = PostgresMigrations(shared + PizzaPostgresMigrations.all + WinePostgresMigrations.all)

    /// What every app relies on.
    static let shared: [Migration] = [
        Migration(identifier: "shared.v1.settings", sql: """
            CREATE TABLE setting (key text PRIMARY KEY, value text NOT NULL);
            """),
    ]
}
