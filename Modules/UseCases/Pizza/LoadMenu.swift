import Domain

/// Loads the menu from the API and caches it; when the API fails, falls back to the cached
/// menu and says why.
public struct LoadMenu: Sendable {
    let gateway: any PizzaMenuGateway
    let cache: any PizzaMenuCache
    let clock: Clock

    /// The use case over its ports.
    public init(gateway: any PizzaMenuGateway, cache: any PizzaMenuCache, clock: Clock) {
        self.gateway = gateway
        self.cache = cache
        self.clock = clock
    }

    /// The menu, live if possible.
    ///
    /// - Throws: the API's `AppError` when it fails and nothing is cached; `AppError.storage`
    ///   (or `.unavailable`, a shared database away) when the API fails and the cache cannot be
    ///   read.
    public func callAsFunction() async throws -> MenuLoad {
        let menu: Menu
        do {
            menu = try await gateway.fetchMenu()
        } catch let error as AppError {
            guard case .unavailable = error, let cached = try cache.load() else { throw error }
            return MenuLoad(menu: cached.menu, source: .cached(fetchedAt: cached.fetchedAt, reason: error))
        }
        // NB: the cache only stands in for the API another time: a live menu is shown even when
        // it cannot be kept (the shared database away), as the API gave it.
        try? cache.save(menu, fetchedAt: clock.now())
        return MenuLoad(menu: menu, source: .live)
    }

    /// The menu saved by the last load, without asking the API (for shell completion, which
    /// must answer at once and offline).
    ///
    /// - Throws: `AppError.storage` when the cache cannot be read.
    public func saved() throws -> CachedMenu? {
        try cache.load()
    }
}
