import Mustache
import Synchronization

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
        let type = type(of: value)
        // NB: most values are texts, numbers and flags, kept as they are.
        if type == String.self || type == Int.self || type == Bool.self { return value }
        switch shape(of: value, type) {
        case .kept:
            return value
        case .optional:
            return (value as? any OptionalField)?.wrapped.flatMap(tree)
        case .named:
            return (value as? any TemplateFields)?.templateFields
        case .fields:
            var fields: [String: Any] = [:]
            for child in Mirror(reflecting: value).children {
                guard let label = child.label, let field = tree(child.value) else { continue }
                fields[label] = field
            }
            return fields
        case .array:
            guard let array = value as? [Any] else { return value }
            return array.map { tree($0) ?? $0 }
        }
    }

    /// What the tree makes of a value of one type.
    private enum Shape {
        /// The value itself.
        case kept
        /// The value the optional holds, if any.
        case optional
        /// A dictionary of the struct's fields.
        case fields
        /// The dictionary the value gives (`TemplateFields`), no reflection.
        case named
        /// An array of its elements' trees.
        case array
    }

    /// The shape of every type met so far.
    ///
    /// NB: decided once a type: asking a value whether it conforms to a protocol (an optional,
    /// one of Mustache's) searches the runtime's conformances, and for every value of a page
    /// that was a quarter of its time.
    private static let shapes = Mutex<[ObjectIdentifier: Shape]>([:])

    /// The shape of `value`, of type `type`.
    private static func shape(of value: Any, _ type: Any.Type) -> Shape {
        let key = ObjectIdentifier(type)
        if let known = shapes.withLock({ $0[key] }) { return known }
        let shape: Shape
        if value is any OptionalField {
            shape = .optional
        } else if value is any TemplateFields {
            shape = .named
        } else if value is any MustacheCustomRenderable || value is any MustacheCustomRepresentation || value is any MustacheParent
            || value is MustacheLambda || value is any MustacheSequence && !(value is [Any]) {
            // NB: a struct that is a sequence of its own would be walked by a section as a
            // sequence only if Mustache knew it as one; it stays whole either way.
            shape = .kept
        } else {
            switch Mirror(reflecting: value).displayStyle {
            case .struct?: shape = .fields
            case .collection?: shape = value is [Any] ? .array : .kept
            default: shape = .kept
            }
        }
        shapes.withLock { $0[key] = shape }
        return shape
    }

    /// An optional, whatever it wraps.
    fileprivate protocol OptionalField {
        var wrapped: Any? { get }
    }
}

extension Optional: TemplateTree.OptionalField {
    fileprivate var wrapped: Any? { map { $0 } }
}
