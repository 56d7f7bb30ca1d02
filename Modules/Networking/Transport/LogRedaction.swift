import Foundation

/// Makes URLs safe to log: secrets in the query and credentials in the authority are replaced,
/// everything else is kept so a log line still says which request it was.
enum LogRedaction {
    /// Query parameters whose values are secrets, compared without case.
    static let secretParameters: Set<String> = ["apikey", "api_key", "key", "token", "access_token", "password"]
    /// What a secret is replaced with.
    static let placeholder = "REDACTED"

    /// `url` with secret query values and any user or password replaced.
    static func redacted(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            // Unparseable here means nothing of it can be shown safely but the scheme and host.
            return "\(url.scheme ?? "?")://\(url.host ?? "?")/…"
        }
        if components.percentEncodedUser != nil { components.percentEncodedUser = placeholder }
        if components.percentEncodedPassword != nil { components.percentEncodedPassword = placeholder }
        if let items = components.percentEncodedQueryItems {
            components.percentEncodedQueryItems = items.map { item in
                guard secretParameters.contains(item.name.lowercased()), item.value != nil else { return item }
                return URLQueryItem(name: item.name, value: placeholder)
            }
        }
        return components.string ?? "\(url.scheme ?? "?")://\(url.host ?? "?")/…"
    }
}
