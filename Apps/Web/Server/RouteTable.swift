import HTTPTypes
import Hummingbird

/// The addresses kiosk-web answers and the methods each takes: what `Allow` says when another
/// method asks for one of them.
struct RouteTable: Sendable {
    private var entries: [(segments: [Substring], methods: Set<HTTPRequest.Method>)] = []

    /// Notes that `path` answers `method` (GET brings HEAD with it).
    mutating func add(_ path: RouterPath, _ method: HTTPRequest.Method) {
        let segments = path.description.split(separator: "/")
        let added: Set<HTTPRequest.Method> = method == .get ? [.get, .head] : [method]
        if let index = entries.firstIndex(where: { $0.segments == segments }) {
            entries[index].methods.formUnion(added)
        } else {
            entries.append((segments, added))
        }
    }

    /// The methods a request path is answered with, in the order `Allow` lists them; empty for
    /// an address kiosk-web does not have.
    func methods(for path: String) -> [HTTPRequest.Method] {
        let parts = path.split(separator: "/")
        var methods = Set<HTTPRequest.Method>()
        for entry in entries where Self.matches(entry.segments, parts) { methods.formUnion(entry.methods) }
        return [HTTPRequest.Method.get, .head, .post].filter(methods.contains)
    }

    private static func matches(_ pattern: [Substring], _ parts: [Substring]) -> Bool {
        guard pattern.count == parts.count else { return false }
        // NB: `{name}` is a captured segment (`:name` when registered), `*` any one.
        return zip(pattern, parts).allSatisfy { $0 == $1 || $0 == "*" || ($0.hasPrefix("{") && $0.hasSuffix("}")) }
    }
}
