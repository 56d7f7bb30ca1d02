/// The apps this workspace builds, in the order the home screen lists them: the one place an
/// app is added. Everything else an app needs from the shared code it declares in its own
/// folder (`AppComposition`).
public enum RegisteredApps {
    /// Every app's composition.
    public static let all: [any AppComposition.Type] = [WineComposition.self, PizzaComposition.self, CountersComposition.self]
}
