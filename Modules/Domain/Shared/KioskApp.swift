/// The three apps of the workspace, in the order the home screen lists them.
public enum KioskApp: String, CaseIterable, Codable, Sendable {
    case wine
    case pizza
    case counters

    /// The app's name as a person reads it.
    public var title: String {
        switch self {
        case .wine: return "Wine Club"
        case .pizza: return "Nenno's Pizza"
        case .counters: return "Counters"
        }
    }

    /// One line on what the app is for.
    public var summary: String {
        switch self {
        case .wine: return "Sign in with a PIN, browse the wine catalog, fill a cart, check out"
        case .pizza: return "Pizzas and drinks, custom pizzas, a cart that persists, checkout"
        case .counters: return "Named counters, offline first, synced to a server"
        }
    }
}
