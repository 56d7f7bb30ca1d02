import Domain
import GRDB

/// The Wine Club's tables: employees, carts, orders and the imported catalog.
enum WineMigrations {
    static func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("wine.v1.employees") { db in
            try db.create(table: "wine_employee") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("pin", .text).notNull().unique()
                t.column("first_name", .text).notNull()
                t.column("last_name", .text).notNull()
                // Uniqueness is on the normalised forms, kept beside the text as typed so the
                // index enforces what the domain compares (trimmed and lowercased here; the
                // Domain's `normalizedForUniqueness` since wine.v3.normalizedKeys).
                t.column("last_name_key", .text).notNull().unique()
                t.column("email", .text)
                t.column("email_key", .text).unique()
                t.column("hire_date", .double).notNull()
            }
        }
        migrator.registerMigration("wine.v1.catalog") { db in
            try db.create(table: "wine_category") { t in
                t.primaryKey("id", .integer)
                t.column("name", .text).notNull()
                t.column("group_id", .integer).notNull()
            }
            try db.create(table: "wine_product") { t in
                t.primaryKey("id", .integer)
                t.column("name", .text).notNull()
                t.column("label_url", .text)
                t.column("description", .text).notNull().defaults(to: "")
                t.column("type", .text)
                t.column("vintage", .text)
                t.column("wine_type_id", .integer)
                t.column("wine_type_name", .text)
                t.column("varietal_id", .integer)
                t.column("varietal_name", .text)
                t.column("region_id", .integer)
                t.column("region_name", .text)
                t.column("appellation_id", .integer)
                t.column("appellation_name", .text)
                t.column("vineyard", .text)
                t.column("price_min", .integer)
                t.column("price_max", .integer)
                t.column("price_retail", .integer)
            }
            // Sorting by name (either way) walks this index; each category filter has its own
            // (category, name) index, so a filtered sorted page stops after `limit` rows.
            try db.execute(sql: """
                CREATE INDEX wine_product_name ON wine_product(name COLLATE NOCASE, id);
                CREATE INDEX wine_product_wine_type ON wine_product(wine_type_id, name COLLATE NOCASE, id);
                CREATE INDEX wine_product_varietal ON wine_product(varietal_id, name COLLATE NOCASE, id);
                CREATE INDEX wine_product_region ON wine_product(region_id, name COLLATE NOCASE, id);
                CREATE INDEX wine_product_appellation ON wine_product(appellation_id, name COLLATE NOCASE, id);
                CREATE VIRTUAL TABLE wine_product_search USING fts5(
                    name, content='wine_product', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
                );
                CREATE TRIGGER wine_product_search_insert AFTER INSERT ON wine_product BEGIN
                    INSERT INTO wine_product_search(rowid, name) VALUES (new.id, new.name);
                END;
                CREATE TRIGGER wine_product_search_delete AFTER DELETE ON wine_product BEGIN
                    INSERT INTO wine_product_search(wine_product_search, rowid, name) VALUES ('delete', old.id, old.name);
                END;
                CREATE TRIGGER wine_product_search_update AFTER UPDATE OF name ON wine_product BEGIN
                    INSERT INTO wine_product_search(wine_product_search, rowid, name) VALUES ('delete', old.id, old.name);
                    INSERT INTO wine_product_search(rowid, name) VALUES (new.id, new.name);
                END;
                """)
        }
        migrator.registerMigration("wine.v1.carts") { db in
            try db.create(table: "wine_cart_line") { t in
                t.column("employee_id", .integer).notNull().references("wine_employee", onDelete: .cascade)
                t.column("wine_id", .integer).notNull()
                t.column("quantity", .integer).notNull().check { $0 > 0 }
                t.column("position", .integer).notNull()
                t.primaryKey(["employee_id", "wine_id"])
            }
            try db.create(table: "wine_order") { t in
                t.autoIncrementedPrimaryKey("sequence")
                t.column("number", .text).notNull().unique()
                t.column("employee_id", .integer).notNull().indexed().references("wine_employee")
                t.column("placed_at", .double).notNull()
            }
            try db.create(table: "wine_order_line") { t in
                t.column("order_sequence", .integer).notNull().references("wine_order", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("wine_id", .integer).notNull()
                t.column("name", .text).notNull()
                t.column("quantity", .integer).notNull()
                t.primaryKey(["order_sequence", "position"])
            }
        }
        migrator.registerMigration("wine.v2.searchIndexWithCategories") { db in
            // The search index holds each wine's categories beside its name (`c124 c138 …`), so a
            // search within categories is counted by the index alone (1 to 4 ms, where walking
            // 49,000 Red Wines to probe each took 20 to 30). It keeps its own copy of the text and
            // is written by `SQLiteCatalogStore.upsertWines`, a batch at a time in id order,
            // instead of by triggers: the insert trigger made every upsert keep a statement
            // journal, and entries out of id order make FTS5 flush a segment per row.
            try db.execute(sql: """
                DROP TRIGGER wine_product_search_insert;
                DROP TRIGGER wine_product_search_delete;
                DROP TRIGGER wine_product_search_update;
                DROP TABLE wine_product_search;
                CREATE VIRTUAL TABLE wine_product_search USING fts5(
                    name, categories, tokenize='unicode61 remove_diacritics 2'
                );
                """)
            try SQLiteCatalogStore.indexEveryWine(in: db)
        }
        migrator.registerMigration("wine.v3.normalizedKeys") { db in
            // The keys become `normalizedForUniqueness` (NFC, case folded, format characters
            // such as zero-width spaces removed), under which "Müller" typed composed and
            // decomposed, or "Lima" and "Lima" + U+200B, are one name. SQL has no such rule, so
            // the keys are recomputed here in Swift.
            try recomputeKeys(text: "last_name", key: "last_name_key", in: db)
            try recomputeKeys(text: "email", key: "email_key", in: db)
        }
        migrator.registerMigration("wine.v4.employeeLifecycle") { db in
            // A removed employee stays as a row without a name, PIN or email (`removed_at` set,
            // identifiers freed), so their orders keep pointing at something; the orders carry
            // the name they were placed under, and each line its price at the time.
            try db.execute(sql: """
                ALTER TABLE wine_employee ADD COLUMN removed_at REAL;
                ALTER TABLE wine_order ADD COLUMN employee_name TEXT;
                UPDATE wine_order SET employee_name =
                    (SELECT first_name || ' ' || last_name FROM wine_employee WHERE wine_employee.id = wine_order.employee_id);
                ALTER TABLE wine_order_line ADD COLUMN unit_price_cents INTEGER;
                """)
        }
        // The search index finds a category's wines (its category tokens); the four
        // (category, name) indexes only cost every import their upkeep or their building.
        migrator.registerMigration("wine.v5.oneNameIndex") { db in
            try db.execute(sql: """
                DROP INDEX IF EXISTS wine_product_wine_type;
                DROP INDEX IF EXISTS wine_product_varietal;
                DROP INDEX IF EXISTS wine_product_region;
                DROP INDEX IF EXISTS wine_product_appellation;
                """)
        }
        migrator.registerMigration("wine.v6.categoryNameKeys") { db in
            // A `--category` name is looked up by its key (`normalizedForUniqueness`, as
            // employees' names are), so a command reads one category instead of every one.
            try db.execute(sql: """
                ALTER TABLE wine_category ADD COLUMN name_key TEXT;
                CREATE INDEX wine_category_name_key ON wine_category(name_key);
                """)
            let categories = try Row.fetchAll(db, sql: "SELECT id, name FROM wine_category")
            for category in categories {
                let name: String = category["name"]
                try db.execute(sql: "UPDATE wine_category SET name_key = ? WHERE id = ?", arguments: [name.normalizedForUniqueness, category["id"] as Int64])
            }
        }
        migrator.registerMigration("wine.v7.categoryMembers") { db in
            // Each category's wines as a list of ids (`CategoryMemberList`): a search within a
            // category filters the words' matches by it instead of asking FTS5 to intersect the
            // category's entries. Built here for a catalog already imported.
            try db.execute(sql: """
                CREATE TABLE wine_category_member (
                    category_id INTEGER PRIMARY KEY,
                    wine_count INTEGER NOT NULL,
                    ids BLOB NOT NULL
                )
                """)
            try CategoryMemberList.rebuild(in: db)
        }
        migrator.registerMigration("wine.v8.searchWords") { db in
            // The search index holds each wine's words as the Domain cuts and folds them
            // (`CatalogSearch`), one space apart, and the `ascii` tokenizer splits them there
            // alone (keeping every byte beyond ASCII as it is): SQLite matches the words every
            // other store matches. Its own `unicode61` read "napa-merlot" as a phrase, where
            // PostgreSQL read two words.
            try db.execute(sql: """
                DROP TABLE wine_product_search;
                CREATE VIRTUAL TABLE wine_product_search USING fts5(name, categories, tokenize='ascii');
                """)
            try SQLiteCatalogStore.indexEveryWine(in: db)
        }
        migrator.registerMigration("wine.v9.nameOrder") { db in
            // Each wine's position in the name order (`WineNameOrder`): a deep page of the
            // whole catalog is read by its positions instead of walking the name index past
            // every wine before it. Built here for a catalog already imported.
            try db.execute(sql: "CREATE TABLE wine_name_order (position INTEGER PRIMARY KEY, id INTEGER NOT NULL)")
            try WineNameOrder.rebuild(in: db)
        }
    }

    /// Sets each employee's `key` column to the normalised form of its `text` column.
    ///
    /// Two rows the new rule makes equal were both accepted under the old one. Both stay, and
    /// the migration does not fail: a row whose new key another row already holds keeps its old
    /// key (the later row, when the earlier one was migrated first). Failing would leave every
    /// command unable to open the database, and merging or deleting would lose an employee with
    /// a cart and orders; new employees are still refused against either row.
    static func recomputeKeys(text: String, key: String, in db: Database) throws {
        // NB: a pass repeats while it changed something, since a row moving to its new key frees
        // its old one for a row refused earlier in the pass.
        var changed = true
        while changed {
            changed = false
            let rows = try Row.fetchAll(db, sql: "SELECT id, \(text) AS text, \(key) AS key FROM wine_employee WHERE \(text) IS NOT NULL ORDER BY id")
            for row in rows {
                let id: Int64 = row["id"]
                let old: String? = row["key"]
                let new = (row["text"] as String).normalizedForUniqueness
                // NB: bytes, not String ==, which already treats composed and decomposed text as equal.
                guard old.map({ !$0.utf8.elementsEqual(new.utf8) }) ?? true else { continue }
                let taken = try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE \(key) = ? AND id != ?", arguments: [new, id]) == true
                guard !taken else { continue }
                try db.execute(sql: "UPDATE wine_employee SET \(key) = ? WHERE id = ?", arguments: [new, id])
                changed = true
            }
        }
    }
}
