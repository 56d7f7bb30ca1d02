import Foundation
import Networking
import Testing

@Suite struct HTTPRequestTests {
    @Test func headerLookupIgnoresCase() {
        let request = HTTPRequest(url: URL(string: "http://127.0.0.1/")!, headers: [HTTPHeader("Content-Type", "application/json")])
        #expect(request.headers[field: "content-type"] == "application/json")
        #expect(request.headers[field: "Accept"] == nil)
    }

    @Test func onlyFailuresAfterSendingMayHaveBeenApplied() {
        #expect(TransportError.unreachable("refused").mayHaveBeenApplied == false)
        #expect(TransportError.timeout("30 s").mayHaveBeenApplied == true)
        #expect(TransportError.connectionLost("reset").mayHaveBeenApplied == true)
    }

    @Test func linkedLibcurlReportsItsVersion() {
        #expect(CurlLibrary.version.split(separator: ".").count == 3)
    }
}
