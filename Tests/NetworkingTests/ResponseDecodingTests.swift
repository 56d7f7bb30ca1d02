import Foundation
import Networking
import Testing

@Suite struct ResponseDecodingTests {
    struct Page: Decodable, Equatable {
        struct Item: Decodable, Equatable { let Id: Int }
        let List: [Item]
    }

    func response(_ body: String, status: Int = 200, type: String = "application/json") -> HTTPResponse {
        HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", type)], body: Data(body.utf8))
    }

    @Test func aWrongTypeIsReportedWithItsJSONPath() {
        #expect(throws: APIError.badResponse(path: "$.List[1].Id", reason: "expected a number")) {
            try ResponseDecoding.decode(Page.self, from: response(#"{"List":[{"Id":1},{"Id":"two"}]}"#))
        }
    }

    @Test func aMissingKeyIsReportedWithItsJSONPath() {
        #expect(throws: APIError.badResponse(path: "$.List[0].Id", reason: "missing")) {
            try ResponseDecoding.decode(Page.self, from: response(#"{"List":[{}]}"#))
        }
    }

    @Test func aTruncatedBodyIsReportedAsSuch() {
        #expect(throws: APIError.badResponse(path: "$", reason: "not valid JSON (truncated or malformed)")) {
            try ResponseDecoding.decode(Page.self, from: response(#"{"List":[{"Id":1"#))
        }
    }

    @Test func anHTMLPageIsNeverDecoded() {
        #expect(throws: APIError.badResponse(path: "$", reason: "an HTML page instead of JSON")) {
            try ResponseDecoding.decode(Page.self, from: response("<!DOCTYPE html><p>oops</p>", type: "application/json"))
        }
    }

    @Test func anErrorStatusKeepsTheTextOfAnHTMLErrorPage() {
        let page = "<!DOCTYPE html>\n<html><body><pre>TypeError: Cannot read properties of undefined</pre></body></html>"
        #expect(throws: APIError.status(500, body: "TypeError: Cannot read properties of undefined")) {
            try ResponseDecoding.decode(Page.self, from: response(page, status: 500, type: "text/html"))
        }
    }

    @Test func apiErrorsBecomeUnavailableNamingTheService() {
        let error = APIError.badResponse(path: "$.List[1].Id", reason: "expected a number").appError(service: "wine.com")
        #expect(error.message == "wine.com is unavailable: sent an unexpected response at $.List[1].Id: expected a number")
        #expect(error.exitCode == 69)
    }
}
