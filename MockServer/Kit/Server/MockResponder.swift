import Hummingbird

/// The Hummingbird responder: hands every request to the `MockService`. A hand-written
/// responder rather than a `Router`, because the mock routes without case (as Express does),
/// journals everything and may close the connection instead of answering.
struct MockResponder: HTTPResponder {
    typealias Context = MockRequestContext

    let service: MockService

    func respond(to request: Request, context: MockRequestContext) async throws -> Response {
        try await service.respond(to: request, channel: context.channel)
    }
}
