import GRDB

/// The Counters tables: the last server list, the queue of pending changes, and the queue's
/// bookkeeping (one row).
enum CountersMigrations {
    static func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("counters.v1.queue") { db in
            // The server's list as last received, in its order.
            try db.create(table: "counter_snapshot") { t in
                t.primaryKey("id", .text)
                t.column("position", .integer).notNull()
                t.column("title", .text)
                t.column("count", .integer).notNull()
            }
            // The pending changes; `position` orders them (repairs go before the head).
            try db.create(table: "counter_op") { t in
                t.primaryKey("sequence", .integer)
                t.column("position", .integer).notNull().indexed()
                t.column("kind", .text).notNull()
                    .check { ["create", "increment", "decrement", "delete"].contains($0) }
                t.column("counter_id", .text).notNull()
                t.column("title", .text)
                t.column("target_count", .integer).notNull()
            }
            // `generation` changes with every write, so a process can tell whether its cached
            // copy is still the stored one.
            try db.create(table: "counter_queue") { t in
                t.primaryKey("id", .integer).check { $0 == 1 }
                t.column("in_flight", .integer)
                t.column("next_sequence", .integer).notNull()
                t.column("last_synced", .double)
                t.column("last_create_answered", .double)
                t.column("generation", .integer).notNull()
            }
            try db.execute(sql: "INSERT INTO counter_queue (id, in_flight, next_sequence, last_synced, generation) VALUES (1, NULL, 1, NULL, 0)")
        }
        migrator.registerMigration("counters.v2.assigned-ids") { db in
            // The id the server gave each counter created offline, by its temporary id, so a
            // temporary id printed before a sync still names the counter after it.
            try db.create(table: "counter_assigned_id") { t in
                t.primaryKey("temporary_id", .text)
                t.column("id", .text).notNull()
            }
        }
    }
}
