import Foundation

/// `GET /images/<file>`: a generated PNG for each picture the recorded pizza menus name.
///
/// The recorded Nenno's menu points at `https://cdn.pbrd.co/images/<file>.png`, which no longer
/// exists; clients fetch `<pictures server>/images/<file>` instead (see `KIOSK_PICTURES_URL`).
/// The pictures come from the same deterministic generator as the wine labels (`LabelImage`),
/// so each file always looks the same. A file no recording names is 404.
public struct PizzaPictures: APISimulation {
    /// The recorded pictures' host and folder.
    static let recordedPrefix = "cdn.pbrd.co/images/"

    /// The file names the fixtures name, e.g. `4O6T9RQLX.png`.
    public let files: Set<String>

    /// The pictures named anywhere in `fixtures`' response bodies.
    init(fixtures: [Fixture]) {
        var files: Set<String> = []
        for fixture in fixtures {
            files.formUnion(Self.files(in: fixture.response.body))
        }
        self.files = files
    }

    /// Whether this simulation answers `routingPath`.
    func handles(_ routingPath: String) -> Bool {
        routingPath.hasPrefix("/images/")
    }

    /// Whether this simulation answers `request` (`handles(_:)` of its routing path).
    public func handles(_ request: MockRequest) -> Bool { handles(request.routingPath) }

    public var name: String { "pizza" }

    /// The answer to `request` (a path `handles` accepts).
    public func answer(_ request: MockRequest) -> MockAnswer {
        guard request.method == "GET" || request.method == "HEAD" else {
            return MockAnswer(status: 405, headers: [("Allow", "GET"), ("Content-Type", "text/plain; charset=utf-8")], bytes: Array("only GET serves pictures\n".utf8), answeredBy: "simulation pizza.picture (method not allowed)")
        }
        let file = String(request.path.split(separator: "/").last ?? "")
        guard files.contains(file) else {
            return MockAnswer(status: 404, headers: [("Content-Type", "text/plain; charset=utf-8")], bytes: Array("no recorded pizza names the picture \(file)\n".utf8), answeredBy: "simulation pizza.picture (unknown picture)")
        }
        return MockAnswer(status: 200, headers: [("Content-Type", "image/png"), ("Cache-Control", "max-age=86400")], bytes: LabelImage.png(for: file), answeredBy: "simulation pizza.picture")
    }

    /// Every `cdn.pbrd.co/images/<file>` in `body` (JSON may escape its slashes as `\/`).
    static func files(in body: [UInt8]) -> Set<String> {
        let text = String(decoding: body, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
        var files: Set<String> = []
        var rest = text[...]
        while let range = rest.range(of: recordedPrefix) {
            let name = rest[range.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
            if !name.isEmpty, name.first != "." { files.insert(String(name)) }
            rest = rest[range.upperBound...]
        }
        return files
    }
}
