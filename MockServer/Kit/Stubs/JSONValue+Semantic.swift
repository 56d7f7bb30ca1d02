extension JSONValue {
    /// Equal as JSON values: object members in any order (a name given twice by its last value),
    /// numbers by value (`1` is `1.0`).
    func semanticallyEquals(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a == b || (Double(a) != nil && Double(a) == Double(b))
        case let (.array(a), .array(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.semanticallyEquals($1) }
        case let (.object(a), .object(b)):
            // NB: a name given twice means its last value, as JSON.parse and JSONDecoder read
            // it (comparing every member to the first of its name, the fuzzer found two objects
            // with one duplicate unequal to themselves with their keys sorted).
            let left = Dictionary(a.map { ($0.key, $0.value) }) { _, last in last }
            let right = Dictionary(b.map { ($0.key, $0.value) }) { _, last in last }
            guard left.count == right.count else { return false }
            return left.allSatisfy { key, value in right[key].map { value.semanticallyEquals($0) } ?? false }
        default: return false
        }
    }
}
