import Domain
import Foundation
import Logging
import UseCases

/// The Nenno's Pizza APIs over an `HTTPTransport`: the three menu bins and the httpbin-style
/// checkout.
///
/// Every failure leaves as an `AppError.unavailable` naming the service and, for a bad body,
/// the JSON path (`pizzas $.pizzas[3].ingredients[1]: expected a number`).
public struct NennosPizzaClient: PizzaMenuGateway, PizzaCheckoutGateway {
    /// `GET`: `[{id, name, price}]`.
    public static let ingredientsPath = "/bins/ozt3z"
    /// `GET`: `[{id, name, price}]`.
    public static let drinksPath = "/bins/150da7"
    /// `GET`: `{basePrice, pizzas: [{name, ingredients, imageUrl?}]}`.
    public static let pizzasPath = "/bins/dokm7"
    /// `POST` `{pizzas, drinks}` as `application/json`; httpbin echoes it.
    public static let checkoutPath = "/post"

    /// The service names used in messages.
    public static let menuService = "Nenno's menu"
    /// The checkout service's name in messages.
    public static let checkoutService = "checkout"

    private let transport: any HTTPTransport
    private let menuBase: URL
    private let checkoutBase: URL
    private let timeout: Duration
    /// How long one request may take unless told otherwise.
    public static let defaultTimeout: Duration = .seconds(15)
    private let logger: Logger

    /// A client.
    ///
    /// - Parameters:
    ///   - menuBase: the base URL of the menu bins (`KioskConfiguration.endpoints.pizza`).
    ///   - checkoutBase: the base URL of the checkout server (`…endpoints.checkout`).
    ///   - timeout: the most one request may take.
    public init(
        transport: any HTTPTransport, menuBase: URL, checkoutBase: URL,
        timeout: Duration = NennosPizzaClient.defaultTimeout, logger: Logger = Logger(label: "kiosk.pizza")
    ) {
        self.transport = transport
        self.menuBase = menuBase
        self.checkoutBase = checkoutBase
        self.timeout = timeout
        self.logger = logger
    }

    // MARK: - Menu

    public func fetchMenu() async throws -> Menu {
        do {
            async let ingredients = get([MenuItemDTO].self, Self.ingredientsPath, body: "ingredients")
            async let drinks = get([MenuItemDTO].self, Self.drinksPath, body: "drinks")
            async let pizzas = get(PizzaMenuDTO.self, Self.pizzasPath, body: "pizzas")
            let bodies = try await (ingredients, drinks, pizzas)
            return try MenuMapping.menu(ingredients: bodies.0, drinks: bodies.1, pizzas: bodies.2)
        } catch let error as APIError {
            throw error.appError(service: Self.menuService)
        }
    }

    private func get<T: Decodable>(_ type: T.Type, _ path: String, body name: String) async throws -> T {
        let request = HTTPRequest(
            method: .get, url: menuBase.appendingPathComponent(path),
            headers: [HTTPHeader("Accept", "application/json")], timeout: timeout
        )
        let response = try await send(request)
        do {
            return try ResponseDecoding.decode(type, from: response)
        } catch APIError.badResponse(let path, let reason) {
            // Three bodies make one menu: say which one was wrong.
            throw APIError.badResponse(path: "\(name) \(path)", reason: reason)
        }
    }

    // MARK: - Checkout

    public func submit(_ order: PizzaCheckoutRequest) async throws -> PizzaCheckoutRequest? {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let body = try encoder.encode(CheckoutBodyDTO(order))
            let request = HTTPRequest(
                method: .post, url: checkoutBase.appendingPathComponent(Self.checkoutPath),
                headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("Accept", "application/json")],
                body: body, timeout: timeout
            )
            let response = try await send(request)
            // NB: a success whose body is cut off or garbled: the server has the order, and
            // whether it placed it nobody can tell from here. Well-formed JSON of the wrong
            // shape, or an HTML page, is a server that is not the checkout: nothing was placed.
            if response.isSuccess, Self.isBrokenJSON(response) {
                throw PizzaCheckoutUncertain(reason: "accepted the order but its answer was cut off or garbled (\(response.body.count) bytes)")
            }
            let echo = try ResponseDecoding.decode(HTTPBinEchoDTO.self, from: response)
            if echo.json == nil {
                logger.warning("checkout: the server did not parse the body as JSON (it received \(echo.data ?? "nothing"))")
            }
            return echo.json?.request
        } catch let APIError.transport(error) where error.mayHaveBeenApplied {
            let reason = switch error {
            case let .timeout(detail): "did not answer in time (\(detail))"
            case let .connectionLost(detail): "closed the connection after the order was sent (\(detail))"
            default: "failed after the order was sent (\(error))"
            }
            throw PizzaCheckoutUncertain(reason: reason)
        } catch let error as APIError {
            throw error.appError(service: Self.checkoutService)
        }
    }

    /// Whether a body meant to be JSON is empty or not JSON at all (an HTML page aside).
    static func isBrokenJSON(_ response: HTTPResponse) -> Bool {
        guard !ResponseDecoding.looksLikeHTML(response.body, contentType: response.headers[field: "Content-Type"]) else { return false }
        return (try? JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])) == nil
    }

    // MARK: - Transport

    private func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        logger.debug("\(request.method.rawValue) \(request.url.absoluteString)")
        do {
            let response = try await transport.send(request)
            logger.debug("\(response.status) \(request.url.absoluteString) (\(response.body.count) bytes)")
            return response
        } catch let error as TransportError {
            throw APIError.transport(error)
        }
    }
}
