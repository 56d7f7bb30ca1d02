import Domain
import Foundation
import Logging
import Networking
import Persistence
import UseCases

/// Builds Nenno's Pizza: the client over the shared transport (menu bins at
/// `endpoints.pizza`, checkout at `endpoints.checkout`) and the stores over the Kiosk database.
public func makePizzaEnvironment(
    configuration: KioskConfiguration,
    database: KioskDatabase,
    transport: any HTTPTransport,
    clock: Clock,
    logger: Logger
) -> PizzaEnvironment {
    let client = NennosPizzaClient(
        transport: transport,
        menuBase: configuration.endpoints.pizza,
        checkoutBase: configuration.endpoints.checkout,
        logger: logger
    )
    return PizzaEnvironment(
        menuGateway: client,
        checkoutGateway: client,
        cartStore: SQLitePizzaCartStore(database: database),
        menuCache: SQLitePizzaMenuCache(database: database),
        clock: clock
    )
}
