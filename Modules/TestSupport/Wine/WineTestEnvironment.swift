import Foundation
import Presentation
import UseCases

/// The Wine Club over in-memory stores and a fake wine.com, at a fixed time: the one Wine kit of
/// the view-model tests and the front ends' tests. A front end's test reaches the club only
/// through `environment` (what its features call) and the stores' own functions, never the use
/// cases.
public struct WineTestEnvironment {
    /// The time the use cases see, and where `time` starts.
    public static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// The employees.
    public let employees = InMemoryEmployeeStore()
    /// Who is signed in.
    public let session = InMemorySessionStore()
    /// The carts and orders.
    public let carts = InMemoryWineCartStore()
    /// The imported catalog.
    public let catalog = InMemoryCatalogStore()
    /// wine.com: configure what it serves (`serve`), or make it fail (`fail(with:)`).
    public let gateway = FakeWineCatalogGateway()
    /// The time: notices wait on it until a test advances it.
    public let time = TestClock(start: WineTestEnvironment.now)

    /// Empty stores, and a wine.com that serves nothing until configured.
    public init() {}

    /// The use cases over the stores (for tests below the seam: view models, use cases).
    public var club: WineClub {
        WineClub(gateway: gateway, employees: employees, session: session, carts: carts, catalog: catalog, clock: .fixed(Self.now))
    }

    /// What the Wine Club's features call, over the stores.
    public var environment: WineEnvironment { WineEnvironment(club: club, clock: time.clock) }
}
