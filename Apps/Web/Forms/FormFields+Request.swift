import Hummingbird

extension FormFields {
    /// The fields of a page's address (`?q=…&live=1`); one the decoder refuses is a 400 naming
    /// what is wrong with it.
    init(queryOf request: Request) throws {
        do {
            try self.init(query: request.uri.query)
        } catch {
            throw WebError.badRequest(error.message)
        }
    }
}
