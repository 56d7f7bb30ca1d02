/// The red banner of an app whose API cannot be reached, with a form that retries.
struct Banner: Sendable, Equatable {
    /// "Offline · 2 changes pending · can't reach the Counters server".
    var message: String
    /// Where the retry form posts.
    var retryAction: String
    /// Hidden fields the retry form carries besides `_csrf` (the search, say).
    var fields: [HiddenField] = []
}

/// A hidden form field.
struct HiddenField: Sendable, Equatable {
    /// The field's name.
    var name: String
    /// Its value.
    var value: String
}
