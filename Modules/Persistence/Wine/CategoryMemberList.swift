import GRDB
import GRDBSQLite

/// The ids of one category's wines, ascending, as `wine_category_member` stores them: the first
/// id zigzag-encoded, then each gap to the next, as LEB128 varints (a byte for most gaps of a
/// 100,000-wine catalog: 49 KB for the 48,913 Red Wines).
///
/// Why: a search within a category asked FTS5 for `name:"cellars"* AND categories:"c124"`,
/// and FTS5 walks both terms' entries to intersect them: asking for the words alone and
/// filtering their matches by this list is quicker than the intersection. A category browsed
/// without words was counted in FTS5 entry by entry; its list holds the count. The lists are
/// derived data: `upsertWines` deletes them all in its transaction, `importFinished` builds
/// them again in its own, and a browse that finds a category without a list asks FTS5 as
/// before.
struct CategoryMemberList {
    /// The encoded ids.
    let bytes: [UInt8]
    /// How many ids it holds.
    let count: Int

    /// A list as stored: `bytes` holding `count` ids.
    init(bytes: [UInt8], count: Int) {
        self.bytes = bytes
        self.count = count
    }

    /// The list of `ascending` ids (strictly increasing; an id not above the one before it is
    /// left out).
    init(ascending ids: [Int]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(ids.count + 8)
        var previous: Int?
        var count = 0
        for id in ids {
            if let previous {
                // NB: an id out of order is left out rather than trapped on: the list must
                // stay ascending, and the callers hand over ids from `ORDER BY id`.
                guard id > previous else { continue }
                Self.append(UInt64(bitPattern: Int64(id &- previous)), to: &bytes)
            } else {
                // NB: zigzag, so a negative first id (no API sends one, but nothing forbids it)
                // takes as few bytes as its magnitude.
                Self.append(UInt64(bitPattern: Int64((id << 1) ^ (id >> 63))), to: &bytes)
            }
            previous = id
            count += 1
        }
        self.bytes = bytes
        self.count = count
    }

    /// The ids, ascending.
    var ids: [Int] {
        var ids: [Int] = []
        // NB: every id takes a byte at least, whatever a damaged row's count says.
        ids.reserveCapacity(min(count, bytes.count))
        bytes.withUnsafeBytes { encoded in
            var reader = Reader(encoded)
            while let id = reader.next() { ids.append(id) }
        }
        return ids
    }

    /// Keeps of `ascending` (strictly increasing ids) those the encoded list `encoded` holds,
    /// in one merge of the two.
    static func filter(_ ascending: inout [Int], by encoded: UnsafeRawBufferPointer) {
        var kept = 0
        ascending.withUnsafeMutableBufferPointer { ids in
            var reader = Reader(encoded)
            var index = 0
            while index < ids.count, let member = reader.next() {
                while index < ids.count, ids[index] < member { index += 1 }
                if index < ids.count, ids[index] == member {
                    ids[kept] = member
                    kept += 1
                    index += 1
                }
            }
        }
        ascending.removeLast(ascending.count - kept)
    }

    /// Reads an encoded list's ids one by one, ascending. A damaged list (a varint cut short or
    /// too long) ends where the damage starts.
    struct Reader {
        private let encoded: UnsafeRawBufferPointer
        private var offset = 0
        private var current = 0
        private var started = false

        /// A reader of `encoded`, which must outlive it.
        init(_ encoded: UnsafeRawBufferPointer) { self.encoded = encoded }

        /// The next id, or nil at the end.
        @inline(__always)
        mutating func next() -> Int? {
            guard offset < encoded.count else { return nil }
            var byte = encoded[offset]
            offset += 1
            var value = UInt64(byte & 0x7F)
            // NB: most gaps take one byte: the loop is for the rest.
            var shift: UInt64 = 7
            while byte & 0x80 != 0 {
                guard offset < encoded.count, shift < 64 else {
                    offset = encoded.count
                    return nil
                }
                byte = encoded[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                shift += 7
            }
            if started {
                current &+= Int(truncatingIfNeeded: value)
            } else {
                // NB: zigzag's logical shift, on the unsigned value.
                current = Int(Int64(bitPattern: value >> 1)) ^ -Int(value & 1)
                started = true
            }
            return current
        }
    }

    /// Appends `value` as a LEB128 varint.
    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}

extension CategoryMemberList {
    /// Replaces every list with one built from `wine_product`'s category columns: a list for
    /// each category a wine is in, and an empty one for each other category `wine_category`
    /// holds, so a category without a list means the lists are stale, never that it is empty.
    ///
    /// NB: nearly all of its time is SQLite stepping through the table's rows, as a `sum` over
    /// the same columns in `sqlite3` does.
    static func rebuild(in db: Database) throws {
        var members: [Int: [Int]] = [:]
        var rows = try RawStatement(
            "SELECT id, wine_type_id, varietal_id, region_id, appellation_id FROM wine_product ORDER BY id", in: db
        )
        try rows.forEachRow { row in
            guard let id = row.int(0) else { return true }
            for column in Int32(1)...4 {
                guard let category = row.int(column) else { continue }
                // NB: a wine whose category id appears in two groups is listed once.
                if members[category]?.last != id { members[category, default: []].append(id) }
            }
            return true
        }
        var categories = try RawStatement("SELECT id FROM wine_category", in: db)
        try categories.forEachInteger { id in
            if members[id] == nil { members[id] = [] }
            return true
        }
        try invalidate(in: db)
        var insert = try RawStatement("INSERT INTO wine_category_member (category_id, wine_count, ids) VALUES (?, ?, ?)", in: db)
        for (category, ids) in members {
            let list = CategoryMemberList(ascending: ids)
            insert.bind(category)
            insert.bind(list.count)
            insert.bind(blob: list.bytes)
            try insert.run()
        }
    }

    /// Deletes every list (the catalog is changing): until `rebuild(in:)`, browsing asks FTS5.
    static func invalidate(in db: Database) throws {
        try db.execute(sql: "DELETE FROM wine_category_member")
    }
}
