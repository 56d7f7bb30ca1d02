import Hummingbird

/// The outermost middleware: puts the security headers (`WebHeaders`) on every response, error
/// pages and static files included, and turns anything thrown past the error pages into a bare
/// 500 that still carries them.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            response = Response(status: .internalServerError, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "Something went wrong.\n")))
        }
        WebHeaders.harden(&response.headers)
        // NB: HEAD answers like GET without the body, error pages included.
        return request.method == .head ? response.createHeadResponse() : response
    }
}
