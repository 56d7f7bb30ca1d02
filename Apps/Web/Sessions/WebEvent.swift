import Presentation

/// What the `/events` stream tells a page.
enum WebEvent: Equatable, Sendable {
    /// The state of one of the session's apps changed: the page showing it re-fetches its live
    /// parts (`data:` is the app's raw value, the first segment of its addresses).
    case changed(KioskApp)
    /// Nothing happened; keeps proxies and the browser from timing the stream out, and lets the
    /// server notice a browser that went away.
    case heartbeat

    /// The event as Server-Sent Events text.
    var wireText: String {
        switch self {
        case let .changed(page): return "event: changed\ndata: \(page.rawValue)\n\n"
        case .heartbeat: return ": heartbeat\n\n"
        }
    }
}
