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
        try check()
        try await catalog.checkReachable()
    }
}
