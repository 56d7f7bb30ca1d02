/// A value that gives the page's tree its fields itself, as a dictionary, instead of having them
/// reflected: a value a page draws by the hundred (a catalog row, a category of the filter).
///
/// The dictionary holds what `TemplateTree` would make of the value by reflection, the same
/// names and values, a `nil` field left out (`TemplateTreeTests` holds each type to it).
protocol TemplateFields {
    /// The fields by name, each a text, a number or a flag.
    var templateFields: TemplateFieldList { get }
}
