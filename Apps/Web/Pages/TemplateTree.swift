import Synchronization

/// A page's values as the templates read them (`TemplateValue`), reflected once: every struct
/// becomes its fields by name (a `nil` field left out), every array a list, every text, number
/// and flag itself; a part drawn already (`PagePart`) is its HTML, and anything else (an enum,
/// a class, a fractional number) the text Swift describes it with.
///
/// Why: rendering looks each name up in a dictionary of values of six kinds, instead of
/// reflecting a struct for every name and asking each value what it conforms to.
enum TemplateTree {
    /// The tree of `value` (an empty optional: no fields).
    static func of(_ value: Any) -> TemplateValue {
        tree(value) ?? .fields([:])
    }

    /// The fields reflection finds in `value`, whether or not it gives them itself
    /// (`TemplateFields`): what a value giving them must equal.
    static func reflectedFields(of value: Any) -> TemplateFieldList {
        var fields: TemplateFieldList = [:]
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, let field = tree(child.value) else { continue }
            fields[label] = field
        }
        return fields
    }

    /// The tree of `value`, nil for an empty optional; an optional holding a value is that
    /// value's tree (one level, as a field is unwrapped).
    private static func tree(_ value: Any) -> TemplateValue? {
        // NB: most values are texts, numbers and flags, known by their type alone.
        let type = type(of: value)
        if type == String.self { return .text(value as! String) }
        if type == Int.self { return .number(value as! Int) }
        if type == Bool.self { return .flag(value as! Bool) }
        switch shape(of: value, type) {
        case .described:
            return .text(String(describing: value))
        case .optional:
            return (value as? any OptionalField)?.wrapped.flatMap(tree)
        case .named:
            return (value as? any TemplateFields).map { .fields($0.templateFields) }
        case .drawn:
            return (value as? any DrawnPart).map { .html($0.html) }
        case .fields:
            return .fields(reflectedFields(of: value))
        case .array:
            guard let array = value as? [Any] else { return .text(String(describing: value)) }
            return .list(array.compactMap(tree))
        }
    }

    /// What the tree makes of a value of one type.
    private enum Shape {
        /// The text Swift describes the value with.
        case described
        /// The value the optional holds, if any.
        case optional
        /// The struct's fields, reflected.
        case fields
        /// The fields the value gives (`TemplateFields`), no reflection.
        case named
        /// The HTML of a part drawn already (`DrawnPart`).
        case drawn
        /// A list of its elements' trees.
        case array
    }

    /// The shape of every type met so far.
    ///
    /// NB: decided once a type: asking a value whether it conforms to a protocol searches the
    /// runtime's conformances, and for every value of a page that was a quarter of its time.
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
        } else if value is any DrawnPart {
            shape = .drawn
        } else {
            switch Mirror(reflecting: value).displayStyle {
            case .struct?: shape = .fields
            case .collection?: shape = value is [Any] ? .array : .described
            default: shape = .described
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
