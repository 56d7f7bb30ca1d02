import Domain

/// One counter as the Counters API sends it: `{"id": "mwr5okd1", "title": "Coffee", "count": 1}`.
///
/// The real server stores whatever it was given: a create without a title has no `title` key,
/// a numeric title stays a number (`"title": 42`). Both decode; any other title shape is read as
/// no title rather than failing the whole list. An id or count of the wrong type fails, naming
/// its path.
public struct CounterDTO: Decodable, Equatable, Sendable {
    /// The server's id.
    public let id: String
    /// The title, if it has one.
    public let title: String?
    /// The count.
    public let count: Int

    private enum CodingKeys: String, CodingKey { case id, title, count }

    init(id: String, title: String?, count: Int) {
        self.id = id
        self.title = title
        self.count = count
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        count = try container.decode(Int.self, forKey: .count)
        if let text = try? container.decodeIfPresent(String.self, forKey: .title) {
            title = text
        } else if let number = try? container.decodeIfPresent(Int.self, forKey: .title) {
            title = String(number)
        } else if let number = try? container.decodeIfPresent(Double.self, forKey: .title) {
            title = String(number)
        } else {
            title = nil
        }
    }

    /// The Domain value.
    var counter: Counter { Counter(id: CounterID(id), title: title, count: count) }
}
