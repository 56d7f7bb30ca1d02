/// A named count, as the Counters API keeps it.
///
/// The real server accepts a create without a title (the counter then has no `title` key) and
/// has no floor, so `title` is optional and `count` may be negative.
public struct Counter: Equatable, Hashable, Sendable, Identifiable, Codable {
    /// The server's id, or a temporary one until the server has assigned it.
    public var id: CounterID
    /// The name, if the counter has one.
    public var title: String?
    /// The count; may be negative.
    public var count: Int

    /// A counter.
    public init(id: CounterID, title: String?, count: Int = 0) {
        self.id = id
        self.title = title
        self.count = count
    }

    /// The name to show a person: the title, or "Untitled" when there is none (or it is blank).
    /// Control characters a server may have stored (escape sequences, newlines) show as "?" so
    /// they can never drive the terminal.
    public var displayTitle: String {
        guard let title, !title.trimmingCharacters(in: .whitespaces).isEmpty else { return "Untitled" }
        guard title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return title }
        return String(String.UnicodeScalarView(title.unicodeScalars.map {
            $0.properties.generalCategory == .control ? "?" : $0
        }))
    }

    /// One line of shared text: `5 × Cups of coffee`.
    public var shareLine: String { "\(count) × \(displayTitle)" }
}
