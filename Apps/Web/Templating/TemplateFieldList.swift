/// A value's fields by name (`TemplateValue.fields`), kept as two arrays in the order given.
///
/// Why not a dictionary: a page's values have from two fields to a few dozen, and a page made
/// and looked up hundreds of them (a catalog's rows, every `{{name}}` tried against each value
/// around it); hashing each name was a tenth of drawing a page, where comparing names, most of
/// them short enough to compare as one word, is not.
struct TemplateFieldList: Sendable, Equatable, ExpressibleByDictionaryLiteral, Sequence {
    private var names: [String] = []
    private var values: [TemplateValue] = []

    /// No fields.
    init() {}

    /// The fields of a literal; a name given twice is a mistake (as in a dictionary literal).
    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        names.reserveCapacity(elements.count)
        values.reserveCapacity(elements.count)
        for (name, value) in elements {
            precondition(!names.contains(name), "the field \(name) is given twice")
            names.append(name)
            values.append(value)
        }
    }

    /// The value named `name`; setting `nil` removes it, as in a dictionary.
    subscript(name: String) -> TemplateValue? {
        get {
            guard let index = names.firstIndex(of: name) else { return nil }
            return values[index]
        }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue {
                    values[index] = newValue
                } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    /// The names, in the order given.
    var keys: [String] { names }

    /// How many fields there are.
    var count: Int { names.count }

    /// The fields as name and value, in the order given.
    func makeIterator() -> some IteratorProtocol<(key: String, value: TemplateValue)> {
        zip(names, values).lazy.map { (key: $0, value: $1) }.makeIterator()
    }

    /// Equal when they hold the same names with the same values, in any order (as dictionaries).
    static func == (lhs: TemplateFieldList, rhs: TemplateFieldList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs.names, lhs.values).allSatisfy { name, value in rhs[name] == value }
    }
}
