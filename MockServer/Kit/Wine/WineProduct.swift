/// One product of the simulated wine.com catalog: the fields queries look at, and how to write
/// the product's JSON.
struct WineProduct: Sendable {
    /// How the product's JSON is produced.
    enum Body: Sendable {
        /// A recorded product, serialised once at load and split where its label URLs start,
        /// so that the mock's own address can be put there per request.
        case recorded(segments: [[UInt8]])
        /// A generated product, written on demand (a large generated catalog is never held as
        /// JSON in memory).
        case generated(GeneratedWine)
    }

    let id: Int
    let name: String
    /// `name`, lower-cased once for search and sort.
    let lowercasedName: String
    /// Every category id the product belongs to: appellation, region, varietal, wine type,
    /// and their parents from the category map. Sorted.
    let categories: [Int]
    let priceRetail: Double
    let priceMin: Double
    let rating: Int
    /// The vintage year (from `Vintage`, else the year ending the name), 0 when unknown.
    let vintage: Int
    let winery: String
    /// The position in the recordings (or generation order): the "popularity" order.
    let order: Int
    /// The label file names (`108074m.jpg`) the product carries.
    let labelFiles: [String]
    let body: Body

    /// Whether the product is in every one of `required` (sorted or not).
    func isIn(all required: [Int]) -> Bool {
        required.allSatisfy { categoryID in categories.contains(categoryID) }
    }
}

/// The fields a generated product is written from.
struct GeneratedWine: Sendable {
    let winery: String
    let wineryID: Int
    let varietal: (id: Int, name: String)
    let wineType: (id: Int, name: String)
    let appellation: (id: Int, name: String)
    let region: (id: Int, name: String)
    let year: Int
    let hasLabel: Bool
}
