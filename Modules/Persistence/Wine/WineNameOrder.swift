import GRDB

/// Each wine's place in the catalog's name order (`wine_name_order`: position 0 is the first
/// wine A→Z, by `name COLLATE NOCASE` then id), so that a page of the whole catalog is found by
/// its positions, however deep, instead of walking the name index past every wine before it.
///
/// Z→A is the same order backwards (no two wines share a name and an id), so one list serves
/// both sorts: a Z→A page at `offset` holds the A→Z positions `count − offset − limit` up to
/// `count − offset`, read backwards.
///
/// The list is derived data, as `CategoryMemberList` is: `upsertWines` deletes it in its
/// transaction, `importFinished` builds it again in its own, and a browse that finds no list
/// for every wine walks the name index as before.
enum WineNameOrder {
    /// Builds the list again from `wine_product`.
    static func rebuild(in db: Database) throws {
        try invalidate(in: db)
        try db.execute(sql: """
            INSERT INTO wine_name_order (position, id)
            SELECT row_number() OVER (ORDER BY name COLLATE NOCASE, id) - 1, id FROM wine_product
            """)
    }

    /// Deletes the list (the catalog is changing): until `rebuild(in:)`, pages are walked.
    static func invalidate(in db: Database) throws {
        try db.execute(sql: "DELETE FROM wine_name_order")
    }

    /// The ids of the page at `offset` (`limit` wines) of a catalog of `count` wines, in the
    /// order of `descending`, or nil when the list does not hold every wine (being rebuilt).
    static func page(offset: Int, limit: Int, descending: Bool, of count: Int, _ db: Database) throws -> [Int]? {
        // NB: bounds no page has (a query not validated) are read as before, by OFFSET.
        guard let range = positions(offset: offset, limit: limit, descending: descending, of: count) else { return nil }
        var last = try RawStatement("SELECT max(position) FROM wine_name_order", in: db)
        var listed = 0
        try last.forEachRow { row in
            listed = (row.int(0) ?? -1) + 1
            return false
        }
        guard listed == count, count > 0 else { return nil }
        var ids: [Int] = []
        guard !range.isEmpty else { return ids }
        var statement = try RawStatement(
            "SELECT id FROM wine_name_order WHERE position >= ? AND position < ? ORDER BY position \(descending ? "DESC" : "ASC")", in: db
        )
        statement.bind(range.lowerBound)
        statement.bind(range.upperBound)
        try statement.forEachInteger { id in
            ids.append(id)
            return true
        }
        return ids
    }

    /// The positions (A→Z) of the page at `offset` (`limit` wines) of `count` wines in the order
    /// of `descending`; nil for a negative offset or a limit below 1.
    static func positions(offset: Int, limit: Int, descending: Bool, of count: Int) -> Range<Int>? {
        guard offset >= 0, limit >= 1 else { return nil }
        guard offset < count else { return 0..<0 }
        let size = min(limit, count - offset)
        return descending ? count - offset - size..<count - offset : offset..<offset + size
    }
}
