/// Nenno's part of the shared PostgreSQL schema (`PostgresMigrations`): the SQLite migrations
/// by the same names (`PizzaMigrations`), in PostgreSQL's SQL. An identifier, once released,
/// never changes; a new migration goes at the end.
enum PizzaPostgresMigrations {
    typealias Migration = PostgresMigrations.Migration

    /// Oldest first.
    static let all: [Migration] = [
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
    ]
}
