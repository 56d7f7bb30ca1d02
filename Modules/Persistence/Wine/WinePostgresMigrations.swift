/// The Wine Club's part of the shared PostgreSQL schema (`PostgresMigrations`): the SQLite
/// migrations by the same names (`WineMigrations`), in PostgreSQL's SQL. An identifier, once
/// released, never changes; a new migration goes at the end.
enum WinePostgresMigrations {
    typealias Migration = PostgresMigrations.Migration

    /// Oldest first.
    static let all: [Migration] = [
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
    ]
}
