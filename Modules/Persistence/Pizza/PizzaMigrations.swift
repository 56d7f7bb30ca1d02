import GRDB

/// The tables of Nenno's Pizza. Identifiers, once released, never change.
enum PizzaMigrations {
    static func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("pizza.v1.cart") { db in
            // One row: the number the next new line gets, so line numbers are never reused.
            try db.execute(sql: """
                CREATE TABLE pizzaCart (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    nextLineID INTEGER NOT NULL CHECK (nextLineID >= 1)
                );
                CREATE TABLE pizzaCartLine (
                    id INTEGER PRIMARY KEY,        -- the line number, in order of first addition
                    item TEXT NOT NULL,            -- PizzaCartItem as JSON, prices included
                    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99)
                );
                """)
        }
        migrator.registerMigration("pizza.v1.orders") { db in
            try db.execute(sql: """
                CREATE TABLE pizzaOrder (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,   -- the order number; never reused
                    placedAt REAL NOT NULL,                 -- seconds since 1970
                    lines TEXT NOT NULL,                    -- [PizzaCartLine] as JSON
                    totalCents INTEGER NOT NULL
                );
                """)
        }
        migrator.registerMigration("pizza.v1.menuCache") { db in
            try db.execute(sql: """
                CREATE TABLE pizzaMenuCache (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    menu TEXT NOT NULL,                     -- Menu as JSON
                    fetchedAt REAL NOT NULL
                );
                """)
        }

        migrator.registerMigration("pizza.v2.checkoutClaims") { db in
            // At most one row: the checkout that holds the cart's lines while its request is in
            // flight ('inFlight'), or the one whose answer never came ('uncertain'), so the next
            // checkout must say it means to order again.
            try db.execute(sql: """
                CREATE TABLE pizzaCheckout (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    attempt INTEGER NOT NULL,               -- numbers every claim, never reused
                    state TEXT NOT NULL CHECK (state IN ('inFlight', 'uncertain')),
                    startedAt REAL NOT NULL,                -- seconds since 1970
                    lines TEXT NOT NULL,                    -- the claimed [PizzaCartLine] as JSON
                    reason TEXT                             -- why an uncertain checkout is uncertain
                );
                CREATE TABLE pizzaCheckoutAttempt (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    last INTEGER NOT NULL
                );
                """)
        }
    }
}
