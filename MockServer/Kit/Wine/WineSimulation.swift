import Foundation
import Hummingbird

/// wine.com's catalog API v2 ("beta2") over the recorded products:
///
/// - `GET /api/beta2/service.svc/json/catalog`: `filter=categories(a+b)` (a product must be in
///   all of them; its categories are its appellation, region, varietal and wine type and their
///   parents in the category map; 490, "wine", matches everything), `product(a+b)`,
///   `rating(from|to)`, `price(from|to)`; `search` (every word in the name, without case);
///   `sort=key|ascending|descending` with key `popularity` (recorded order, the default), `name`,
///   `price`, `rating`, `vintage`, `winery`, `saving`, `justIn`; `offset` (default 0) and
///   `size` (default 5, at most 100).
/// - `GET /api/beta2/service.svc/json/categorymap`: the recorded category map; `show=(4+5)`
///   selects and orders categories; a `categories(…)` filter other than 490 keeps the
///   refinements found on the matching products.
/// - A missing or wrong `apikey` answers HTTP 200 with `Status.ReturnCode` 200, as wine.com did.
/// - `GET /labels/<file>`: a generated PNG for every label the products carry.
public final class WineSimulation: APISimulation {
    let catalog: WineCatalog
    private let apiKey: String
    private let defaultBase: String

    static let catalogPath = "/api/beta2/service.svc/json/catalog"
    static let categoryMapPath = "/api/beta2/service.svc/json/categorymap"

    init(catalog: WineCatalog, apiKey: String, defaultBase: String) {
        self.catalog = catalog
        self.apiKey = apiKey
        self.defaultBase = defaultBase
    }

    /// How many products the catalog holds (recorded and generated).
    public var productCount: Int { catalog.products.count }

    /// Whether this simulation answers `routingPath`.
    /// Whether `request` is for this API (`handles(_:)` of its routing path).
    public func handles(_ request: MockRequest) -> Bool { handles(request.routingPath) }

    public var name: String { "wine" }

    public func handles(_ routingPath: String) -> Bool {
        routingPath == Self.catalogPath || routingPath == Self.categoryMapPath || routingPath.hasPrefix("/labels/")
    }

    /// The answer to `request` (one of the paths `handles` accepts).
    public func answer(_ request: MockRequest) -> MockAnswer {
        let path = request.routingPath
        if path.hasPrefix("/labels/") { return label(String(request.path.split(separator: "/").last ?? "")) }
        guard request.method == "GET" || request.method == "HEAD" else {
            return MockAnswer(status: 405, headers: [("Allow", "GET"), ("Content-Type", "text/html")], bytes: Array("<h1>405 Method Not Allowed</h1>".utf8), answeredBy: "simulation wine (method not allowed)")
        }
        let items = request.queryItems()
        func value(_ name: String) -> String? { items.last { $0.name.lowercased() == name }?.value }
        guard value("apikey") == apiKey else {
            let status = JSONValue.object([
                .init("Messages", .array([.string("Unable to Authorize. We cannot authorize this account.")])),
                .init("ReturnCode", .number("200")),
            ])
            return .json(.object([.init("Status", status)]), style: .aspNet, answeredBy: "simulation wine (apikey refused)")
        }
        let filters = items.filter { $0.name.lowercased() == "filter" }.map(\.value)
        let query = WineQuery(filters: filters, search: value("search"), sort: value("sort"), offset: value("offset"), size: value("size"))
        if path == Self.catalogPath {
            return MockAnswer(status: 200, headers: [("Content-Type", "application/json; charset=utf-8")], bytes: catalogPage(query, base: labelBase(request)), answeredBy: "simulation wine.catalog")
        }
        return .json(categoryMap(query, show: value("show")), style: .aspNet, answeredBy: "simulation wine.categorymap")
    }

    // MARK: - Catalog

    /// The catalog page for `query`.
    func catalogPage(_ query: WineQuery, base: [UInt8]) -> [UInt8] {
        let order = catalog.order(query.sortKey, ascending: query.ascending)
        var page: [Int32] = []
        page.reserveCapacity(query.size)
        var total = 0
        let end = query.offset + query.size
        if query.isUnfiltered {
            // NB: a full import pages through every product; walking 100,000 of them per page to
            // count what is already known made the mock the import's bottleneck.
            total = order.count
            if query.offset < total { page.append(contentsOf: order[query.offset..<min(end, total)]) }
        } else {
            for position in order {
                guard query.matches(catalog.products[Int(position)]) else { continue }
                if total >= query.offset, total < end { page.append(position) }
                total += 1
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(256 + page.count * 2_500)
        out.append(contentsOf: #"{"Status":{"Messages":[],"ReturnCode":0},"Products":{"List":["#.utf8)
        for (index, position) in page.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            let product = catalog.products[Int(position)]
            switch product.body {
            case .recorded(let segments):
                for (segmentIndex, segment) in segments.enumerated() {
                    if segmentIndex > 0 { out.append(contentsOf: base) }
                    out.append(contentsOf: segment)
                }
            case .generated(let wine):
                CatalogGenerator.write(product, wine, labelBase: base, into: &out)
            }
        }
        out.append(contentsOf: #"],"Offset":\#(query.offset),"Total":\#(total),"Url":""}}"#.utf8)
        return out
    }

    /// `http:\/\/HOST` for the label URLs: the host the client used, so the URLs work from it.
    private func labelBase(_ request: MockRequest) -> [UInt8] {
        var host = defaultBase
        if let sent = request.header("Host"), !sent.isEmpty, sent.allSatisfy({ $0.isLetter || $0.isNumber || ".-:[]".contains($0) }) {
            host = sent
        }
        var bytes: [UInt8] = []
        JSONWriter.writeString("http://" + host, style: .aspNet, into: &bytes)
        return Array(bytes.dropFirst().dropLast())
    }

    // MARK: - Category map

    func categoryMap(_ query: WineQuery, show: String?) -> JSONValue {
        var selected = catalog.categories
        if let show {
            let ids = WineQuery.ids(in: show.trimmingCharacters(in: CharacterSet(charactersIn: "()")))
            selected = ids.compactMap { id in catalog.categories.first { $0.id == id } }
        }
        var present: Set<Int>?
        if !query.categoryIDs.isEmpty || query.productIDs != nil || !query.words.isEmpty {
            var ids: Set<Int> = []
            for product in catalog.products where query.matches(product) { ids.formUnion(product.categories) }
            present = ids
        }
        let categories = selected.map { category in
            let refinements = category.refinements.filter { present?.contains($0.id) ?? true }.map(\.value)
            return JSONValue.object([.init("Id", .number("\(category.id)")), .init("Name", .string(category.name)), .init("Refinements", .array(refinements))])
        }
        return .object([
            .init("Status", .object([.init("Messages", .array([])), .init("ReturnCode", .number("0"))])),
            .init("Categories", .array(categories)),
        ])
    }

    // MARK: - Labels

    private func label(_ file: String) -> MockAnswer {
        guard catalog.hasLabel(file) else {
            return MockAnswer(status: 404, headers: [("Content-Type", "text/plain; charset=utf-8")], bytes: Array("no product carries the label \(file)\n".utf8), answeredBy: "simulation wine.label (unknown label)")
        }
        return MockAnswer(status: 200, headers: [("Content-Type", "image/png"), ("Cache-Control", "max-age=86400")], bytes: LabelImage.png(for: file), answeredBy: "simulation wine.label")
    }
}
