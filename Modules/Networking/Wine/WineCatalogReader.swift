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
enum WineCatalogReader {
    /// The response in `body`.
    static func read(_ body: Data) throws -> WineCatalogDTO {
        try body.withUnsafeBytes { bytes in
            var reader = try JSONReader(bytes)
            let dto = try catalog(&reader)
            try reader.end()
            return dto
        }
    }

    private static func catalog(_ reader: inout JSONReader) throws -> WineCatalogDTO {
        var status: WineStatusDTO?
        var products: WineCatalogDTO.ProductsDTO??
        try reader.beginObject()
        while let key = try reader.nextKey() {
            if key.is("Status") {
                try once(status)
                status = try self.status(&reader)
            } else if key.is("Products") {
                try once(products)
                products = .some(try reader.readNull() ? nil : try self.products(&reader))
            } else {
                try reader.skipValue()
            }
        }
        guard let status else { throw JSONReader.Unsupported(offset: 0, reason: "no Status") }
        return WineCatalogDTO(status: status, products: products ?? nil)
    }

    private static func status(_ reader: inout JSONReader) throws -> WineStatusDTO {
        var returnCode: Int?
        var messages: [String]?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            if key.is("ReturnCode") {
                try once(returnCode)
                returnCode = try reader.readInt()
            } else if key.is("Messages") {
                try once(messages)
                messages = []
                if try !reader.readNull() {
                    try reader.beginArray()
                    while try reader.nextElement() { messages!.append(try reader.readString()) }
                }
            } else {
                try reader.skipValue()
            }
        }
        guard let returnCode else { throw JSONReader.Unsupported(offset: 0, reason: "no ReturnCode") }
        return WineStatusDTO(returnCode: returnCode, messages: messages ?? [])
    }

    private static func products(_ reader: inout JSONReader) throws -> WineCatalogDTO.ProductsDTO {
        var list: [WineProductDTO]?
        var offset: Int??
        var total: Int??
        try reader.beginObject()
        while let key = try reader.nextKey() {
            if key.is("List") {
                try once(list)
                var products: [WineProductDTO] = []
                if try !reader.readNull() {
                    try reader.beginArray()
                    while try reader.nextElement() { products.append(try product(&reader)) }
                }
                list = products
            } else if key.is("Offset") {
                try once(offset)
                offset = .some(try reader.readNull() ? nil : try reader.readInt())
            } else if key.is("Total") {
                try once(total)
                total = .some(try reader.readNull() ? nil : try reader.readInt())
            } else {
                try reader.skipValue()
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
            switch key.bytes.count {
            case 2 where key.is("Id"): try once(id); id = try reader.readInt()
            case 4 where key.is("Name"): try once(name); name = try reader.readString()
            case 4 where key.is("Type"): try once(type); type = .some(try lenientText(&reader))
            case 11 where key.is("Appellation"):
                try once(appellation)
                appellation = .some(try lenientObject(&reader) { reader in
                    let (reference, region) = try referenceWithParent(&reader, named: "Region")
                    return WineProductDTO.Appellation(reference: reference, region: region)
                })
            case 8 where key.is("Varietal"):
                try once(varietal)
                varietal = .some(try lenientObject(&reader) { reader in
                    let (reference, wineType) = try referenceWithParent(&reader, named: "WineType")
                    return WineProductDTO.Varietal(reference: reference, wineType: wineType)
                })
            case 8 where key.is("Vineyard"):
                try once(vineyard)
                vineyard = .some(try lenientObject(&reader) { try self.reference(&$0) })
            case 6 where key.is("Labels"): try once(labels); labels = try self.labels(&reader)
            case 7 where key.is("Vintage"): try once(vintage); vintage = .some(try lenientText(&reader))
            case 4 where key.is("Year"): try once(year); year = .some(try lenientText(&reader))
            case 11 where key.is("Description"): try once(description); description = .some(try lenientText(&reader))
            case 8 where key.is("PriceMax"): try once(priceMax); priceMax = .some(try price(&reader))
            case 8 where key.is("PriceMin"): try once(priceMin); priceMin = .some(try price(&reader))
            case 11 where key.is("PriceRetail"): try once(priceRetail); priceRetail = .some(try price(&reader))
            default: try reader.skipValue()
            }
        }
        guard let id, let name else { throw JSONReader.Unsupported(offset: 0, reason: "a product without Id or Name") }
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
            try once(parent)
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
            if key.is("Id") {
                try once(id)
                id = try reader.readInt()
            } else if key.is("Name") {
                try once(name)
                name = try reader.readString()
            } else if try !other(key, &reader) {
                try reader.skipValue()
            }
        }
        guard let id, let name else { throw JSONReader.Unsupported(offset: 0, reason: "a reference without Id or Name") }
        return WineProductDTO.Reference(id: id, name: name)
    }

    private static func labels(_ reader: inout JSONReader) throws -> [WineProductDTO.Label] {
        guard try !reader.readNull() else { return [] }
        var labels: [WineProductDTO.Label] = []
        try reader.beginArray()
        while try reader.nextElement() {
            var name: String??
            var url: String??
            try reader.beginObject()
            while let key = try reader.nextKey() {
                if key.is("Name") {
                    try once(name)
                    name = .some(try reader.readNull() ? nil : try reader.readString())
                } else if key.is("Url") {
                    try once(url)
                    url = .some(try reader.readNull() ? nil : try reader.readString())
                } else {
                    try reader.skipValue()
                }
            }
            labels.append(WineProductDTO.Label(name: name ?? nil, url: url ?? nil))
        }
        return labels
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
                throw JSONReader.Unsupported(offset: 0, reason: "a string in place of an object")
            }
            return nil
        case .object:
            return try read(&reader)
        case .array, .number, .bool:
            throw JSONReader.Unsupported(offset: 0, reason: "expected an object")
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
            throw JSONReader.Unsupported(offset: 0, reason: "a price JSONDecoder reads as a Decimal")
        }
        let positive = !number.negative && (number.whole.contains { $0 != UInt8(ascii: "0") } || number.fraction.contains { $0 != UInt8(ascii: "0") })
        guard positive else { return nil }
        return Money(negative: false, wholeDigits: number.whole, fractionDigits: number.fraction)
    }

    /// Refuses a second occurrence of a field (`JSONDecoder` decides what that means).
    private static func once<T>(_ seen: T?) throws {
        guard seen == nil else { throw JSONReader.Unsupported(offset: 0, reason: "a field given twice") }
    }
}
