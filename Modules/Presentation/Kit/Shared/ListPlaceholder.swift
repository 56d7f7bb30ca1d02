/// What a list screen shows in place of its rows when it has none, in the one wording every
/// front end uses; a front end adds how to act on it in its own terms (a key, a button).
public struct ListPlaceholder: Equatable, Sendable {
    /// Which situation.
    public enum Kind: Equatable, Sendable {
        /// The rows are being read.
        case loading
        /// The list has no row.
        case empty
        /// Nothing read yet, and an import is filling the list (the Wine catalog).
        case importing
        /// A search or a filter matches no row (the Wine catalog).
        case noMatch
    }

    /// A list's words for its placeholders.
    public struct Wording: Equatable, Sendable {
        /// While the rows are read: "Loading employees…".
        public var loading: String
        /// When there is no row: "No orders yet".
        public var empty: String
        /// The line under the empty text, if any.
        public var emptyDetail: String?

        /// A list's wording.
        public init(loading: String, empty: String, emptyDetail: String? = nil) {
            self.loading = loading
            self.empty = empty
            self.emptyDetail = emptyDetail
        }
    }

    /// Which situation.
    public var kind: Kind
    /// The heading: "No orders yet".
    public var title: String
    /// The line under it, if any.
    public var detail: String?

    /// A placeholder from its parts.
    public init(kind: Kind, title: String, detail: String? = nil) {
        self.kind = kind
        self.title = title
        self.detail = detail
    }
}
