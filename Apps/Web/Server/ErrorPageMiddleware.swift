import Hummingbird

/// Turns a refused request (`WebError`, Hummingbird's 404 for an unknown address) into a page
/// in the kiosk's layout with a way home, so a person never sees a bare status.
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let pages: WebPages

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as WebError {
            return try page(for: error, context: context)
        } catch let error as any HTTPResponseError {
            let refusal: WebError = switch error.status {
            case .notFound, .methodNotAllowed: .notFound
            case .contentTooLarge: .contentTooLarge(limit: pages.limits.maximumBodyBytes)
            default: .badRequest("The kiosk could not answer this request (\(error.status.code)).")
            }
            return try page(for: refusal, context: context)
        }
    }

    private func page(for error: WebError, context: Context) throws -> Response {
        let csrf = context.session?.csrfToken ?? ""
        let view = ErrorView(title: error.title, message: error.message)
        let chrome = PageChrome(title: error.title, appName: "Kiosk", assets: pages.assets)
        return try pages.html("error", PageContext(csrf: csrf, chrome: chrome, view: view), status: error.status)
    }
}

