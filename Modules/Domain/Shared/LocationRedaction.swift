/// The one way a database location is shown (messages, `kiosk config`, logs): whatever it
/// holds that may be secret is masked, whether or not the text parses.
///
/// Two parts are masked: everything of the authority up to its last `@` (a user and a
/// password, even one with an `@` or a `/` not percent-encoded), and the value of every
/// `password=` (a query parameter, or a libpq `keyword=value` pair, quoted or not). What is
/// left (scheme, hosts, ports, database, other parameters) says which database is meant.
///
/// Pure and free of any parsing that could fail, so a location that does not parse is shown
/// the same way, never whole.
public enum LocationRedaction {
    /// What stands in for a masked part.
    public static let mask = "***"

    /// `text` with its user information and every `password=` value masked:
    /// `postgres://kiosk:p@ss@db:5432/store?password=x` → `postgres://***@db:5432/store?password=***`.
    public static func redacted(_ text: String) -> String {
        maskingPasswordValues(in: maskingUserInformation(in: text))
    }

    /// `text` with everything from the start of its authority (after `scheme://`, else the
    /// start) to the authority's last `@` replaced by the mask.
    ///
    /// NB: the authority is taken to run to the first `?` or `#`, not to the first `/`: an
    /// unencoded `/` or `@` in a password would otherwise end it early and leave the rest of the
    /// password in view. A database name holding an `@` is masked with it: too much is hidden,
    /// never too little.
    static func maskingUserInformation(in text: String) -> String {
        let characters = Array(text)
        var start = 0
        if let separator = firstIndex(of: Array("://"), in: characters) { start = separator + 3 }
        var end = characters.count
        for index in start..<characters.count where characters[index] == "?" || characters[index] == "#" {
            end = index
            break
        }
        guard let at = characters[start..<end].lastIndex(of: "@") else { return text }
        return String(characters[..<start]) + mask + String(characters[at...])
    }

    /// `text` with the value after every `password=` (any case, at the start or after `?`,
    /// `&`, `;` or white space) replaced by the mask: up to the next `&`, `;`, `#` or white
    /// space, or, for a value in single quotes, to its closing quote.
    static func maskingPasswordValues(in text: String) -> String {
        let characters = Array(text)
        let key = Array("password=")
        var result = ""
        var index = 0
        while index < characters.count {
            let startsKey = index + key.count <= characters.count
                && String(characters[index..<index + key.count]).lowercased() == String(key)
                && (index == 0 || "?&; \t\n".contains(characters[index - 1]))
            guard startsKey else {
                result.append(characters[index])
                index += 1
                continue
            }
            result += String(characters[index..<index + key.count]) + mask
            index += key.count
            if index < characters.count, characters[index] == "'" {
                index += 1
                while index < characters.count, characters[index] != "'" {
                    // NB: libpq escapes a quote or backslash inside quotes with a backslash.
                    index += characters[index] == "\\" ? 2 : 1
                }
                index += 1
            } else {
                while index < characters.count, !"&;# \t\n".contains(characters[index]) { index += 1 }
            }
        }
        return result
    }

    private static func firstIndex(of needle: [Character], in haystack: [Character]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where Array(haystack[index..<index + needle.count]) == needle {
            return index
        }
        return nil
    }
}
