/// Values bound as one PostgreSQL array parameter (`{"1","2",NULL}`), for statements that
/// take many rows at once through `unnest`; the statement casts it (`$2::integer[]`).
struct PostgresArray: PostgresBindable {
    let elements: [String?]

    /// An array of integers.
    init(_ values: [Int?]) { elements = values.map { $0.map(String.init) } }
    /// An array of integers.
    init(_ values: [Int]) { elements = values.map(String.init) }
    /// An array of texts.
    init(texts: [String?]) { elements = texts }

    var postgresText: String {
        // NB: every element quoted, with `"` and `\` escaped, so any text (commas, braces, the
        // word NULL) is one element as given; only a real nil is NULL.
        "{" + elements.map { element in
            guard let element else { return "NULL" }
            return "\"" + element.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }.joined(separator: ",") + "}"
    }
}
