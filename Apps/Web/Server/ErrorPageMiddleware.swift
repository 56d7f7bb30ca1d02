import HTTPTypes
import Hummingbird
import Presentation

/// Turns refusals (`WebError`, Hummingbird's 404 for an unknown address) into a page in the
/// kiosk's layout with a way home, so a person never sees a bare status. An address that
/// exists for other methods is a 405 with `Allow` (`RouteTable`).
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let pages: WebPages
    let routes: RouteTable

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as WebError {
            return try await page(for: error, context: context)
        } catch let error as AppError {
            // NB: a request that breaks a rule of the Domain (an id that is not one) is refused
            // in the rule's own words; anything else is not a refusal of the request.
            guard case .validation = error else { throw error }
            return try await page(for: .badRequest(error.message), context: context)
        } catch let error as any HTTPResponseError {
            let refusal: WebError
            switch error.status {
            case .notFound, .methodNotAllowed:
                let allowed = routes.methods(for: request.uri.path)
                refusal = allowed.isEmpty || allowed.contains(request.method) ? .notFound : .methodNotAllowed(allowed: allowed)
            case .contentTooLarge: refusal = .contentTooLarge(limit: pages.limits.maximumBodyBytes)
            default: refusal = .badRequest("The kiosk could not answer this request (\(error.status.code)).")
            }
            return try await page(for: refusal, context: context)
        }
    }

    private func page(for error: WebError, context: Context) async throws -> Response {
        // NB: an error page starts no session; it shows the token of one that exists.
        let csrf = await context.sessions?.session?.csrfToken ?? ""
        let view = ErrorView(title: error.title, message: error.message)
        let chrome = PageChrome(title: error.title, appName: "Kiosk", assets: pages.assets)
        var response = try pages.html("error", PageContext(csrf: csrf, chrome: chrome, view: view), status: error.status)
        switch error {
        case let .methodNotAllowed(allowed): response.headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ")
        case .tooManyNewSessions: response.headers[.retryAfter] = "60"
        default: break
        }
        return response
    }
}
