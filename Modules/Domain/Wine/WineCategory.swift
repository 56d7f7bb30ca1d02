/// A category a wine can be filtered by: a wine type, a varietal, a region or an appellation
/// (a wine.com "refinement").
public struct WineCategory: Identifiable, Hashable, Sendable, Codable {
    /// The wine.com refinement id, as used in `filter=categories(…)`.
    public let id: Int
    /// The name, such as "Red Wine" or "Napa Valley".
    public let name: String
    /// Which kind of category it is.
    public let group: WineCategoryGroup

    /// A category.
    public init(id: Int, name: String, group: WineCategoryGroup) {
        self.id = id
        self.name = name
        self.group = group
    }
}
