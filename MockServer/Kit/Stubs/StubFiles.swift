import Foundation

/// Loads `--stubs DIR`: every `*.json` file in it (sorted by name), each one stub or a list of
/// stubs; `bodyFile` names are read from the same directory.
enum StubFiles {
    /// A stub file that cannot be used, named with the field and the rule.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    static func load(_ directory: URL, into store: StubStore) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw LoadError(description: "--stubs: \(directory.path) cannot be read as a directory")
        }
        for name in names {
            let path = directory.appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path) else { throw LoadError(description: "--stubs: \(path) cannot be read") }
            let value: JSONValue
            do {
                value = try JSONParser.parse(Array(data))
            } catch {
                throw LoadError(description: "--stubs: \(path): not JSON (\(error))")
            }
            let stubs = value.arrayValue ?? [value]
            for (index, stub) in stubs.enumerated() {
                do {
                    try store.add(stub, bodyFiles: directory)
                } catch {
                    let place = value.arrayValue == nil ? path : "\(path) [\(index)]"
                    throw LoadError(description: "--stubs: \(place): \(error)")
                }
            }
        }
    }
}
