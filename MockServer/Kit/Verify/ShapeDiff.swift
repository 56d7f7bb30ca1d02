/// Compares the shapes of two JSON documents: which fields exist and what type each holds,
/// not the values (ids, counts and timestamps legitimately differ between runs).
enum ShapeDiff {
    /// The differences of `live` from `recorded`, as (kind, path, detail).
    static func compare(_ recorded: JSONValue, _ live: JSONValue, path: String = "$") -> [(Drift.Kind, String, String)] {
        switch (recorded, live) {
        case (.object(let old), .object(let new)):
            var drifts: [(Drift.Kind, String, String)] = []
            let newKeys = Dictionary(new.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            let oldKeys = Dictionary(old.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            for member in old where newKeys[member.key] == nil {
                drifts.append((.fieldRemoved, "\(path).\(member.key)", "recorded as \(member.value.typeName), missing now"))
            }
            for member in new where oldKeys[member.key] == nil {
                drifts.append((.fieldAdded, "\(path).\(member.key)", "new \(member.value.typeName)"))
            }
            var seen: Set<String> = []
            for member in old where !seen.contains(member.key) {
                seen.insert(member.key)
                if let value = newKeys[member.key] { drifts += compare(member.value, value, path: "\(path).\(member.key)") }
            }
            return drifts
        case (.array(let old), .array(let new)):
            var drifts: [(Drift.Kind, String, String)] = []
            for index in 0..<min(old.count, new.count) {
                drifts += compare(old[index], new[index], path: "\(path)[\(index)]")
            }
            return drifts
        default:
            // null stands for "no value" in these APIs: a field recorded as null that now has a
            // value (or the reverse) is not a change of type.
            if recorded.typeName == live.typeName || recorded == .null || live == .null { return [] }
            return [(.typeChanged, path, "\(recorded.typeName) → \(live.typeName)")]
        }
    }
}
