/// One line of a wine cart: a wine and how many bottles.
public struct CartLine: Equatable, Sendable, Codable {
    /// The wine's id.
    public let wineID: Int
    /// How many; always 1 to `Quantity.maximum`.
    public internal(set) var quantity: Int

    /// A line. The quantity is trusted: `WineCart` is what checks it.
    public init(wineID: Int, quantity: Int) {
        self.wineID = wineID
        self.quantity = quantity
    }
}
