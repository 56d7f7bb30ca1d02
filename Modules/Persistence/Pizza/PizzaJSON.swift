import Domain
import Foundation

/// How pizza values are written into TEXT columns: JSON with sorted keys, read back with an
/// `AppError.storage` that says which row is unreadable and how to recover.
enum PizzaJSON {
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String, what: String, recovery: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw AppError.storage(message: "The stored \(what) cannot be read.", recovery: recovery)
        }
    }
}
