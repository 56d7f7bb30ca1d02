import Domain
import Foundation

/// What a recorded wine.com product says about one wine, read from the recording's JSON with
/// Foundation: what the client's `Wine` must hold after decoding the same product.
struct RecordedWine: Equatable, CustomStringConvertible {
    let id: Int
    /// `Name`, trimmed (the PROXY recordings have double spaces inside, kept, and none outside).
    let name: String
    /// `PriceRetail`, `PriceMin`, `PriceMax` in cents; 0 (no price) is nil.
    let priceRetail: Money?
    let priceMin: Money?
    let priceMax: Money?
    /// The file name of the label the kiosk shows: the large one, else the first with a URL.
    let labelFile: String?
    /// Whether `Description` has text.
    let hasDescription: Bool
    /// `Type`.
    let type: String?

    var description: String { "\(id) \(name)" }

    /// The product of a `Products.List` entry.
    init?(product: [String: Any]) {
        guard let id = product["Id"] as? Int, let name = product["Name"] as? String else { return nil }
        self.id = id
        self.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        func money(_ key: String) -> Money? {
            guard let number = product[key] as? NSNumber, number.doubleValue > 0 else { return nil }
            return Money(cents: Int((number.doubleValue * 100).rounded()))
        }
        priceRetail = money("PriceRetail")
        priceMin = money("PriceMin")
        priceMax = money("PriceMax")
        let labels = (product["Labels"] as? [[String: Any]] ?? []).filter { !(($0["Url"] as? String) ?? "").isEmpty }
        let label = labels.first { ($0["Name"] as? String)?.lowercased() == "large" } ?? labels.first
        labelFile = (label?["Url"] as? String).flatMap { URL(string: $0)?.lastPathComponent }
        hasDescription = !((product["Description"] as? String) ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        let type = (product["Type"] as? String) ?? ""
        self.type = type.isEmpty ? nil : type
    }

    /// The same facts, as the client decoded them.
    init(_ wine: Wine) {
        id = wine.id
        name = wine.name
        priceRetail = wine.priceRetail
        priceMin = wine.priceMin
        priceMax = wine.priceMax
        labelFile = wine.labelURL.flatMap { URL(string: $0)?.lastPathComponent }
        hasDescription = !wine.description.isEmpty
        type = wine.type
    }

    /// The products of a recorded `catalog` response, in order.
    static func list(in recording: RecordedInteraction) throws -> [RecordedWine] {
        let document = try recording.responseJSON() as? [String: Any]
        let list = (document?["Products"] as? [String: Any])?["List"] as? [[String: Any]] ?? []
        return list.compactMap(RecordedWine.init(product:))
    }

    /// The recorded `Products.Total`.
    static func total(in recording: RecordedInteraction) throws -> Int? {
        let document = try recording.responseJSON() as? [String: Any]
        return (document?["Products"] as? [String: Any])?["Total"] as? Int
    }
}
