import Foundation
import Synchronization

/// The simulated wine.com catalog: the recorded products (and any generated ones) with the
/// indexes queries need, and the recorded category map.
///
/// Queries never copy the catalog: they walk a cached order (one index array per sort key
/// and direction) and write only the requested page.
final class WineCatalog: Sendable {
    /// A sort key of `sort=key|direction`.
    enum SortKey: String, Sendable, CaseIterable {
        case popularity, rating, vintage, winery, name, price, saving, justin
    }

    /// The catalog's categories: the recorded category map (`Fixtures/wine/categorymap-wine`).
    struct Category: Sendable {
        let id: Int
        let name: String
        /// Refinements as recorded, each with its id.
        let refinements: [(id: Int, value: JSONValue)]
    }

    /// Recorded JSON objects use this token where the label base URL goes.
    static let labelBaseToken = Array("@@KIOSK-LABEL-BASE@@".utf8)

    let products: [WineProduct]
    let categories: [Category]
    private let positionsByID: [Int: Int]
    private let labelFiles: Set<String>
    private let orders = Mutex<[String: [Int32]]>([:])

    init(products: [WineProduct], categories: [Category]) {
        self.products = products
        self.categories = categories
        var positions: [Int: Int] = [:]
        var labels: Set<String> = []
        for (position, product) in products.enumerated() {
            if positions[product.id] == nil { positions[product.id] = position }
            if case .recorded = product.body { labels.formUnion(product.labelFiles) }
        }
        self.positionsByID = positions
        self.labelFiles = labels
    }

    /// The product with `id`.
    func product(id: Int) -> WineProduct? {
        positionsByID[id].map { products[$0] }
    }

    /// Whether `/labels/<file>` belongs to a product (generated labels are `<id>m.jpg`).
    func hasLabel(_ file: String) -> Bool {
        if labelFiles.contains(file) { return true }
        guard file.hasSuffix("m.jpg"), let id = Int(file.dropLast("m.jpg".count)), let product = product(id: id) else { return false }
        return product.labelFiles.contains(file)
    }

    /// Product positions in the order of `key` and `ascending` (ties keep recorded order).
    func order(_ key: SortKey, ascending: Bool) -> [Int32] {
        let cacheKey = "\(key.rawValue)|\(ascending)"
        if let cached = orders.withLock({ $0[cacheKey] }) { return cached }
        let products = self.products
        var positions = (0..<Int32(products.count)).map { $0 }
        func less(_ a: WineProduct, _ b: WineProduct) -> Bool? {
            switch key {
            case .popularity: return nil
            case .name: return a.lowercasedName == b.lowercasedName ? nil : a.lowercasedName < b.lowercasedName
            case .winery: return a.winery == b.winery ? nil : a.winery.lowercased() < b.winery.lowercased()
            case .rating: return a.rating == b.rating ? nil : a.rating < b.rating
            case .vintage: return a.vintage == b.vintage ? nil : a.vintage < b.vintage
            case .price: return a.priceRetail == b.priceRetail ? nil : a.priceRetail < b.priceRetail
            case .saving:
                let savingA = a.priceRetail - a.priceMin, savingB = b.priceRetail - b.priceMin
                return savingA == savingB ? nil : savingA < savingB
            case .justin: return a.id == b.id ? nil : a.id < b.id
            }
        }
        positions.sort { left, right in
            let a = products[Int(left)], b = products[Int(right)]
            if let result = less(a, b) { return ascending ? result : !result }
            return left < right
        }
        orders.withLock { $0[cacheKey] = positions }
        return positions
    }

    // MARK: - Loading

    /// Why the wine fixtures cannot be used.
    struct LoadFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Loads the products of every recorded catalog response in `fixtures` (first recording of
    /// an id wins), the extra products in `<root>/wine/data/product-*.json`, the category map,
    /// and `generatedCount` generated products.
    static func load(fixtures: [Fixture], root: URL, generatedCount: Int, seed: UInt64) throws -> WineCatalog {
        let parents = loadParents(root.appendingPathComponent("wine/data/categorymap-parents.json"))
        var objects: [JSONValue] = []
        for fixture in fixtures where fixture.api == "wine" && fixture.request.path.lowercased().hasSuffix("/catalog") {
            guard let document = try? JSONParser.parse(fixture.response.body) else {
                throw LoadFailure(description: "\(fixture.name): the response body is not JSON")
            }
            objects += document["Products"]?["List"]?.arrayValue ?? []
        }
        let dataFolder = root.appendingPathComponent("wine/data")
        let extras = ((try? FileManager.default.contentsOfDirectory(atPath: dataFolder.path)) ?? []).filter { $0.hasPrefix("product-") && $0.hasSuffix(".json") }.sorted()
        for file in extras {
            if let data = FileManager.default.contents(atPath: dataFolder.appendingPathComponent(file).path), let product = try? JSONParser.parse(Array(data)) {
                objects.append(product)
            }
        }
        var products: [WineProduct] = []
        var seen: Set<Int> = []
        for object in objects {
            guard let id = object["Id"]?.intValue, !seen.contains(id) else { continue }
            seen.insert(id)
            products.append(recordedProduct(object, id: id, order: products.count, parents: parents))
        }
        var categories: [Category] = []
        if let map = fixtures.first(where: { $0.name == "wine/categorymap-wine" }), let document = try? JSONParser.parse(map.response.body) {
            for category in document["Categories"]?.arrayValue ?? [] {
                guard let id = category["Id"]?.intValue else { continue }
                let refinements = (category["Refinements"]?.arrayValue ?? []).compactMap { refinement in
                    refinement["Id"]?.intValue.map { (id: $0, value: refinement) }
                }
                categories.append(Category(id: id, name: category["Name"]?.stringValue ?? "", refinements: refinements))
            }
        }
        if generatedCount > 0 {
            var generator = CatalogGenerator(seed: seed, categories: categories, parents: parents)
            let firstID = (products.map(\.id).max() ?? 0) + 1_000_000
            for index in 0..<generatedCount {
                products.append(generator.product(id: firstID + index, order: products.count))
            }
        }
        return WineCatalog(products: products, categories: categories)
    }

    /// Parent ids from the derived category map: varietal → wine types, appellation → regions.
    static func loadParents(_ file: URL) -> [Int: [Int]] {
        guard let data = FileManager.default.contents(atPath: file.path), let document = try? JSONParser.parse(Array(data)) else { return [:] }
        var parents: [Int: [Int]] = [:]
        for category in document["Categories"]?.arrayValue ?? [] {
            for refinement in category["Refinements"]?.arrayValue ?? [] {
                guard let id = refinement["Id"]?.intValue else { continue }
                let links = (refinement["AssociatedWineTypes"]?.arrayValue ?? []) + (refinement["AssociatedRegions"]?.arrayValue ?? [])
                let ids = links.compactMap(\.intValue)
                if !ids.isEmpty { parents[id, default: []] += ids }
            }
        }
        return parents
    }

    private static func recordedProduct(_ object: JSONValue, id: Int, order: Int, parents: [Int: [Int]]) -> WineProduct {
        let name = object["Name"]?.stringValue ?? ""
        var categoryIDs: Set<Int> = []
        func add(_ value: JSONValue?) {
            guard let id = value?["Id"]?.intValue else { return }
            categoryIDs.insert(id)
            categoryIDs.formUnion(parents[id] ?? [])
        }
        add(object["Appellation"])
        add(object["Appellation"]?["Region"])
        add(object["Varietal"])
        add(object["Varietal"]?["WineType"])
        var labelFiles: [String] = []
        let rewritten = rewritingLabels(object, files: &labelFiles)
        let bytes = JSONWriter.bytes(rewritten, style: .aspNet)
        return WineProduct(
            id: id,
            name: name,
            lowercasedName: name.lowercased(),
            categories: categoryIDs.sorted(),
            priceRetail: object["PriceRetail"]?.doubleValue ?? 0,
            priceMin: object["PriceMin"]?.doubleValue ?? 0,
            rating: object["Ratings"]?["HighestScore"]?.intValue ?? 0,
            vintage: vintageYear(object["Vintage"]?.stringValue ?? "", name: name),
            winery: object["Vineyard"]?["Name"]?.stringValue ?? "",
            order: order,
            labelFiles: labelFiles,
            body: .recorded(segments: split(bytes, on: labelBaseToken))
        )
    }

    /// `object` with each `Labels[].Url` pointing at the label base token plus `/labels/<file>`.
    private static func rewritingLabels(_ object: JSONValue, files: inout [String]) -> JSONValue {
        guard case .object(var members) = object, let index = members.firstIndex(where: { $0.key == "Labels" }),
              case .array(let labels) = members[index].value else { return object }
        members[index].value = .array(labels.map { label in
            guard case .object(var fields) = label, let urlIndex = fields.firstIndex(where: { $0.key == "Url" }),
                  let url = fields[urlIndex].value.stringValue, let file = url.split(separator: "/").last, !file.isEmpty else { return label }
            files.append(String(file))
            fields[urlIndex].value = .string(String(decoding: labelBaseToken, as: UTF8.self) + "/labels/" + file)
            return .object(fields)
        })
        return .object(members)
    }

    static func vintageYear(_ vintage: String, name: String) -> Int {
        if let year = Int(vintage.trimmingCharacters(in: .whitespaces)), year > 1800 { return year }
        if let last = name.split(separator: " ").last, last.count == 4, let year = Int(last), year > 1800 { return year }
        return 0
    }

    private static func split(_ bytes: [UInt8], on token: [UInt8]) -> [[UInt8]] {
        var segments: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + token.count <= bytes.count {
            if bytes[index] == token[0], Array(bytes[index..<(index + token.count)]) == token {
                segments.append(Array(bytes[start..<index]))
                index += token.count
                start = index
            } else {
                index += 1
            }
        }
        segments.append(Array(bytes[start...]))
        return segments
    }
}
