import Domain

/// The wine.com catalog API, as the use cases need it. Implemented in Networking.
///
/// Every method throws `AppError`: `.unavailable` when the API cannot be reached, answers
/// with an error status, sends something that is not the promised JSON, or rejects the request
/// with a non-zero ReturnCode (the message says which).
public protocol WineCatalogGateway: Sendable {
    /// The wine types, varietals, regions and appellations (`categorymap`).
    func categories() async throws -> [WineCategory]
    /// One page of the whole catalog, `size` products from `offset`, and the total count.
    func catalogPage(offset: Int, size: Int) async throws -> CatalogPage
    /// The same page, asked while `inFlight` pages are asked at once: an adapter with
    /// connections of its own shares that many among them (`ImportCatalog` asks this way).
    func catalogPage(offset: Int, size: Int, inFlight: Int) async throws -> CatalogPage
    /// A cheap request that tells whether the API answers properly.
    func checkReachable() async throws
}

extension WineCatalogGateway {
    /// An adapter without connections to share asks as for any page.
    public func catalogPage(offset: Int, size: Int, inFlight: Int) async throws -> CatalogPage {
        try await catalogPage(offset: offset, size: size)
    }
}
