/// A product of the wine catalog, as stored in the local database.
///
/// Only `id` and `name` are always there: the API leaves the label, description, vintage,
/// varietal, appellation, vineyard and prices out (or empty) often enough that each is
/// optional, and `description` is usually empty.
public struct Wine: Identifiable, Equatable, Sendable, Codable {
    /// The wine.com product id.
    public let id: Int
    /// The name, such as "Duckhorn Napa Merlot 2008".
    public var name: String
    /// The label image (largest available), if the product has one.
    public var labelURL: String?
    /// The description as the API gives it (may contain HTML); empty when there is none.
    public var description: String
    /// The product type: "Wine", "WineSet"…
    public var type: String?
    /// The vintage year as text, if known.
    public var vintage: String?
    /// The varietal, if known.
    public var varietal: WineCategory?
    /// The wine type (red, white…), if known.
    public var wineType: WineCategory?
    /// The appellation, if known.
    public var appellation: WineCategory?
    /// The region, if known.
    public var region: WineCategory?
    /// The vineyard (winery) name, if known.
    public var vineyard: String?
    /// The lowest price, if the API gave one above zero.
    public var priceMin: Money?
    /// The highest price, if the API gave one above zero.
    public var priceMax: Money?
    /// The retail price, if the API gave one above zero.
    public var priceRetail: Money?

    /// A wine; everything but the id and name may be missing.
    public init(
        id: Int, name: String, labelURL: String? = nil, description: String = "", type: String? = nil,
        vintage: String? = nil, varietal: WineCategory? = nil, wineType: WineCategory? = nil,
        appellation: WineCategory? = nil, region: WineCategory? = nil, vineyard: String? = nil,
        priceMin: Money? = nil, priceMax: Money? = nil, priceRetail: Money? = nil
    ) {
        self.id = id
        self.name = name
        self.labelURL = labelURL
        self.description = description
        self.type = type
        self.vintage = vintage
        self.varietal = varietal
        self.wineType = wineType
        self.appellation = appellation
        self.region = region
        self.vineyard = vineyard
        self.priceMin = priceMin
        self.priceMax = priceMax
        self.priceRetail = priceRetail
    }

    /// The ids of every category the wine belongs to, for filtering.
    public var categoryIDs: [Int] {
        [wineType, varietal, region, appellation].compactMap { $0?.id }
    }

    /// The price to show: retail, else the lowest.
    public var price: Money? { priceRetail ?? priceMin }

    /// The text the detail screen shows when the API gave no description.
    public static let descriptionPlaceholder = "No description available for this wine yet."

    /// The description as plain text (HTML tags removed, common entities decoded), or the
    /// placeholder when there is none.
    public var displayDescription: String {
        let plain = HTMLText.plain(description)
        return plain.isEmpty ? Self.descriptionPlaceholder : plain
    }
}
