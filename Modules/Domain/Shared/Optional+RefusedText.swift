extension Optional where Wrapped == String {
    /// A typed or posted text as a rule's message quotes what it refused: `"x"`, or `nothing`
    /// when no text came.
    var refusedText: String { map { "\"\($0)\"" } ?? "nothing" }
}
