import Domain
import Foundation

/// The last menu loaded from the API, kept so the app works while the API is down.
public protocol PizzaMenuCache: Sendable {
    /// Replaces the cached menu.
    func save(_ menu: Menu, fetchedAt: Date) throws
    /// The cached menu, if one was ever saved.
    func load() throws -> CachedMenu?
}

/// A menu from the cache, with when it was fetched.
public struct CachedMenu: Equatable, Sendable {
    /// The menu.
    public var menu: Menu
    /// When it came from the API.
    public var fetchedAt: Date

    /// A cached menu.
    public init(menu: Menu, fetchedAt: Date) {
        self.menu = menu
        self.fetchedAt = fetchedAt
    }
}
