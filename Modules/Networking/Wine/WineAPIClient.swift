import Domain
import Foundation
import UseCases

/// The wine.com v2 client over any `HTTPTransport`: the `WineCatalogGateway` of the use cases.
///
/// Every failure leaves as an `AppError.unavailable` naming wine.com: transport failures say
/// the API cannot be reached, a non-zero `ReturnCode` says the API rejected the request (and
/// why), and a body that is not the promised JSON names the JSON path that was wrong.
public struct WineAPIClient: WineCatalogGateway {
    /// The service name in messages.
    public static let serviceName = "wine.com"

    let transport: any HTTPTransport
    let endpoint: WineAPIEndpoint
    let timeout: Duration

    /// How long one request may take unless told otherwise.
    public static let defaultTimeout: Duration = .seconds(30)

    /// A client for the API at `baseURL` with `apiKey`.
    public init(transport: any HTTPTransport, baseURL: URL, apiKey: String, timeout: Duration = WineAPIClient.defaultTimeout) {
        self.transport = transport
        self.endpoint = WineAPIEndpoint(baseURL: baseURL, apiKey: apiKey)
        self.timeout = timeout
    }

    /// One `catalog` call.
    ///
    /// - Throws: `AppError.unavailable` (see the type's description).
    public func catalog(_ request: WineCatalogRequest) async throws -> CatalogPage {
        try await catalog(request, connectionsPerHost: nil)
    }

    private func catalog(_ request: WineCatalogRequest, connectionsPerHost: Int?) async throws -> CatalogPage {
        // NB: the one large response (150 KB a page, a thousand pages an import): read by hand.
        let dto = try await get(endpoint.catalog(request), as: WineCatalogDTO.self, connectionsPerHost: connectionsPerHost) { response in
            try ResponseDecoding.decode(WineCatalogDTO.self, from: response, fastPath: WineCatalogReader.read)
        }
        try Self.check(dto.status)
        guard let products = dto.products else {
            throw APIError.badResponse(path: "$.Products", reason: "missing").appError(service: Self.serviceName)
        }
        let wines = products.list.map(\.wine)
        return CatalogPage(wines: wines, total: products.total ?? (request.offset + wines.count))
    }

    public func categories() async throws -> [WineCategory] {
        let dto = try await get(endpoint.categoryMap(), as: WineCategoryMapDTO.self)
        if let status = dto.status { try Self.check(status) }
        return dto.wineCategories
    }

    /// The order an import pages through the catalog in: oldest first (`justIn|ascending`),
    /// which is id order where ids are handed out as wines arrive (kiosk-mock's are).
    ///
    /// NB: any fixed order keeps pages stable while paging (and new wines land on the last page,
    /// not in the middle). Id order is also the order of the wine table's rows, so each batch the
    /// import stores appends to the end of the table instead of touching leaf pages all across
    /// it: by name, the pages of a large table spill from the page cache and each batch gets
    /// slower than the last.
    public static let importOrder = WineCatalogRequest.Sort(key: "justIn", ascending: true)

    public func catalogPage(offset: Int, size: Int) async throws -> CatalogPage {
        try await catalog(WineCatalogRequest(sort: Self.importOrder, offset: offset, size: size))
    }

    /// An import's page: the pages in flight share `inFlight` connections, so a finished page's
    /// connection carries the next one instead of a new connection being opened.
    public func catalogPage(offset: Int, size: Int, inFlight: Int) async throws -> CatalogPage {
        try await catalog(WineCatalogRequest(sort: Self.importOrder, offset: offset, size: size), connectionsPerHost: inFlight)
    }

    /// Whether the API answers: a JSON document from the category map (one group of it) whose
    /// `Status`, when it has one, says success.
    ///
    /// NB: only the envelope is read (`WineCatalogReader.envelope`, the rest checked to be JSON
    /// and skipped): the check runs beside every local command, and decoding the categories with
    /// `JSONDecoder` took a millisecond of CPU a 2-core machine's command was waiting for.
    public func checkReachable() async throws {
        let envelope = try await get(endpoint.categoryMap(show: "(4)"), as: WineEnvelopeDTO.self, timeout: .seconds(3)) {
            try ResponseDecoding.decode(WineEnvelopeDTO.self, from: $0, fastPath: WineCatalogReader.envelope)
        }
        try envelope.status.map(Self.check)
    }

    // MARK: - Plumbing

    private func get<T: Decodable>(
        _ url: URL, as type: T.Type, timeout: Duration? = nil, connectionsPerHost: Int? = nil,
        decode: (HTTPResponse) throws -> T = { try ResponseDecoding.decode(T.self, from: $0) }
    ) async throws -> T {
        let response: HTTPResponse
        do {
            response = try await transport.send(HTTPRequest(method: .get, url: url, headers: [HTTPHeader("Accept", "application/json")], timeout: timeout ?? self.timeout, connectionsPerHost: connectionsPerHost))
        } catch let error as TransportError {
            throw APIError.transport(error).appError(service: Self.serviceName)
        }
        do {
            return try decode(response)
        } catch let error as APIError {
            // An error envelope decodes as one even when the rest of the body does not fit.
            if response.isSuccess, let status = (try? ResponseDecoding.decode(WineEnvelopeDTO.self, from: response.body))?.status {
                try Self.check(status)
            }
            throw error.appError(service: Self.serviceName)
        }
    }

    static func check(_ status: WineStatusDTO) throws {
        guard status.returnCode == 0 else {
            throw AppError.unavailable(service: serviceName, reason: WineAPIError(returnCode: status.returnCode, messages: status.messages).reason)
        }
    }
}
