import Hummingbird

/// Reads the body of every POST as a URL-encoded form, bounded, and refuses it unless its
/// `_csrf` field is the session's token: a page of another site cannot post to the kiosk even
/// if the browser sent the cookie (which `SameSite=Strict` already prevents).
///
/// 413 for a body over the limit, 415 for another content type, 400 for a form that cannot be
/// decoded, 403 for a form without a live session (none is started for it) or with a missing
/// or wrong token. Other methods pass untouched (routes answer only GET, HEAD and POST).
struct FormMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    /// The largest body read, in bytes.
    let limit: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .post else { return try await next(request, context) }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            throw WebError.contentTooLarge(limit: limit)
        }
        let mediaType = request.headers[.contentType]?
            .split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/x-www-form-urlencoded" else { throw WebError.unsupportedMediaType }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            // NB: a chunked body carries no length up front; collecting stops at the limit.
            throw WebError.contentTooLarge(limit: limit)
        }
        let form: FormFields
        do {
            form = try FormFields(decoding: body.readableBytesView)
        } catch {
            throw WebError.badRequest(error.message)
        }
        let session = try await context.requireSession()
        let expected = await session.csrfToken
        guard let token = form["_csrf"], RandomToken.matches(token, expected) else { throw WebError.forbidden }
        var context = context
        context.form = form
        return try await next(request, context)
    }
}
