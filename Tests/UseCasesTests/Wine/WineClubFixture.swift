import Domain
import Foundation
import TestSupport
import UseCases

/// The Wine Club over in-memory stores and a settable clock.
final class WineClubFixture: Sendable {
    let employees = InMemoryEmployeeStore()
    let session = InMemorySessionStore()
    let carts = InMemoryWineCartStore()
    let catalog: InMemoryCatalogStore
    let gateway = FakeWineCatalogGateway()
    let time = TestClock(start: Date(timeIntervalSince1970: 1_700_000_000), sleeps: .advanceAtOnce)

    init(catalog: InMemoryCatalogStore = InMemoryCatalogStore()) {
        self.catalog = catalog
    }

    var clock: Clock { time.clock }

    func advance(by seconds: Int) { time.advance(by: .seconds(seconds)) }

    /// A new `WineClub` over the same stores: what a new process sees.
    func club() -> WineClub {
        WineClub(gateway: gateway, employees: employees, session: session, carts: carts, catalog: catalog, clock: clock)
    }

    static let red = WineCategory(id: 124, name: "Red Wine", group: .wineType)
    static let merlot = WineCategory(id: 138, name: "Merlot", group: .varietal)
    static let napa = WineCategory(id: 2398, name: "Napa Valley", group: .appellation)
    static let wines = [
        Wine(id: 1, name: "Duckhorn Napa Merlot 2008", varietal: merlot, wineType: red, appellation: napa),
        Wine(id: 2, name: "Aalto PS 2009", wineType: red),
        Wine(id: 3, name: "Zinfandel Old Vines"),
    ]

    func seedCatalog() throws {
        try catalog.upsertCategories([Self.red, Self.merlot, Self.napa])
        try catalog.upsertWines(Self.wines)
    }

    @discardableResult
    func signedInEmployee(pin: String = "1234", lastName: String = "Lima") throws -> Employee {
        let club = club()
        let employee = try club.registerEmployee(pin: pin, firstName: "Ana", lastName: lastName, email: nil)
        _ = try club.signIn(pin: pin)
        return employee
    }
}
