import Domain
import Foundation
import Synchronization
import UseCases

/// A `PizzaCartStore` in memory, with the same transactional behaviour as the SQLite one: a
/// change that throws leaves the cart as it was.
public final class InMemoryPizzaCartStore: PizzaCartStore {
    private struct Contents {
        var cart: PizzaCart
        var orders: [PizzaOrder] = []
    }

    private let contents: Mutex<Contents>

    /// A store holding `cart`.
    public init(cart: PizzaCart = PizzaCart()) {
        contents = Mutex(Contents(cart: cart))
    }

    public func load() throws -> PizzaCart { contents.withLock { $0.cart } }

    public func update<T>(_ change: (inout PizzaCart) throws -> T) throws -> T {
        try contents.withLock { contents in
            var cart = contents.cart
            let result = try change(&cart)
            contents.cart = cart
            return result
        }
    }

    public func placeOrder(lines: [PizzaCartLine], placedAt: Date) throws -> PizzaOrder {
        contents.withLock { contents in
            let order = PizzaOrder(id: contents.orders.count + 1, placedAt: placedAt, lines: lines)
            contents.orders.append(order)
            contents.cart.settle(lines)
            return order
        }
    }

    public func orders() throws -> [PizzaOrder] { contents.withLock { $0.orders } }
}
