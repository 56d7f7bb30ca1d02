import ArgumentParser

/// argument-parser's refusals of a command line, worded as every Kiosk program words a
/// failure: the option or argument as typed, then the rule its help gives ("--limit: needs a
/// value; wines per page (1 to 500)"), never "Missing value for '--limit <n>'".
public enum ParserRefusal {
    /// The option or argument a refusal names and its rule, from argument-parser's `message`;
    /// `nil` for a message that is not one of a value refused or missing.
    public static func rule(for message: String, declared: DeclaredArguments) -> (name: String, rule: String)? {
        func help(of name: String) -> String {
            declared.option(name)?.help ?? declared.positionals.first { $0.name == name }?.help ?? ""
        }
        if let quoted = quoted(in: message, after: "Missing value for '") {
            let name = String(quoted.prefix { $0 != " " })
            return (name, "needs a value" + describing(help(of: name)))
        }
        if let quoted = quoted(in: message, after: "Missing expected argument '") {
            // NB: "<counter> ..." names the argument `<counter>`, which may be repeated.
            let name = String(quoted.prefix { $0 != " " })
            return (name, "is required" + describing(help(of: name)))
        }
        if message.hasPrefix("The value '"), let valueEnd = message.range(of: "' is invalid for '") {
            let value = String(message[message.index(message.startIndex, offsetBy: "The value '".count)..<valueEnd.lowerBound])
            let rest = message[valueEnd.upperBound...]
            guard let close = rest.firstIndex(of: "'") else { return nil }
            let name = String(rest[..<close].prefix { $0 != " " })
            // The option's own rule, when its reading gave one ("must be one of auto, …").
            let reason = rest[rest.index(after: close)...]
            if reason.hasPrefix(": ") { return (name, "\(reason.dropFirst(2)) (got \"\(value)\")") }
            return (name, "\"\(value)\" is not a valid value" + describing(help(of: name)))
        }
        return nil
    }

    /// The words for an option given an empty value: "--category: must not be empty; a
    /// category id or name (repeatable; all must match)".
    public static func emptyValue(_ option: String, declared: DeclaredArguments) -> String {
        "\(option): must not be empty" + describing(declared.option(option)?.help ?? "")
    }

    /// An option's help as the rest of a rule: "; wines per page (1 to 500)".
    static func describing(_ help: String) -> String {
        let trimmed = help.hasSuffix(".") ? String(help.dropLast()) : help
        guard let first = trimmed.first else { return "" }
        // NB: a help starting with a name or a value ("A→Z", "PIN") keeps its capital.
        let second = trimmed.dropFirst().first
        let lowered = second?.isLowercase == true ? first.lowercased() + trimmed.dropFirst() : trimmed
        return "; " + lowered
    }

    private static func quoted(in message: String, after prefix: String) -> String? {
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }
}
