import Domain
import Foundation
import UseCases

/// A `WineCartStore` in memory.
public final class InMemoryWineCartStore: WineCartStore {
    private let state = Locked<(carts: [Int64: WineCart], orders: [WineOrder])>(([:], []))

    /// No carts, no orders.
    public init() {}

    public func cart(for employeeID: Int64) throws -> WineCart { state.withLock { $0.carts[employeeID] ?? WineCart() } }

    @discardableResult
    public func updateCart(for employeeID: Int64, _ change: (inout WineCart) throws -> Void) throws -> WineCart {
        try state.withLock { state in
            var cart = state.carts[employeeID] ?? WineCart()
            try change(&cart)
            state.carts[employeeID] = cart
            return cart
        }
    }

    public func cartQuantities() throws -> [Int64: Int] {
        state.withLock { $0.carts.filter { !$0.value.isEmpty }.mapValues(\.totalQuantity) }
    }

    public func placeOrder(employeeID: Int64, employeeName: String, lines: [WineOrder.Line], exactly: WineCart?, at date: Date) throws -> WineOrder? {
        state.withLock { state in
            var cart = state.carts[employeeID] ?? WineCart()
            if let exactly, cart != exactly { return nil }
            guard cart.settle(lines.map { CartLine(wineID: $0.wineID, quantity: $0.quantity) }) else { return nil }
            let order = WineOrder(id: WineOrder.number(sequence: Int64(state.orders.count + 1)), employeeID: employeeID, placedAt: date,
                                  lines: lines, employeeName: employeeName)
            state.orders.append(order)
            state.carts[employeeID] = cart
            return order
        }
    }

    public func orders(for employeeID: Int64) throws -> [WineOrder] {
        state.withLock { $0.orders.filter { $0.employeeID == employeeID }.reversed() }
    }
}
