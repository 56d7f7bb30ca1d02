import Mustache

/// A page's values as the templates read them, reflected once: every struct becomes a
/// dictionary of its fields (a `nil` field left out) and every array an array of such values,
/// so that rendering looks each name up in a dictionary.
///
/// Why: Mustache finds a name in a struct with a `Mirror`, reflecting every field of the value
/// to find one, and for a name the innermost value lacks it climbs to the next and reflects
/// that too. Each of a catalog page's rows climbed to the whole `WineView` three times (the
/// CSRF token, the catalog's hidden fields, the quantity's limits): most of a page's time was
/// reflection.
///
/// A page reads the same either way: a dictionary answers the names its struct's `Mirror`
/// answered, with the same values, and a field holding `nil` is missing from both (Mustache
/// then looks further up). Anything Mustache treats specially (a lambda, a value that renders
/// or represents itself, a parent that names its own children, a sequence other than an
/// array) and anything that is not a struct (an enum, a class, a string, a number) stays as it
/// is and is read as before. (The templates use no transforms, `{{first(rows)}}`: an array of
/// the tree's values would sort differently from an array of the views'.)
enum TemplateTree {
    /// The tree of `value`.
    static func of(_ value: Any) -> Any {
        tree(value) ?? value
    }

    /// The tree of `value`, nil for an empty optional; an optional holding a value is that
    /// value's tree (one level, as Mustache unwraps a field).
    private static func tree(_ value: Any) -> Any? {
        // NB: most values are texts, numbers and flags, which stay as they are: a cast to a
        // type (which also unwraps an optional holding one) is much cheaper than asking for a
        // protocol's conformance.
        if let text = value as? String { return text }
        if let flag = value as? Bool { return flag }
        if let number = value as? Int { return number }
        if let optional = value as? any OptionalField {
            return optional.wrapped.flatMap(tree)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?:
            // NB: a struct that is a sequence of its own would be walked by a section as a
            // sequence only if Mustache knew it as one; it stays whole either way.
            if value is any MustacheCustomRenderable || value is any MustacheCustomRepresentation || value is any MustacheParent
                || value is MustacheLambda || value is any MustacheSequence {
                return value
            }
            var fields: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let field = tree(child.value) else { continue }
                fields[label] = field
            }
            return fields
        case .collection?:
            guard let array = value as? [Any] else { return value }
            return array.map { tree($0) ?? $0 }
        default:
            return value
        }
    }

    /// An optional, whatever it wraps.
    fileprivate protocol OptionalField {
        var wrapped: Any? { get }
    }
}

extension Optional: TemplateTree.OptionalField {
    fileprivate var wrapped: Any? { map { $0 } }
}
