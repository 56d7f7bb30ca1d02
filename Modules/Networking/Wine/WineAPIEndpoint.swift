import Foundation

/// Builds wine.com v2 ("beta2") URLs exactly as the real API expects them:
/// `/api/beta2/service.svc/json/catalog?apikey=K&filter=categories(490+124)&sort=name|ascending&offset=0&size=25&search=merlot`.
///
/// The `+`, `(` and `)` of filters are the API's own syntax and go out literally; the `|` of a
/// sort goes out as `%7C`, the one form a URL may carry (servers decode it back to `|`);
/// everything a person typed (the search, the key) is percent-encoded, with spaces as `+`.
public struct WineAPIEndpoint: Sendable {
    /// The service path under the base URL.
    public static let servicePath = "/api/beta2/service.svc/json"
    /// The categories the kiosk filters by: wine type, varietal, region, appellation.
    public static let categoryGroups = "(4+5+1+6)"
    /// The "Wine" department: the kiosk's categories are those of wines.
    public static let wineDepartment = 490

    /// The server, such as `http://127.0.0.1:8765` or `http://services.wine.com`.
    public let baseURL: URL
    /// The `apikey` parameter.
    public let apiKey: String

    /// An endpoint builder.
    public init(baseURL: URL, apiKey: String) {
        self.baseURL = baseURL
        self.apiKey = apiKey
    }

    /// The `catalog` URL for `request`.
    public func catalog(_ request: WineCatalogRequest) -> URL {
        var parameters = [("apikey", Self.encode(apiKey))]
        var filters: [String] = []
        if !request.categoryIDs.isEmpty { filters.append("categories(\(request.categoryIDs.map(String.init).joined(separator: "+")))") }
        if !request.productIDs.isEmpty { filters.append("product(\(request.productIDs.map(String.init).joined(separator: "+")))") }
        if !filters.isEmpty { parameters.append(("filter", filters.joined(separator: "+"))) }
        if let sort = request.sort { parameters.append(("sort", Self.encode(sort.key) + "%7C" + (sort.ascending ? "ascending" : "descending"))) }
        parameters.append(("offset", String(request.offset)))
        parameters.append(("size", String(request.size)))
        let words = request.search.split(whereSeparator: \.isWhitespace).map { Self.encode(String($0)) }
        if !words.isEmpty { parameters.append(("search", words.joined(separator: "+"))) }
        return url("catalog", parameters)
    }

    /// The `categorymap` URL: the refinements of `show` groups within `categoryIDs`.
    public func categoryMap(categoryIDs: [Int] = [wineDepartment], show: String = categoryGroups) -> URL {
        url("categorymap", [
            ("apikey", Self.encode(apiKey)),
            ("filter", "categories(\(categoryIDs.map(String.init).joined(separator: "+")))"),
            ("show", show),
        ])
    }

    private func url(_ method: String, _ parameters: [(String, String)]) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let query = parameters.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        // NB: every part is ASCII and either literal API syntax or percent-encoded, so this
        // parses; the fallback only guards against a base URL that somehow no longer does.
        return URL(string: "\(base)\(Self.servicePath)/\(method)?\(query)") ?? baseURL
    }

    /// `text` with every UTF-8 byte outside RFC 3986's unreserved characters (`A`–`Z`, `a`–`z`,
    /// `0`–`9`, `-._~`) percent-encoded: `"a&b=c"` → `a%26b%3Dc`, `"é"` → `%C3%A9`.
    ///
    /// NB: by hand: Foundation's `addingPercentEncoding` bridges through `NSString` and
    /// `CFString`, whose first use in a process is a cost of its own, and every `kiosk wine`
    /// command builds this URL.
    private static func encode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(byte)
            default:
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hex[Int(byte >> 4)])
                encoded.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
