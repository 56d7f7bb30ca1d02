import Domain
import Foundation
import Presentation

extension PizzaEnvironment {
    /// An environment whose every function fails the test when called: a test sets only the
    /// functions it expects to be used (`environment.cart = { … }`), as with
    /// `CountersEnvironment.unimplemented` and `WineEnvironment.unimplemented`.
    public static func unimplemented(clock: Clock = .fixed(.distantPast)) -> PizzaEnvironment {
        PizzaEnvironment(
            loadMenu: { try fail("loadMenu") },
            cart: { try fail("cart") },
            addToCart: { _, _ in try fail("addToCart") },
            removeFromCart: { _ in try fail("removeFromCart") },
            setQuantity: { _, _ in try fail("setQuantity") },
            checkout: { _, _ in try fail("checkout") },
            customizePizza: { _, _, _, _ in try fail("customizePizza") },
            pizzaFromScratch: { _, _ in try fail("pizzaFromScratch") },
            orders: { try fail("orders") },
            savedMenu: { try fail("savedMenu") },
            clock: clock
        )
    }
}
