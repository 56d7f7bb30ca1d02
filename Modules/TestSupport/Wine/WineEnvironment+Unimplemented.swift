import Domain
import Foundation
import Presentation

extension WineEnvironment {
    /// An environment whose every function fails the test when called: a test sets only the
    /// functions it expects to be used (`environment.catalogPage = { … }`), as with
    /// `CountersEnvironment.unimplemented` and `PizzaEnvironment.unimplemented`.
    public static func unimplemented(clock: Clock = .fixed(.distantPast)) -> WineEnvironment {
        WineEnvironment(
            checkService: { try? fail("checkService") },
            signIn: { _ in try fail("signIn") },
            signOut: { try fail("signOut") },
            currentEmployee: { try fail("currentEmployee") },
            signedInEmployee: { try fail("signedInEmployee") },
            registerEmployee: { _, _, _, _ in try fail("registerEmployee") },
            recoverPIN: { _ in try fail("recoverPIN") },
            employees: { try fail("employees") },
            changePIN: { _, _ in try fail("changePIN") },
            renameEmployee: { _, _ in try fail("renameEmployee") },
            removeEmployee: { _ in try fail("removeEmployee") },
            importCatalog: {
                AsyncThrowingStream { continuation in
                    do {
                        let _: Void = try fail("importCatalog")
                    } catch {
                        continuation.finish(throwing: error)
                    }
                }
            },
            catalogPage: { _ in try fail("catalogPage") },
            catalogStatus: { try fail("catalogStatus") },
            categories: { try fail("categories") },
            resolveCategories: { _ in try fail("resolveCategories") },
            wine: { _ in try fail("wine") },
            cart: { try fail("cart") },
            addToCart: { _, _ in try fail("addToCart") },
            setQuantity: { _, _ in try fail("setQuantity") },
            removeFromCart: { _ in try fail("removeFromCart") },
            checkout: { _ in try fail("checkout") },
            orders: { try fail("orders") },
            clock: clock,
            keepSignedIn: { try fail("keepSignedIn") },
            recordUse: { try fail("recordUse") }
        )
    }
}
