extension PostgresDatabase {
    /// Where the server's write-ahead log stands (its last replayed position on a standby): it
    /// moves whenever a transaction commits there, whichever kiosk ran it. One cheap statement,
    /// to tell whether anything changed since the last look.
    ///
    /// NB: the insert position, not the write position, which waits for the WAL writer when
    /// commits are asynchronous (`synchronous_commit = off`).
    public func writePosition() throws -> String {
        try transaction(readOnly: true) { connection in
            try connection.execute(
                "SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_insert_lsn() END)::text AS position"
            )[0].string("position")
        }
    }
}
