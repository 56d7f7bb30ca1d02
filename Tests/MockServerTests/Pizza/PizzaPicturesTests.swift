import Foundation
@testable import MockServerKit
import Testing

/// `GET /images/<file>`: the recorded pizzas' pictures, generated.
@Suite struct PizzaPicturesTests {
    private func service() throws -> MockService {
        try MockService(configuration: MockServerConfiguration(port: 0))
    }

    private func get(_ service: MockService, _ path: String, method: String = "GET") async -> (status: Int, type: String?, body: [UInt8]) {
        let answer = await service.route(MockRequest(method: method, path: path))
        let body = answer.body.getBytes(at: answer.body.readerIndex, length: answer.body.readableBytes) ?? []
        return (answer.status, answer.headers.first { $0.name.lowercased() == "content-type" }?.value, body)
    }

    @Test func everyPictureTheRecordedMenuNamesIsServedAsAPNG() async throws {
        let service = try service()
        let menu = try Data(contentsOf: MockServerConfiguration.defaultFixturesDirectory.appendingPathComponent("pizza/bins-pizzas.body.json"))
        let named = PizzaPictures.files(in: [UInt8](menu))
        #expect(named.count == 9)
        #expect(named.contains("4O6T9RQLX.png"))
        #expect(service.pizzaPictures.files.isSuperset(of: named))
        for file in named {
            let answer = await get(service, "/images/\(file)")
            #expect(answer.status == 200)
            #expect(answer.type == "image/png")
            #expect(answer.body.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        }
    }

    @Test func theSameFileIsTheSamePictureAndFilesDiffer() async throws {
        let service = try service()
        let first = await get(service, "/images/4O6T9RQLX.png")
        #expect(first.body == (await get(service, "/images/4O6T9RQLX.png")).body)
        #expect(first.body != (await get(service, "/images/M57K6OFiU.png")).body)
    }

    @Test func anUnknownPictureIs404AndOtherMethods405() async throws {
        let service = try service()
        #expect(await get(service, "/images/unknown.png").status == 404)
        #expect(await get(service, "/images/").status == 404)
        #expect(await get(service, "/images/4O6T9RQLX.png", method: "POST").status == 405)
    }

    @Test func escapedSlashesAndNoiseAreHandled() {
        let body = Array(#"{"a":"https:\/\/cdn.pbrd.co\/images\/Ab_1-x.png","b":"cdn.pbrd.co/images/","c":"cdn.pbrd.co/images/..png"}"#.utf8)
        #expect(PizzaPictures.files(in: body) == ["Ab_1-x.png"])
    }
}
