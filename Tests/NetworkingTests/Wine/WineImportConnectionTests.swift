import Domain
import Foundation
import Logging
import LoopbackServer
import Networking
import TestSupport
import Testing
import UseCases

/// The whole import over `CurlTransport` against a loopback server that counts the connections
/// it accepts: pages asked `concurrentPages` at a time share that many connections, a finished
/// page's connection carrying the next page instead of a new one being opened.
@Suite("Wine import connections", .hangGuard)
struct WineImportConnectionTests {
    /// A catalog server of `total` wines: the category map, and pages of the catalog by
    /// `offset` and `size`.
    private static func catalogServer(total: Int) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(recordsRequests: false) { request in
            guard request.path.hasSuffix("/catalog") else {
                return .respond(status: 200, headers: [("Content-Type", "application/json")], body: Data(#"{"Status":{"ReturnCode":0,"Messages":[]},"Categories":[]}"#.utf8))
            }
            let query = URLComponents(string: "http://x\(request.target)")?.queryItems ?? []
            let offset = Int(query.first { $0.name == "offset" }?.value ?? "") ?? 0
            let size = Int(query.first { $0.name == "size" }?.value ?? "") ?? 25
            let wines = (offset..<min(total, offset + size)).map { #"{"Id":\#($0 + 1),"Name":"Wine \#($0 + 1)","PriceRetail":10}"# }
            let body = #"{"Status":{"ReturnCode":0,"Messages":[]},"Products":{"List":[\#(wines.joined(separator: ","))],"Offset":\#(offset),"Total":\#(total)}}"#
            return .respond(status: 200, headers: [("Content-Type", "application/json")], body: Data(body.utf8))
        }
    }

    // MARK: Tests

    @Test func anImportOpensNoMoreConnectionsThanItHasPagesInFlight() async throws {
        let server = try Self.catalogServer(total: 2_500)
        defer { server.stop() }
        let transport = CurlTransport(userAgent: "kiosk/9.9.9", logger: Logger(label: "test"))
        let client = WineAPIClient(transport: transport, baseURL: server.url("/"), apiKey: "K")
        let catalog = InMemoryCatalogStore()
        let importCatalog = ImportCatalog(gateway: client, catalog: catalog, clock: TestClock(sleeps: .advanceAtOnce).clock)

        let result = try await importCatalog()

        #expect(result.imported == 2_500)
        #expect(try catalog.wineCount() == 2_500)
        // 26 requests: the category map, the first page, then 24 pages 4 at a time.
        #expect(server.acceptedConnections <= ImportCatalog.concurrentPages)
    }
}
