import Foundation

/// The base URL of each API (`APIEndpoint`), as configured. Each app reads its own through an
/// extension in its folder (`endpoints.wine`); `kiosk config` shows them by name.
public struct Endpoints: Equatable, Sendable, Codable {
    private var urls: [String: URL]

    /// Endpoints from explicit values; an endpoint not given is the default server.
    public init(_ urls: [APIEndpoint: URL]) {
        self.urls = Dictionary(uniqueKeysWithValues: urls.map { ($0.key.name, $0.value) })
    }

    /// Every endpoint at `url`.
    public static func all(_ url: URL) -> Endpoints {
        Endpoints(Dictionary(uniqueKeysWithValues: APIEndpoint.all.map { ($0, url) }))
    }

    /// The base URL of `endpoint`: its own if configured, else the default server.
    public subscript(_ endpoint: APIEndpoint) -> URL {
        urls[endpoint.name] ?? KioskConfiguration.defaultServer
    }

    // MARK: - Codable: `{"wine": "http://…", …}`, every registered endpoint

    public init(from decoder: any Decoder) throws {
        urls = try decoder.singleValueContainer().decode([String: URL].self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Dictionary(uniqueKeysWithValues: APIEndpoint.all.map { ($0.name, self[$0]) }))
    }
}
