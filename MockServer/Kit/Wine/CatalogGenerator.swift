/// Generates catalog products in the recorded schema, deterministic from a seed, for scale
/// tests (`--catalog-size N`). Categories come from the recorded category map so that filters
/// find generated products too. About one in ten has no label, as on wine.com.
struct CatalogGenerator {
    private var random: SeededRandom
    private let varietals: [(id: Int, name: String, wineType: (id: Int, name: String))]
    private let appellations: [(id: Int, name: String, region: (id: Int, name: String))]

    private static let syllables = ["Bel", "Cas", "Dor", "Mont", "Val", "Ros", "Ter", "Vin", "Lar", "Sol", "Mar", "Cor", "Fen", "Gal", "Ver"]
    private static let suffixes = ["Estate", "Cellars", "Vineyards", "Winery", "Domaine", "Family Wines"]

    init(seed: UInt64, categories: [WineCatalog.Category], parents: [Int: [Int]]) {
        random = SeededRandom(seed: seed)
        func names(_ categoryID: Int) -> [Int: String] {
            var result: [Int: String] = [:]
            for refinement in categories.first(where: { $0.id == categoryID })?.refinements ?? [] {
                result[refinement.id] = refinement.value["Name"]?.stringValue ?? ""
            }
            return result
        }
        let wineTypes = names(4), regions = names(1)
        varietals = names(5).sorted { $0.key < $1.key }.map { id, name in
            let typeID = parents[id]?.first { wineTypes[$0] != nil } ?? 124
            return (id, name, (typeID, wineTypes[typeID] ?? "Red Wine"))
        }
        appellations = names(6).sorted { $0.key < $1.key }.map { id, name in
            let regionID = parents[id]?.first { regions[$0] != nil } ?? 101
            return (id, name, (regionID, regions[regionID] ?? "California"))
        }
    }

    /// The next product.
    mutating func product(id: Int, order: Int) -> WineProduct {
        let varietal = varietals.isEmpty ? (id: 138, name: "Merlot", wineType: (id: 124, name: "Red Wine")) : varietals[random.next(below: varietals.count)]
        let appellation = appellations.isEmpty ? (id: 2398, name: "Napa Valley", region: (id: 101, name: "California")) : appellations[random.next(below: appellations.count)]
        let wineryIndex = random.next(below: 4000)
        let winery = Self.syllables[wineryIndex % Self.syllables.count] + Self.syllables[(wineryIndex / 15) % Self.syllables.count].lowercased()
            + " " + Self.suffixes[(wineryIndex / 225) % Self.suffixes.count]
        let year = 1990 + random.next(below: 30)
        let cents = 799 + random.next(below: 20_000)
        let rating = random.next(below: 3) == 0 ? 0 : 82 + random.next(below: 18)
        let hasLabel = random.next(below: 10) != 0
        let name = "\(winery) \(varietal.name) \(year)"
        let wine = GeneratedWine(
            winery: winery, wineryID: 50_000 + wineryIndex, varietal: (varietal.id, varietal.name), wineType: varietal.wineType,
            appellation: (appellation.id, appellation.name), region: appellation.region, year: year, hasLabel: hasLabel
        )
        let price = Double(cents) / 100
        return WineProduct(
            id: id,
            name: name,
            lowercasedName: name.lowercased(),
            categories: Array(Set([varietal.id, varietal.wineType.id, appellation.id, appellation.region.id])).sorted(),
            priceRetail: price,
            priceMin: (price * 0.85 * 100).rounded() / 100,
            rating: rating,
            vintage: year,
            winery: winery,
            order: order,
            labelFiles: hasLabel ? ["\(id)m.jpg"] : [],
            body: .generated(wine)
        )
    }

    /// The JSON of a generated product in wine.com's raw form (key order, `\/`, 4-decimal
    /// prices), with its label (if any) under `labelBase`.
    static func write(_ product: WineProduct, _ wine: GeneratedWine, labelBase: [UInt8], into out: inout [UInt8]) {
        func string(_ text: String) -> String {
            var bytes: [UInt8] = []
            JSONWriter.writeString(text, style: .aspNet, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        func price(_ value: Double) -> String {
            let cents = Int((value * 100).rounded())
            return "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)00"
        }
        let slug = product.name.replacingOccurrences(of: " ", with: "-")
        let page = "http:\\/\\/www.wine.com\\/V6\\/\(slug)\\/wine\\/\(product.id)\\/detail.aspx"
        let map = "http:\\/\\/www.wine.com\\/v6\\/aboutwine\\/mapof.aspx?winery=\(wine.wineryID)"
        var labels = "[]"
        if wine.hasLabel {
            labels = #"[{"Id":"\#(product.id)m","Name":"thumbnail","Url":""# + String(decoding: labelBase, as: UTF8.self) + #"\/labels\/\#(product.id)m.jpg"}]"#
        }
        let text = """
        {"Id":\(product.id),"Name":\(string(product.name)),"Url":"\(page)",\
        "Appellation":{"Id":\(wine.appellation.id),"Name":\(string(wine.appellation.name)),"Url":"","Region":{"Id":\(wine.region.id),"Name":\(string(wine.region.name)),"Url":"","Area":null}},\
        "Labels":\(labels),"Type":"Wine",\
        "Varietal":{"Id":\(wine.varietal.id),"Name":\(string(wine.varietal.name)),"Url":"","WineType":{"Id":\(wine.wineType.id),"Name":\(string(wine.wineType.name)),"Url":""}},\
        "Vineyard":{"Id":\(wine.wineryID),"Name":\(string(wine.winery)),"Url":"","ImageUrl":"","GeoLocation":{"Latitude":-360,"Longitude":-360,"Url":"\(map)"}},\
        "Vintage":"","Community":{"Reviews":{"HighestScore":0,"List":[],"Url":"\(page)?pageType=reviews"},"Url":"\(page)"},\
        "Description":"","GeoLocation":{"Latitude":-360,"Longitude":-360,"Url":"\(map)"},\
        "PriceMax":\(price(product.priceRetail * 1.1)),"PriceMin":\(price(product.priceMin)),"PriceRetail":\(price(product.priceRetail)),\
        "ProductAttributes":[],"Ratings":{"HighestScore":\(product.rating),"List":[]},"Retail":null,"Vintages":{"List":[]}}
        """
        out.append(contentsOf: text.utf8)
    }
}
