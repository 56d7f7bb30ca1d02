/// What the error page shows.
struct ErrorView: Sendable {
    /// The heading.
    var title: String
    /// What happened and what to do.
    var message: String
}
