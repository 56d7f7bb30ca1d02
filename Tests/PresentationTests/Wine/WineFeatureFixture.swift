import Foundation
import Presentation
import TestSupport
import UseCases

/// A Wine Club environment over in-memory stores, for view-model tests.
struct WineFeatureFixture {
    let employees = InMemoryEmployeeStore()
    let session = InMemorySessionStore()
    let carts = InMemoryWineCartStore()
    let catalog = InMemoryCatalogStore()
    let gateway = FakeWineCatalogGateway()
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    /// The time: notices wait on it until a test advances it.
    let time = TestClock(start: WineFeatureFixture.now)

    static let red = WineCategory(id: 124, name: "Red Wine", group: .wineType)
    static let merlot = WineCategory(id: 138, name: "Merlot", group: .varietal)
    static let wines = [
        Wine(id: 1, name: "Duckhorn Merlot", description: "", varietal: merlot, wineType: red),
        Wine(id: 2, name: "Aalto", description: "<p>Dark &amp; dense.</p>", wineType: red),
        Wine(id: 3, name: "Zind Riesling"),
    ]

    var club: WineClub {
        WineClub(gateway: gateway, employees: employees, session: session, carts: carts, catalog: catalog, clock: .fixed(Self.now))
    }

    var environment: WineEnvironment { WineEnvironment(club: club, clock: time.clock) }

    func seed() throws {
        try catalog.upsertCategories([Self.red, Self.merlot])
        try catalog.upsertWines(Self.wines)
        gateway.serve(categories: [Self.red, Self.merlot], wines: Self.wines)
    }

    @discardableResult
    func signIn() throws -> Employee {
        let employee = try club.registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "ana@example.com")
        _ = try club.signIn(pin: "1234")
        return employee
    }
}
