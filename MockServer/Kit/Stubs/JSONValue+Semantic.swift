extension JSONValue {
    /// Equal as JSON values: object members in any order, numbers by value (`1` is `1.0`).
    func semanticallyEquals(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a == b || (Double(a) != nil && Double(a) == Double(b))
        case let (.array(a), .array(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.semanticallyEquals($1) }
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { member in other[member.key].map { member.value.semanticallyEquals($0) } ?? false }
        default: return false
        }
    }
}
