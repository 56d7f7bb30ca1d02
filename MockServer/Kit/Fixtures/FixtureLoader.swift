import Foundation

/// Reads fixtures from a directory tree (`<root>/<api>/<name>.json`).
public enum FixtureLoader {
    /// Why a fixture file could not be read; names the file and the field.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The fixture file.
        public let file: String
        /// What is wrong with it.
        public let reason: String

        /// `Fixtures/pizza/x.json: response.status must be a number`.
        public var description: String { "\(file): \(reason)" }
    }

    /// The folder of the OpenAPI descriptions (`Fixtures/openapi`): descriptions, not interactions.
    public static let descriptionsFolder = "openapi"

    /// Every fixture of `api` (or of every API when nil), sorted by name. Files under a
    /// `data/` folder are data sets and `openapi/` holds the descriptions: neither is read.
    ///
    /// - Throws: the first file that cannot be read.
    public static func load(from root: URL, api: String? = nil) throws(Failure) -> [Fixture] {
        let (fixtures, failures) = loadEach(from: root, api: api)
        if let failure = failures.first { throw failure }
        return fixtures
    }

    /// Every fixture that can be read (as `load(from:api:)`), and why each other file cannot:
    /// `fixtures lint` reports them all and checks the rest.
    public static func loadEach(from root: URL, api: String? = nil) -> (fixtures: [Fixture], failures: [Failure]) {
        let apis: [String]
        if let api {
            apis = [api]
        } else {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            apis = entries.filter { $0 != descriptionsFolder && isDirectory(root.appendingPathComponent($0)) }.sorted()
        }
        var fixtures: [Fixture] = []
        var failures: [Failure] = []
        for api in apis {
            let folder = root.appendingPathComponent(api, isDirectory: true)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".json") && !$0.contains(".body.") }
                .sorted()
            for file in names {
                do {
                    fixtures.append(try load(file: folder.appendingPathComponent(file), api: api))
                } catch {
                    failures.append(error)
                }
            }
        }
        return (fixtures, failures)
    }

    /// Reads one fixture file.
    public static func load(file: URL, api: String) throws(Failure) -> Fixture {
        let label = "\(api)/\(file.lastPathComponent)"
        func fail(_ reason: String) -> Failure { Failure(file: label, reason: reason) }
        guard let data = FileManager.default.contents(atPath: file.path) else { throw fail("cannot be read") }
        let document: JSONValue
        do {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw fail("is not JSON (\(error))")
        }
        guard case .object = document else { throw fail("must be a JSON object") }
        guard let request = document["request"], case .object = request else { throw fail("request must be an object") }
        guard let response = document["response"], case .object = response else { throw fail("response must be an object") }
        guard let method = request["method"]?.stringValue, !method.isEmpty else { throw fail("request.method must be a string") }
        guard let path = request["path"]?.stringValue, path.hasPrefix("/") else { throw fail("request.path must be a string starting with /") }
        guard let status = response["status"]?.intValue, (100...599).contains(status) else {
            throw fail("response.status must be a number from 100 to 599")
        }
        let requestHeaders = try headers(request["headers"], field: "request.headers", fail: fail)
        let responseHeaders = try headers(response["headers"], field: "response.headers", fail: fail)
        var requestBody: [UInt8]?
        switch request["body"] {
        case nil, .null?: requestBody = nil
        case .string(let text)?: requestBody = Array(text.utf8)
        default: throw fail("request.body must be a string")
        }
        var body: [UInt8] = []
        if let bodyFile = response["bodyFile"] {
            guard let name = bodyFile.stringValue, !name.contains("/"), !name.hasPrefix(".") else {
                throw fail("response.bodyFile must be a file name beside the fixture")
            }
            guard let bytes = FileManager.default.contents(atPath: file.deletingLastPathComponent().appendingPathComponent(name).path) else {
                throw fail("response.bodyFile \(name) cannot be read")
            }
            body = Array(bytes)
        } else if let inline = response["body"] {
            guard let text = inline.stringValue else { throw fail("response.body must be a string") }
            body = Array(text.utf8)
        }
        let name = String(file.lastPathComponent.dropLast(".json".count))
        return Fixture(
            name: "\(api)/\(name)",
            api: api,
            source: document["source"]?.stringValue ?? "",
            request: .init(method: method.uppercased(), path: path, query: request["query"]?.stringValue ?? "", headers: requestHeaders, body: requestBody),
            response: .init(status: status, headers: responseHeaders, body: body)
        )
    }

    private static func headers(_ value: JSONValue?, field: String, fail: (String) -> Failure) throws(Failure) -> [(name: String, value: String)] {
        switch value {
        case nil, .null?: return []
        case .object(let members)?:
            var result: [(name: String, value: String)] = []
            for member in members {
                guard let text = member.value.stringValue else { throw fail("\(field).\(member.key) must be a string") }
                result.append((member.key, text))
            }
            return result
        default: throw fail("\(field) must be an object of strings")
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
