import Hummingbird

/// kiosk-web's router: Hummingbird's (which answers HEAD for every GET), with every address and
/// the methods it takes noted in `routes`, so an address asked for with another method is
/// answered 405 with `Allow` (`ErrorPageMiddleware`) instead of 404.
final class WebRouter {
    /// The router the application runs.
    let router = Router(context: WebRequestContext.self, options: .autoGenerateHeadEndpoints)
    /// The addresses registered so far, with their methods.
    private(set) var routes = RouteTable()

    /// Adds middleware for the routes added after it.
    func add(middleware: some RouterMiddleware<WebRequestContext>) {
        router.add(middleware: middleware)
    }

    /// Answers GET (and HEAD) at `path` with `handler`.
    func get(_ path: RouterPath, use handler: @escaping @Sendable (Request, WebRequestContext) async throws -> some ResponseGenerator) {
        routes.add(path, .get)
        router.get(path, use: handler)
    }

    /// Answers POST at `path` with `handler`.
    func post(_ path: RouterPath, use handler: @escaping @Sendable (Request, WebRequestContext) async throws -> some ResponseGenerator) {
        routes.add(path, .post)
        router.post(path, use: handler)
    }
}
