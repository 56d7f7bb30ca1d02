import Domain
import Foundation

// The wire shapes of wine.com v2 responses. Only the fields the kiosk uses are declared;
// everything else (Community, GeoLocation, Ratings, Retail, Vintages…) is skipped unread.
//
// The recordings show what must be tolerated: `null` for any object, `""` in place of an
// object (EDITED), `Year: null` instead of `Vintage` (PROXY), empty strings for missing text,
// and prices as 4-decimal numbers (`39.9900`) or `0.0`.

/// `Status`: every response has it; `ReturnCode` 0 is success.
public struct WineStatusDTO: Decodable, Equatable, Sendable {
    /// 0 on success; anything else is an error (sent with HTTP 200).
    public let returnCode: Int
    /// Messages explaining a failure.
    public let messages: [String]

    enum CodingKeys: String, CodingKey {
        case returnCode = "ReturnCode"
        case messages = "Messages"
    }

    init(returnCode: Int, messages: [String]) {
        self.returnCode = returnCode
        self.messages = messages
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        returnCode = try container.decode(Int.self, forKey: .returnCode)
        messages = try container.decodeIfPresent([String].self, forKey: .messages) ?? []
    }
}

/// Any response, read only as far as its `Status`.
public struct WineEnvelopeDTO: Decodable, Sendable {
    /// The status; absent in some answers (a category map may leave it out).
    public let status: WineStatusDTO?

    enum CodingKeys: String, CodingKey { case status = "Status" }

    /// An envelope with `status`.
    public init(status: WineStatusDTO?) { self.status = status }
}

/// The `catalog` response.
public struct WineCatalogDTO: Decodable, Sendable {
    /// The status.
    public let status: WineStatusDTO
    /// The products; absent in error envelopes.
    public let products: ProductsDTO?

    enum CodingKeys: String, CodingKey {
        case status = "Status"
        case products = "Products"
    }

    /// `Products`: a page of the list and its position.
    public struct ProductsDTO: Decodable, Sendable {
        /// The page.
        public let list: [WineProductDTO]
        /// Where the page starts.
        public let offset: Int?
        /// How many products match in all.
        public let total: Int?

        enum CodingKeys: String, CodingKey {
            case list = "List"
            case offset = "Offset"
            case total = "Total"
        }

        init(list: [WineProductDTO], offset: Int?, total: Int?) {
            self.list = list
            self.offset = offset
            self.total = total
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            list = try container.decodeIfPresent([WineProductDTO].self, forKey: .list) ?? []
            offset = try container.decodeIfPresent(Int.self, forKey: .offset)
            total = try container.decodeIfPresent(Int.self, forKey: .total)
        }
    }
}

/// One product of `Products.List`.
public struct WineProductDTO: Decodable, Sendable {
    /// A `{Id, Name}` reference (appellation, region, varietal, wine type, vineyard).
    public struct Reference: Decodable, Equatable, Sendable {
        /// The id.
        public let id: Int
        /// The name.
        public let name: String

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case name = "Name"
        }
    }

    /// `Appellation`, with its `Region`.
    public struct Appellation: Decodable, Sendable {
        /// The appellation itself.
        public let reference: Reference
        /// Its region.
        public let region: Reference?

        enum CodingKeys: String, CodingKey { case region = "Region" }

        init(reference: Reference, region: Reference?) {
            self.reference = reference
            self.region = region
        }

        public init(from decoder: any Decoder) throws {
            reference = try Reference(from: decoder)
            region = try decoder.container(keyedBy: CodingKeys.self).decodeLenientObject(Reference.self, forKey: .region)
        }
    }

    /// `Varietal`, with its `WineType`.
    public struct Varietal: Decodable, Sendable {
        /// The varietal itself.
        public let reference: Reference
        /// Its wine type.
        public let wineType: Reference?

        enum CodingKeys: String, CodingKey { case wineType = "WineType" }

        init(reference: Reference, wineType: Reference?) {
            self.reference = reference
            self.wineType = wineType
        }

        public init(from decoder: any Decoder) throws {
            reference = try Reference(from: decoder)
            wineType = try decoder.container(keyedBy: CodingKeys.self).decodeLenientObject(Reference.self, forKey: .wineType)
        }
    }

    /// One of `Labels`.
    public struct Label: Decodable, Sendable {
        /// "thumbnail", "large"…
        public let name: String?
        /// The image URL.
        public let url: String?

        enum CodingKeys: String, CodingKey {
            case name = "Name"
            case url = "Url"
        }
    }

    /// `Id`.
    public let id: Int
    /// `Name`.
    public let name: String
    /// `Type`: "Wine", "WineSet"…
    public let type: String?
    /// `Appellation` (with its region), if any.
    public let appellation: Appellation?
    /// `Varietal` (with its wine type), if any.
    public let varietal: Varietal?
    /// `Vineyard`, if any.
    public let vineyard: Reference?
    /// `Labels` (empty when absent or null).
    public let labels: [Label]
    /// `Vintage` (or the PROXY's `Year`), `nil` when empty.
    public let vintage: String?
    /// `Description`, `nil` when empty; may hold HTML.
    public let description: String?
    /// `PriceMax`, when above zero.
    public let priceMax: Money?
    /// `PriceMin`, when above zero.
    public let priceMin: Money?
    /// `PriceRetail`, when above zero (`0.0` in some recordings: no price).
    public let priceRetail: Money?

    enum CodingKeys: String, CodingKey {
        case id = "Id", name = "Name", type = "Type", appellation = "Appellation", varietal = "Varietal"
        case vineyard = "Vineyard", labels = "Labels", vintage = "Vintage", year = "Year", description = "Description"
        case priceMax = "PriceMax", priceMin = "PriceMin", priceRetail = "PriceRetail"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decodeLenientText(forKey: .type)
        appellation = try container.decodeLenientObject(Appellation.self, forKey: .appellation)
        varietal = try container.decodeLenientObject(Varietal.self, forKey: .varietal)
        vineyard = try container.decodeLenientObject(Reference.self, forKey: .vineyard)
        labels = try container.decodeIfPresent([Label].self, forKey: .labels) ?? []
        // NB: the PROXY recordings carry `Year` (null) where the API has `Vintage`.
        vintage = try container.decodeLenientText(forKey: .vintage) ?? container.decodeLenientText(forKey: .year)
        description = try container.decodeLenientText(forKey: .description)
        priceMax = Self.money(try container.decodeIfPresent(Decimal.self, forKey: .priceMax))
        priceMin = Self.money(try container.decodeIfPresent(Decimal.self, forKey: .priceMin))
        priceRetail = Self.money(try container.decodeIfPresent(Decimal.self, forKey: .priceRetail))
    }

    /// A product from its parts (`WineCatalogReader`'s fast path).
    init(id: Int, name: String, type: String?, appellation: Appellation?, varietal: Varietal?, vineyard: Reference?,
         labels: [Label], vintage: String?, description: String?, priceMax: Money?, priceMin: Money?, priceRetail: Money?) {
        self.id = id
        self.name = name
        self.type = type
        self.appellation = appellation
        self.varietal = varietal
        self.vineyard = vineyard
        self.labels = labels
        self.vintage = vintage
        self.description = description
        self.priceMax = priceMax
        self.priceMin = priceMin
        self.priceRetail = priceRetail
    }

    /// The domain wine.
    public var wine: Wine {
        let label = labels.first { $0.name?.lowercased() == "large" && Self.isWebAddress($0.url) }
            ?? labels.first { Self.isWebAddress($0.url) }
        return Wine(
            id: id,
            name: name.trimmedOfWhitespace,
            labelURL: label?.url,
            description: description ?? "",
            type: type,
            vintage: vintage,
            varietal: varietal.map { WineCategory(id: $0.reference.id, name: $0.reference.name, group: .varietal) },
            wineType: varietal?.wineType.map { WineCategory(id: $0.id, name: $0.name, group: .wineType) },
            appellation: appellation.map { WineCategory(id: $0.reference.id, name: $0.reference.name, group: .appellation) },
            region: appellation?.region.map { WineCategory(id: $0.id, name: $0.name, group: .region) },
            vineyard: vineyard?.name,
            priceMin: priceMin,
            priceMax: priceMax,
            priceRetail: priceRetail
        )
    }

    /// Whether a label's `Url` is an absolute http or https address with a host; anything else
    /// (empty, relative, `javascript:`, prose) is no label at all.
    static func isWebAddress(_ text: String?) -> Bool {
        guard let text else { return false }
        if isPlainWebAddress(text) { return true }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else { return false }
        return (scheme == "http" || scheme == "https") && !(components.host ?? "").isEmpty
    }

    /// Whether `text` has the common shape of a label's address, seen without parsing it:
    /// `http(s)://`, a plain host name (letters, digits, dots, hyphens) and perhaps a port, then
    /// nothing or a `/` and the characters a URL may hold as they are (`%` only before two hex
    /// digits). `false` says only that it is not that shape: `URLComponents` judges the rest.
    ///
    /// NB: parsing every label with `URLComponents` (RFC 3986 and IDNA through ICU) was 6% of a
    /// 100,000-wine import. Whatever this accepts, `URLComponents` accepts with the same
    /// scheme and a host (`plainWebAddressesAreWhatURLComponentsAccepts` checks it on random
    /// addresses).
    static func isPlainWebAddress(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        for prefix in ["https://", "http://"] where bytes.starts(with: prefix.utf8, by: { lowercased($0) == $1 }) {
            bytes = bytes.dropFirst(prefix.utf8.count)
            break
        }
        guard bytes.count < text.utf8.count else { return false }
        let authorityEnd = bytes.firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
        let authority = bytes[..<authorityEnd]
        let colon = authority.firstIndex(of: UInt8(ascii: ":"))
        if let colon {
            // A port: 1 to 5 digits, 1 to 65,535.
            let digits = authority[authority.index(after: colon)...]
            guard (1...5).contains(digits.count), digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  let port = Int(String(decoding: digits, as: UTF8.self)), (1...65_535).contains(port) else { return false }
        }
        // NB: only a host of plain labels (`label.label`, each 1 to 63 letters, digits and inner
        // hyphens, none doubled): IDNA, which URLComponents applies, leaves those as they are.
        let labels = authority[..<(colon ?? authority.endIndex)].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        for label in labels {
            guard (1...63).contains(label.count), label.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") }),
                  let first = label.first, let last = label.last, isAlphanumeric(first), isAlphanumeric(last),
                  !zip(label, label.dropFirst()).contains(where: { $0 == UInt8(ascii: "-") && $1 == UInt8(ascii: "-") })
            else { return false }
        }
        var rest = bytes[authorityEnd...].makeIterator()
        while let byte = rest.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = rest.next(), let low = rest.next(), isHexDigit(high), isHexDigit(low) else { return false }
            } else if !isPathByte(byte) {
                return false
            }
        }
        return true
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// RFC 3986's unreserved characters, and the delimiters a path or query holds as they are.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || "-._~/?=&+:@!$'()*,;".utf8.contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    /// A price above zero, rounded to the cent; 0 means "no price" in the recordings.
    static func money(_ value: Decimal?) -> Money? {
        guard let value, value > 0 else { return nil }
        return Money(dollars: "\(value)")
    }
}

/// The `categorymap` response.
public struct WineCategoryMapDTO: Decodable, Sendable {
    /// A category group and its refinements.
    public struct Category: Decodable, Sendable {
        /// The group id: 4 wine type, 5 varietal, 1 region, 6 appellation.
        public let id: Int
        /// The group name.
        public let name: String
        /// The categories of the group.
        public let refinements: [WineProductDTO.Reference]

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name", refinements = "Refinements"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            refinements = try container.decodeIfPresent([WineProductDTO.Reference].self, forKey: .refinements) ?? []
        }
    }

    /// The status; absent only in derived files.
    public let status: WineStatusDTO?
    /// The groups.
    public let categories: [Category]

    enum CodingKeys: String, CodingKey {
        case status = "Status", categories = "Categories"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decodeIfPresent(WineStatusDTO.self, forKey: .status)
        categories = try container.decodeIfPresent([Category].self, forKey: .categories) ?? []
    }

    /// The categories of the groups the kiosk filters by; refinements of other groups
    /// (gift sets, glassware) are left out.
    public var wineCategories: [WineCategory] {
        categories.flatMap { category -> [WineCategory] in
            guard let group = WineCategoryGroup(rawValue: category.id) else { return [] }
            return category.refinements.map { WineCategory(id: $0.id, name: $0.name, group: group) }
        }
    }
}

extension KeyedDecodingContainer {
    /// An object that may also be `null`, absent, or `""` (as some servers send for "none").
    func decodeLenientObject<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let text = try? decode(String.self, forKey: key) {
            guard text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw DecodingError.typeMismatch(T.self, .init(codingPath: codingPath + [key], debugDescription: "expected an object, found a string"))
            }
            return nil
        }
        return try decode(T.self, forKey: key)
    }

    /// Text that may be `null`, absent, empty (→ `nil`) or a number (a vintage: `2008`).
    func decodeLenientText(forKey key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        let text = try decode(String.self, forKey: key).trimmedOfWhitespace
        return text.isEmpty ? nil : text
    }
}

extension String {
    /// The text without leading and trailing whitespace and newlines (as Foundation's
    /// `.whitespacesAndNewlines`), without the copy when there is none, as in almost every name.
    var trimmedOfWhitespace: String {
        // NB: an empty text (a recorded description, a vineyard without a name) has nothing to trim.
        guard let first = utf8.first, let last = utf8.last else { return self }
        guard Self.isPlainASCII(first), Self.isPlainASCII(last) else {
            return trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return self
    }

    /// An ASCII byte that is not whitespace: the ends of a string that needs no trimming.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x80
    }
}
