import Foundation

/// An OpenAPI 3.1 description read with the mock's own JSON parser (JSON only: no YAML
/// dependency), reduced to its operations.
public struct OpenAPIDescription: Sendable {
    /// Why a description cannot be used: the file and the rule.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// The file.
        public let file: String
        /// What is wrong.
        public let reason: String

        /// `Fixtures/openapi/wine.json: paths: is required`.
        public var description: String { "\(file): \(reason)" }
    }

    /// The file name without `.json` (`wine`, `pizza`, `counters`).
    public var name: String
    /// `info.title`.
    public var title: String
    /// Every operation, in the order described.
    public var operations: [OpenAPIOperation]

    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Reads a description from its JSON text.
    ///
    /// - Throws: `LoadError` when it is not JSON, not OpenAPI 3.x or has no `paths`.
    public init(name: String, json bytes: [UInt8]) throws(LoadError) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw LoadError(file: name, reason: "not JSON (\(error))")
        }
        guard document["openapi"]?.stringValue?.hasPrefix("3.") == true else { throw LoadError(file: name, reason: "openapi: must be \"3.1.0\" (an OpenAPI 3 description)") }
        guard case .object(let paths)? = document["paths"] else { throw LoadError(file: name, reason: "paths: is required (an object)") }
        var operations: [OpenAPIOperation] = []
        for path in paths {
            guard path.key.hasPrefix("/") else { throw LoadError(file: name, reason: "paths.\(path.key): must start with /") }
            guard case .object(let members) = path.value else { throw LoadError(file: name, reason: "paths.\(path.key): must be an object") }
            for member in members where Self.methods.contains(member.key) {
                operations.append(OpenAPIOperation(method: member.key, path: path.key, operation: member.value, pathItem: path.value, document: document))
            }
        }
        self.name = name
        self.title = document["info"]?["title"]?.stringValue ?? name
        self.operations = operations
    }

    /// Reads `file`.
    public static func load(file: URL) throws(LoadError) -> OpenAPIDescription {
        guard let data = FileManager.default.contents(atPath: file.path) else { throw LoadError(file: file.path, reason: "cannot be read") }
        return try OpenAPIDescription(name: file.deletingPathExtension().lastPathComponent, json: Array(data))
    }

    /// Every `*.json` description in `directory`, sorted by name.
    public static func loadAll(from directory: URL) throws(LoadError) -> [OpenAPIDescription] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            throw LoadError(file: directory.path, reason: "cannot be read as a directory")
        }
        let files = names.filter { $0.hasSuffix(".json") }.sorted()
        guard !files.isEmpty else { throw LoadError(file: directory.path, reason: "holds no *.json description") }
        var descriptions: [OpenAPIDescription] = []
        for file in files { descriptions.append(try load(file: directory.appendingPathComponent(file))) }
        return descriptions
    }
}
