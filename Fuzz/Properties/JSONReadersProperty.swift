import Domain
import Foundation
#if canImport(Networking)
@testable import Networking
#endif

// The hand-written readers on the hot path, differentially against JSONDecoder: a body the
// reader reads, JSONDecoder reads to the same wines, totals and status (or counters); where the
// reader gives up, JSONDecoder decides, as ResponseDecoding does. Neither may crash.
func checkJSONReaders(_ data: UnsafePointer<UInt8>, _ size: Int) throws {
    let body = Data(bytes: data, count: size)
    if let fast = try? WineCatalogReader.read(body) {
        guard let slow = try? JSONDecoder().decode(WineCatalogDTO.self, from: body) else {
            throw PropertyFailure("WineCatalogReader read a catalog JSONDecoder refuses: \(String(decoding: body, as: UTF8.self))")
        }
        try expect(Page(fast) == Page(slow), "the readers disagree on: \(String(decoding: body, as: UTF8.self))\n\(Page(fast))\n\(Page(slow))")
    } else {
        _ = try? JSONDecoder().decode(WineCatalogDTO.self, from: body)
    }
    if let fast = try? CounterListReader.read(body) {
        guard let slow = try? JSONDecoder().decode([CounterDTO].self, from: body) else {
            throw PropertyFailure("CounterListReader read a list JSONDecoder refuses: \(String(decoding: body, as: UTF8.self))")
        }
        try expect(fast == slow, "the counter readers disagree on: \(String(decoding: body, as: UTF8.self))")
    }
}

/// What a catalog page comes to, by either path.
struct Page: Equatable {
    var returnCode: Int
    var messages: [String]
    var wines: [Wine]?
    var offset: Int?
    var total: Int?

    init(_ dto: WineCatalogDTO) {
        returnCode = dto.status.returnCode
        messages = dto.status.messages
        wines = dto.products?.list.map(\.wine)
        offset = dto.products?.offset
        total = dto.products?.total
    }
}
