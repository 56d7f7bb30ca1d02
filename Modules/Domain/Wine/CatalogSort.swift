/// The orders the catalog can be listed in.
///
/// By name without case, as every engine compares it: ASCII letters folded, then byte by byte
/// (UTF-8), then by id; Z→A reverses the whole order, ids included. (SQLite's `NOCASE`;
/// PostgreSQL's `lower(name COLLATE "C")`, which folds ASCII alone whatever the server's locale.)
public enum CatalogSort: String, CaseIterable, Sendable, Codable {
    /// Name A→Z (the default).
    case nameAscending = "name"
    /// Name Z→A.
    case nameDescending = "-name"

    /// The other direction.
    public var toggled: CatalogSort { self == .nameAscending ? .nameDescending : .nameAscending }

    /// Whether the wine named `lhsName` with id `lhsID` comes before the other in this order.
    public func precedes(_ lhsName: String, _ lhsID: Int, _ rhsName: String, _ rhsID: Int) -> Bool {
        var lhs = lhsName.utf8.makeIterator()
        var rhs = rhsName.utf8.makeIterator()
        var ascending: Bool?
        while ascending == nil {
            switch (lhs.next().map(Self.folded), rhs.next().map(Self.folded)) {
            case (nil, nil):
                guard lhsID != rhsID else { return false }
                ascending = lhsID < rhsID
            case (nil, _): ascending = true
            case (_, nil): ascending = false
            case let (left?, right?) where left != right: ascending = left < right
            default: continue
            }
        }
        return self == .nameAscending ? ascending! : !ascending!
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
