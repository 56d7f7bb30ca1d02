import Domain
import Foundation

extension APIEndpoint {
    /// Nenno's menu bins.
    public static let pizza = APIEndpoint(name: "pizza", variable: "KIOSK_PIZZA_URL", summary: "Nenno's menu")
    /// The httpbin-style checkout Nenno's posts orders to.
    public static let checkout = APIEndpoint(name: "checkout", variable: "KIOSK_CHECKOUT_URL", summary: "Nenno's checkout")
}

extension Endpoints {
    /// Nenno's menu bins' base URL.
    public var pizza: URL { self[.pizza] }
    /// Nenno's checkout server's base URL.
    public var checkout: URL { self[.checkout] }
}

extension PizzaComposition: AppComposition {
    public static let app = KioskApp.pizza
    public static let endpoints: [APIEndpoint] = [.pizza, .checkout]
    public static let settings: [AppSetting] = [.pizzaPictures]
}
