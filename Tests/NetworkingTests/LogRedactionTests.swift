import Foundation
@testable import Networking
import Testing

@Suite("LogRedaction")
struct LogRedactionTests {
    @Test func theApiKeyValueIsReplacedAndTheRestKept() {
        let url = URL(string: "https://services.wine.com/api/beta2/service.svc/JSON/catalog?apikey=abc123&filter=categories(490+124)&size=5")!
        #expect(LogRedaction.redacted(url) == "https://services.wine.com/api/beta2/service.svc/JSON/catalog?apikey=REDACTED&filter=categories(490+124)&size=5")
    }

    @Test func secretParameterNamesMatchWithoutCase() {
        let url = URL(string: "http://127.0.0.1:8765/x?APIKEY=abc&Token=def&page=2")!
        #expect(LogRedaction.redacted(url) == "http://127.0.0.1:8765/x?APIKEY=REDACTED&Token=REDACTED&page=2")
    }

    @Test func credentialsInTheAuthorityAreReplaced() {
        let url = URL(string: "http://ana:hunter2@127.0.0.1/counters")!
        let redacted = LogRedaction.redacted(url)
        #expect(!redacted.contains("hunter2"))
        #expect(!redacted.contains("ana"))
        #expect(redacted.hasSuffix("127.0.0.1/counters"))
    }

    @Test func aURLWithoutSecretsIsUnchanged() {
        let url = URL(string: "http://127.0.0.1:8765/api/v1/counters")!
        #expect(LogRedaction.redacted(url) == url.absoluteString)
    }
}
