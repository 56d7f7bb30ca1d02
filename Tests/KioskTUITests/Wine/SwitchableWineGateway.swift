import Presentation
import Synchronization
import TestSupport
import UseCases

/// A fake wine.com that can go down and come back: `FakeWineCatalogGateway` serves the
/// catalog, and while `isDown` every call fails as a refused connection would.
final class SwitchableWineGateway: WineCatalogGateway {
    /// The catalog served while up.
    let catalog = FakeWineCatalogGateway()
    private let down = Mutex(false)
    private let checkCount = Mutex(0)

    /// How many times wine.com was asked whether it answers.
    var checks: Int { checkCount.withLock { $0 } }

    /// Whether every call fails.
    var isDown: Bool {
        get { down.withLock { $0 } }
        set { down.withLock { $0 = newValue } }
    }

    private func check() throws {
        if isDown { throw AppError.unavailable(service: "wine.com", reason: "connection refused") }
    }

    func categories() async throws -> [WineCategory] {
        try check()
        return try await catalog.categories()
    }

    func catalogPage(offset: Int, size: Int) async throws -> CatalogPage {
        try check()
        return try await catalog.catalogPage(offset: offset, size: size)
    }

    func checkReachable() async throws {
        checkCount.withLock { $0 += 1 }
        try check()
        try await catalog.checkReachable()
    }
}
