import Domain
import Foundation

/// A menu and where it came from.
public struct MenuLoad: Equatable, Sendable {
    /// Where a loaded menu came from.
    public enum Source: Equatable, Sendable {
        /// Straight from the API.
        case live
        /// From the cache, because the API failed for `reason`; fetched at `fetchedAt`.
        case cached(fetchedAt: Date, reason: AppError)
    }

    /// The menu.
    public var menu: Menu
    /// Where it came from.
    public var source: Source

    /// A loaded menu.
    public init(menu: Menu, source: Source) {
        self.menu = menu
        self.source = source
    }

    /// Whether the menu is the cached copy.
    public var isCached: Bool {
        if case .cached = source { return true }
        return false
    }
}
