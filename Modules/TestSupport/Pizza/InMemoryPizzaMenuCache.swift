import Domain
import Foundation
import UseCases

/// A `PizzaMenuCache` in memory.
public final class InMemoryPizzaMenuCache: PizzaMenuCache {
    private let cached: Locked<CachedMenu?>

    /// A cache holding `cached`, or nothing.
    public init(_ cached: CachedMenu? = nil) {
        self.cached = Locked(cached)
    }

    /// A cache holding `menu`, saved at `fetchedAt`.
    public convenience init(saved menu: Menu, fetchedAt: Date) {
        self.init(CachedMenu(menu: menu, fetchedAt: fetchedAt))
    }

    public func save(_ menu: Menu, fetchedAt: Date) throws {
        cached.withLock { $0 = CachedMenu(menu: menu, fetchedAt: fetchedAt) }
    }

    public func load() throws -> CachedMenu? { cached.withLock { $0 } }
}
