import Domain
import Testing
import UseCases

/// A `WineCatalogGateway` serving a fixed catalog in pages, or failing as configured. An
/// unconfigured gateway fails the test on first use.
public final class FakeWineCatalogGateway: WineCatalogGateway {
    private struct Setup {
        var categories: [WineCategory]?
        var wines: [Wine]?
        var claimedTotal: Int?
        var failure: AppError?
        var failAtOffset: Int?
        var requestedPages: [Int] = []
        var reachabilityChecks = 0
    }

    private let setup = Locked(Setup())

    /// A gateway with nothing configured.
    public init() {}

    /// Serves these categories and wines; every page claims `claimedTotal` wines in all when
    /// it is given (a server whose total is wrong), else the true count.
    public func serve(categories: [WineCategory], wines: [Wine], claimingTotal claimedTotal: Int? = nil) {
        setup.withLock { $0.categories = categories; $0.wines = wines; $0.claimedTotal = claimedTotal }
    }

    /// Fails every call with `error`.
    public func fail(with error: AppError) { setup.withLock { $0.failure = error } }

    /// Serves again what it was configured with, after `fail(with:)` (wine.com is back).
    public func recover() { setup.withLock { $0.failure = nil; $0.failAtOffset = nil } }

    /// Fails the catalog page at `offset` with `error`.
    public func fail(atOffset offset: Int, with error: AppError) {
        setup.withLock { $0.failAtOffset = offset; $0.failure = error }
    }

    /// The offsets of the pages asked for, in order.
    public var requestedPages: [Int] { setup.withLock { $0.requestedPages } }

    /// How many times it was asked whether it answers (`checkReachable()`).
    public var reachabilityChecks: Int { setup.withLock { $0.reachabilityChecks } }

    public func categories() async throws -> [WineCategory] {
        try setup.withLock { setup in
            if let failure = setup.failure, setup.failAtOffset == nil { throw failure }
            guard let categories = setup.categories else { throw Self.unconfigured("categories()") }
            return categories
        }
    }

    public func catalogPage(offset: Int, size: Int) async throws -> CatalogPage {
        try setup.withLock { setup in
            setup.requestedPages.append(offset)
            if let failure = setup.failure, setup.failAtOffset == nil || setup.failAtOffset == offset { throw failure }
            guard let wines = setup.wines else { throw Self.unconfigured("catalogPage") }
            return CatalogPage(wines: Array(wines.dropFirst(offset).prefix(size)), total: setup.claimedTotal ?? wines.count)
        }
    }

    public func checkReachable() async throws {
        try setup.withLock { setup in
            setup.reachabilityChecks += 1
            if let failure = setup.failure, setup.failAtOffset == nil { throw failure }
            if setup.categories == nil { throw Self.unconfigured("checkReachable()") }
        }
    }

    private static func unconfigured(_ method: String) -> AppError {
        Issue.record("FakeWineCatalogGateway.\(method) was called but not configured")
        return .unexpected("FakeWineCatalogGateway.\(method) not configured")
    }
}
