/// Quick add from the catalog: how many bottles of one wine to put in the cart, without
/// opening its detail.
public struct WineQuickAdd: Equatable, Sendable {
    /// The wine.
    public var wineID: Int
    /// Its name, for the prompt and the notice.
    public var name: String
    /// The quantity as typed.
    public var quantity: String
    /// Why the quantity (or the add) was refused.
    public var error: AppError?
    /// Whether the add was sent and its answer is awaited: another submit is ignored meanwhile.
    public var isAdding = false

    /// A quick add of `name`, one bottle unless the person types another number.
    public init(wineID: Int, name: String, quantity: String = "1") {
        self.wineID = wineID
        self.name = name
        self.quantity = quantity
    }
}
