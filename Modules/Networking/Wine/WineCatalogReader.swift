import Domain
import Foundation

/// The fast path for `catalog` responses: reads the fields `WineCatalogDTO` keeps straight from
/// the bytes with `JSONReader`, skipping the rest (ratings, community, retail, vintages…),
/// about ten times faster than `JSONDecoder` on a 100-product page.
///
/// It follows the DTOs' `Decodable` rules exactly (lenient objects, lenient text, `Year` for
/// `Vintage`, prices above zero rounded to the cent), and throws `JSONReader.Unsupported` for
/// anything it does not handle the same way (duplicate fields, a vintage of `2008.0`, an
/// exponent in a price). `ResponseDecoding.decode(_:from:fastPath:)` then decodes the body with
/// `JSONDecoder`, which gives the answer, or the error naming the JSON path.
public enum WineCatalogReader {
    /// The response in `body`.
    public static func read(_ body: Data) throws -> WineCatalogDTO {
        try body.withUnsafeBytes { bytes in
            var reader = try JSONReader(bytes)
            let dto = try catalog(&reader)
            try reader.end()
            return dto
        }
    }

    /// The `Status` of any answer in `body`, the rest of the document checked and skipped.
    public static func envelope(_ body: Data) throws -> WineEnvelopeDTO {
        try body.withUnsafeBytes { bytes in
            var reader = try JSONReader(bytes)
            var status: WineStatusDTO?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "Status": try reader.once(status, "Status"); status = try self.status(&reader)
                default: try reader.skipValue()
                }
            }
            try reader.end()
            return WineEnvelopeDTO(status: status)
        }
    }

    private static func catalog(_ reader: inout JSONReader) throws -> WineCatalogDTO {
        var status: WineStatusDTO?
        var products: WineCatalogDTO.ProductsDTO??
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "Status": try reader.once(status, "Status"); status = try self.status(&reader)
            case "Products": try reader.once(products, "Products"); products = .some(try reader.readNull() ? nil : try self.products(&reader))
            default: try reader.skipValue()
            }
        }
        guard let status else { throw reader.unsupported("no Status") }
        return WineCatalogDTO(status: status, products: products ?? nil)
    }

    private static func status(_ reader: inout JSONReader) throws -> WineStatusDTO {
        var returnCode: Int?
        var messages: [String]?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "ReturnCode": try reader.once(returnCode, "ReturnCode"); returnCode = try reader.readInt()
            case "Messages": try reader.once(messages, "Messages"); messages = try array(&reader) { try $0.readString() }
            default: try reader.skipValue()
            }
        }
        guard let returnCode else { throw reader.unsupported("no ReturnCode") }
        return WineStatusDTO(returnCode: returnCode, messages: messages ?? [])
    }

    private static func products(_ reader: inout JSONReader) throws -> WineCatalogDTO.ProductsDTO {
        var list: [WineProductDTO]?
        var offset: Int??
        var total: Int??
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "List": try reader.once(list, "List"); list = try array(&reader, of: product)
            case "Offset": try reader.once(offset, "Offset"); offset = .some(try reader.readNull() ? nil : try reader.readInt())
            case "Total": try reader.once(total, "Total"); total = .some(try reader.readNull() ? nil : try reader.readInt())
            default: try reader.skipValue()
            }
        }
        return WineCatalogDTO.ProductsDTO(list: list ?? [], offset: offset ?? nil, total: total ?? nil)
    }

    private static func product(_ reader: inout JSONReader) throws -> WineProductDTO {
        // Each field is read at most once: `Optional<Optional<T>>.some` marks "seen".
        var id: Int?
        var name: String?
        var type: String??
        var appellation: WineProductDTO.Appellation??
        var varietal: WineProductDTO.Varietal??
        var vineyard: WineProductDTO.Reference??
        var labels: [WineProductDTO.Label]?
        var vintage: String??
        var year: String??
        var description: String??
        var priceMax: Money??
        var priceMin: Money??
        var priceRetail: Money??
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "Id": try reader.once(id, "Id"); id = try reader.readInt()
            case "Name": try reader.once(name, "Name"); name = try reader.readString()
            case "Type": try reader.once(type, "Type"); type = .some(try lenientText(&reader))
            case "Appellation":
                try reader.once(appellation, "Appellation")
                appellation = .some(try lenientObject(&reader) { reader in
                    let (reference, region) = try referenceWithParent(&reader, named: "Region")
                    return WineProductDTO.Appellation(reference: reference, region: region)
                })
            case "Varietal":
                try reader.once(varietal, "Varietal")
                varietal = .some(try lenientObject(&reader) { reader in
                    let (reference, wineType) = try referenceWithParent(&reader, named: "WineType")
                    return WineProductDTO.Varietal(reference: reference, wineType: wineType)
                })
            case "Vineyard":
                try reader.once(vineyard, "Vineyard")
                vineyard = .some(try lenientObject(&reader) { try self.reference(&$0) })
            case "Labels": try reader.once(labels, "Labels"); labels = try array(&reader, of: label)
            case "Vintage": try reader.once(vintage, "Vintage"); vintage = .some(try lenientText(&reader))
            case "Year": try reader.once(year, "Year"); year = .some(try lenientText(&reader))
            case "Description": try reader.once(description, "Description"); description = .some(try lenientText(&reader))
            case "PriceMax": try reader.once(priceMax, "PriceMax"); priceMax = .some(try price(&reader))
            case "PriceMin": try reader.once(priceMin, "PriceMin"); priceMin = .some(try price(&reader))
            case "PriceRetail": try reader.once(priceRetail, "PriceRetail"); priceRetail = .some(try price(&reader))
            default: try reader.skipValue()
            }
        }
        guard let id, let name else { throw reader.unsupported("a product without Id or Name") }
        return WineProductDTO(
            id: id, name: name, type: type ?? nil, appellation: appellation ?? nil, varietal: varietal ?? nil,
            vineyard: vineyard ?? nil, labels: labels ?? [], vintage: (vintage ?? nil) ?? (year ?? nil),
            description: description ?? nil, priceMax: priceMax ?? nil, priceMin: priceMin ?? nil, priceRetail: priceRetail ?? nil
        )
    }

    /// `{Id, Name, <parent>: {Id, Name}}`: an appellation with its region, a varietal with its
    /// wine type (the parent lenient, as `decodeLenientObject` has it).
    private static func referenceWithParent(
        _ reader: inout JSONReader, named parentKey: StaticString
    ) throws -> (WineProductDTO.Reference, WineProductDTO.Reference?) {
        var parent: WineProductDTO.Reference??
        let reference = try self.reference(&reader) { key, reader in
            guard key.is(parentKey) else { return false }
            try reader.once(parent, parentKey)
            parent = .some(try lenientObject(&reader) { try self.reference(&$0) })
            return true
        }
        return (reference, parent ?? nil)
    }

    /// `{Id, Name, …}`; `other` reads the members a reference with a parent has (`Region`,
    /// `WineType`) and returns whether it did.
    private static func reference(
        _ reader: inout JSONReader,
        other: (JSONReader.Key, inout JSONReader) throws -> Bool = { _, _ in false }
    ) throws -> WineProductDTO.Reference {
        var id: Int?
        var name: String?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "Id": try reader.once(id, "Id"); id = try reader.readInt()
            case "Name": try reader.once(name, "Name"); name = try reader.readString()
            default: if try !other(key, &reader) { try reader.skipValue() }
            }
        }
        guard let id, let name else { throw reader.unsupported("a reference without Id or Name") }
        return WineProductDTO.Reference(id: id, name: name)
    }

    /// One of `Labels`: `{Name, Url}`, either of them `null` or absent.
    private static func label(_ reader: inout JSONReader) throws -> WineProductDTO.Label {
        var name: String??
        var url: String??
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "Name": try reader.once(name, "Name"); name = .some(try reader.readNull() ? nil : try reader.readString())
            case "Url": try reader.once(url, "Url"); url = .some(try reader.readNull() ? nil : try reader.readString())
            default: try reader.skipValue()
            }
        }
        return WineProductDTO.Label(name: name ?? nil, url: url ?? nil)
    }

    /// An array read with `element`; `null` is an empty one (`decodeIfPresent(…) ?? []`).
    private static func array<T>(_ reader: inout JSONReader, of element: (inout JSONReader) throws -> T) throws -> [T] {
        guard try !reader.readNull() else { return [] }
        var elements: [T] = []
        try reader.beginArray()
        while try reader.nextElement() { elements.append(try element(&reader)) }
        return elements
    }

    /// `decodeLenientObject`: `null`, or a blank string, is none; an object is read by `read`.
    private static func lenientObject<T>(_ reader: inout JSONReader, _ read: (inout JSONReader) throws -> T) throws -> T? {
        switch try reader.peekKind() {
        case .null:
            _ = try reader.readNull()
            return nil
        case .string:
            let text = try reader.readString()
            guard text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                throw reader.unsupported("a string in place of an object")
            }
            return nil
        case .object:
            return try read(&reader)
        case .array, .number, .bool:
            throw reader.unsupported("expected an object")
        }
    }

    /// `decodeLenientText`: `null` or blank is none, an integer is its digits, text is trimmed.
    private static func lenientText(_ reader: inout JSONReader) throws -> String? {
        switch try reader.peekKind() {
        case .null:
            _ = try reader.readNull()
            return nil
        case .number:
            return String(try reader.readInt())
        default:
            let text = try reader.readString().trimmedOfWhitespace
            return text.isEmpty ? nil : text
        }
    }

    /// A price: `null`, or a number, kept when above zero and rounded to the cent by `Money`'s
    /// rule, from the digits as written (no `Decimal`, no string in between).
    private static func price(_ reader: inout JSONReader) throws -> Money? {
        guard try !reader.readNull() else { return nil }
        let number = try reader.readNumber()
        guard !number.hasExponent, number.whole.count + number.fraction.count <= 30 else {
            throw reader.unsupported("a price JSONDecoder reads as a Decimal")
        }
        let positive = !number.negative && (number.whole.contains { $0 != UInt8(ascii: "0") } || number.fraction.contains { $0 != UInt8(ascii: "0") })
        guard positive else { return nil }
        return Money(negative: false, wholeDigits: number.whole, fractionDigits: number.fraction)
    }
}
