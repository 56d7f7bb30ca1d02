/// The words every front end shows for a cart, the Wine Club's or Nenno's: one wording, where
/// the CLI, the TUI and the web pages each had their own ("Your cart is empty", "The cart is
/// empty.").
public enum CartWording {
    /// An empty cart, as a heading; a sentence of its own ends it with a period.
    public static let empty = "The cart is empty"
    /// A cart being read.
    public static let loading = "Loading the cart…"
}
