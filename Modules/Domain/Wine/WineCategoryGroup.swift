/// The kinds of category a wine is filtered by, with the wine.com category ids the
/// `categorymap` endpoint uses for them (`show=(4+5+1+6)`).
public enum WineCategoryGroup: Int, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// Red, white, rosé, sparkling…
    case wineType = 4
    /// Merlot, Pinot Noir…
    case varietal = 5
    /// California, France - Bordeaux…
    case region = 1
    /// Napa Valley, Rioja…
    case appellation = 6

    /// The name a person reads.
    public var description: String {
        switch self {
        case .wineType: return "Wine Type"
        case .varietal: return "Varietal"
        case .region: return "Region"
        case .appellation: return "Appellation"
        }
    }
}
