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

    /// Every migration of every app.
    public static let all = PostgresMigrations([
        Migration(identifier: "shared.v1.settings", sql: """
            CREATE TABLE setting (key text PRIMARY KEY, value text NOT NULL);
            """),
        Migration(identifier: "wine.v1.employees", sql: """
            -- Uniqueness is on the normalised keys (Domain's normalizedForUniqueness, computed in
            -- Swift), kept beside the text as typed. The constraints are named so a refusal names
            -- the form's field.
            CREATE TABLE wine_employee (
                id bigserial PRIMARY KEY,
                pin text NOT NULL CONSTRAINT wine_employee_pin UNIQUE,
                first_name text NOT NULL,
                last_name text NOT NULL,
                last_name_key text NOT NULL CONSTRAINT wine_employee_last_name UNIQUE,
                email text,
                email_key text CONSTRAINT wine_employee_email UNIQUE,
                hire_date double precision NOT NULL
            );
            """),
        Migration(identifier: "wine.v1.catalog", sql: """
            CREATE TABLE wine_category (id integer PRIMARY KEY, name text NOT NULL, group_id integer NOT NULL);
            CREATE TABLE wine_product (
                id integer PRIMARY KEY,
                name text NOT NULL,
                label_url text,
                description text NOT NULL DEFAULT '',
                type text,
                vintage text,
                wine_type_id integer, wine_type_name text,
                varietal_id integer, varietal_name text,
                region_id integer, region_name text,
                appellation_id integer, appellation_name text,
                vineyard text,
                price_min integer, price_max integer, price_retail integer
            );
            -- Pages are sorted by name without case (as SQLite's NOCASE: ASCII letters folded,
            -- then bytes), each category filter with its own (category, name) index.
            CREATE INDEX wine_product_name ON wine_product (lower(name) COLLATE "C", id);
            CREATE INDEX wine_product_wine_type ON wine_product (wine_type_id, lower(name) COLLATE "C", id);
            CREATE INDEX wine_product_varietal ON wine_product (varietal_id, lower(name) COLLATE "C", id);
            CREATE INDEX wine_product_region ON wine_product (region_id, lower(name) COLLATE "C", id);
            CREATE INDEX wine_product_appellation ON wine_product (appellation_id, lower(name) COLLATE "C", id);
            """),
        Migration(identifier: "wine.v1.carts", sql: """
            CREATE TABLE wine_cart_line (
                employee_id bigint NOT NULL REFERENCES wine_employee ON DELETE CASCADE,
                wine_id integer NOT NULL,
                quantity integer NOT NULL CHECK (quantity > 0),
                position integer NOT NULL,
                PRIMARY KEY (employee_id, wine_id)
            );
            -- The number is made from the sequence, so kiosks placing orders at once never share one.
            CREATE TABLE wine_order (
                sequence bigserial PRIMARY KEY,
                number text NOT NULL UNIQUE,
                employee_id bigint NOT NULL REFERENCES wine_employee,
                placed_at double precision NOT NULL
            );
            CREATE INDEX wine_order_employee ON wine_order (employee_id);
            CREATE TABLE wine_order_line (
                order_sequence bigint NOT NULL REFERENCES wine_order ON DELETE CASCADE,
                position integer NOT NULL,
                wine_id integer NOT NULL,
                name text NOT NULL,
                quantity integer NOT NULL,
                PRIMARY KEY (order_sequence, position)
            );
            """),
        Migration(identifier: "wine.v2.searchIndexWithCategories", sql: """
            -- A wine's search entry: the words of its name (folded without case or accents, as
            -- weight A) and its categories (c124, as weight B), written by the store in Swift so
            -- words are cut the same way whatever the server's locale; a GIN index answers
            -- prefix searches (merl:*A & c124:B) without reading the table.
            ALTER TABLE wine_product ADD COLUMN search tsvector NOT NULL DEFAULT ''::tsvector;
            CREATE INDEX wine_product_search ON wine_product USING gin (search);
            """),
        Migration(identifier: "wine.v3.normalizedKeys", sql: """
            -- On SQLite this recomputed the keys under the Domain's newer rule. Keys on this engine
            -- were written under that rule from the start: nothing to do.
            SELECT 1;
            """),
        Migration(identifier: "wine.v4.employeeLifecycle", sql: """
            ALTER TABLE wine_employee ADD COLUMN removed_at double precision;
            ALTER TABLE wine_order ADD COLUMN employee_name text;
            ALTER TABLE wine_order_line ADD COLUMN unit_price_cents integer;
            """),
        Migration(identifier: "wine.v5.oneNameIndex", sql: """
            -- SQLite dropped its (category, name) indexes for the search index's category
            -- tokens. PostgreSQL keeps them (its browse plans were measured with them, and its
            -- import keeps every index up to date either way). Nothing to do.
            SELECT 1;
            """),
        Migration(identifier: "pizza.v1.cart", sql: """
            -- One cart per kiosk; the number the next new line gets, so numbers are never reused.
            CREATE TABLE pizza_cart (
                kiosk text PRIMARY KEY,
                next_line_id integer NOT NULL CHECK (next_line_id >= 1)
            );
            CREATE TABLE pizza_cart_line (
                kiosk text NOT NULL,
                id integer NOT NULL,
                item text NOT NULL,                 -- PizzaCartItem as JSON, prices included
                quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
                PRIMARY KEY (kiosk, id)
            );
            """),
        Migration(identifier: "pizza.v1.orders", sql: """
            -- Numbered by one sequence for every kiosk.
            CREATE TABLE pizza_order (
                id bigserial PRIMARY KEY,
                kiosk text NOT NULL,
                placed_at double precision NOT NULL,
                lines text NOT NULL,                -- [PizzaCartLine] as JSON
                total_cents integer NOT NULL
            );
            CREATE INDEX pizza_order_kiosk ON pizza_order (kiosk, id);
            """),
        Migration(identifier: "pizza.v1.menuCache", sql: """
            CREATE TABLE pizza_menu_cache (
                id integer PRIMARY KEY CHECK (id = 1),
                menu text NOT NULL,
                fetched_at double precision NOT NULL
            );
            """),
        Migration(identifier: "pizza.v2.checkoutClaims", sql: """
            -- Per kiosk, at most one checkout holding the cart's lines while its request is out
            -- ('inFlight'), or the one whose answer never came ('uncertain').
            CREATE TABLE pizza_checkout (
                kiosk text PRIMARY KEY,
                attempt integer NOT NULL,
                state text NOT NULL CHECK (state IN ('inFlight', 'uncertain')),
                started_at double precision NOT NULL,
                lines text NOT NULL,
                reason text
            );
            CREATE TABLE pizza_checkout_attempt (kiosk text PRIMARY KEY, last integer NOT NULL);
            """),
        Migration(identifier: "wine.v8.searchWords", sql: """
            -- Pages are sorted by lower(name COLLATE "C"), which folds ASCII letters alone, as
            -- SQLite's NOCASE does, whatever the database's locale (lower() under its own
            -- collation also folded É to é on a server with a UTF-8 locale). A category is
            -- found through the search index, whose entries hold each wine's categories in all
            -- four groups (c124:B), as SQLite finds it: the (category, name) indexes go, as they
            -- went on SQLite (wine.v5.oneNameIndex), and with them their upkeep in every import.
            DROP INDEX wine_product_name;
            DROP INDEX wine_product_wine_type;
            DROP INDEX wine_product_varietal;
            DROP INDEX wine_product_region;
            DROP INDEX wine_product_appellation;
            CREATE INDEX wine_product_name ON wine_product (lower(name COLLATE "C"), id);
            """, rewrite: { connection in
                // Every wine's search entry again, with the words `CatalogSearch` cuts and folds.
                try PostgresCatalogStore.reindexEveryWine(connection)
            }),
        Migration(identifier: "wine.v9.nameOrder", sql: """
            -- Each wine's position in the name order (PostgresCatalogStore.rebuildNameOrder):
            -- a deep page of the whole catalog is read by its positions instead of an OFFSET
            -- past every wine before it. Built here for a catalog already imported.
            CREATE TABLE wine_name_order (position integer PRIMARY KEY, id bigint NOT NULL);
            INSERT INTO wine_name_order (position, id)
                SELECT row_number() OVER (ORDER BY lower(name COLLATE "C"), id) - 1, id FROM wine_product;
            """),
    ])
}
