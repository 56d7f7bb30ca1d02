import Domain
import Foundation
import Networking
import Persistence
import Presentation
import UseCases

/// Builds Nenno's Pizza: the client over the shared transport (menu bins at
/// `endpoints.pizza`, checkout at `endpoints.checkout`), the stores (SQLite, or the cart of
/// this kiosk in the PostgreSQL the kiosks share), the use cases, and
/// the environment the front ends use.
public enum PizzaComposition {
    /// Nenno's Pizza over `base`'s database and transport.
    public static func make(_ base: AppEnvironment) -> PizzaEnvironment {
        PizzaEnvironment(shop: shop(base), clock: base.clock)
    }

    /// The use cases.
    public static func shop(_ base: AppEnvironment) -> PizzaShop {
        let client = NennosPizzaClient(
            transport: base.transport,
            menuBase: base.configuration.endpoints.pizza,
            checkoutBase: base.configuration.endpoints.checkout,
            timeout: base.configuration.requestTimeout ?? NennosPizzaClient.defaultTimeout,
            logger: base.logger
        )
        return PizzaShop(
            menuGateway: client,
            checkoutGateway: client,
            cartStore: base.shared.map { PostgresPizzaCartStore(database: $0, kiosk: base.configuration.kiosk) } as (any PizzaCartStore)?
                ?? SQLitePizzaCartStore(database: base.database),
            menuCache: base.shared.map { PostgresPizzaMenuCache(database: $0) } as (any PizzaMenuCache)? ?? SQLitePizzaMenuCache(database: base.database),
            clock: base.clock,
            // NB: beside the data directory's SQLite file whichever database holds the cart: the
            // kiosk's processes (CLI, TUI, web) share that directory.
            checkoutPresence: FilePizzaCheckoutPresence(database: base.database)
        )
    }
}
