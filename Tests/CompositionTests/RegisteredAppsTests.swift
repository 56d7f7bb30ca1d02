import Composition
import Domain
import Foundation
import Testing

/// The apps the shared composition iterates over: every app is registered once, and the APIs
/// they declare are told apart by name and variable.
@Suite struct RegisteredAppsTests {
    @Test func everyAppIsRegisteredOnceInTheHomeScreensOrder() {
        #expect(RegisteredApps.all.map { $0.app } == KioskApp.allCases)
    }

    @Test func theAppsEndpointsHaveTheirOwnNamesAndVariables() {
        let endpoints = APIEndpoint.all
        #expect(endpoints.map(\.name) == ["wine", "pizza", "checkout", "counters"])
        #expect(Set(endpoints.map(\.variable)).count == endpoints.count)
        #expect(endpoints.allSatisfy { $0.variable.hasPrefix("KIOSK_") && $0.variable.hasSuffix("_URL") })
    }

    @Test func anEndpointsVariableSetsItAloneAndTheOthersKeepTheDefault() throws {
        let configuration = try KioskConfiguration.resolve(
            dataDir: "/tmp/kiosk-registered-apps", environment: ["HOME": "/tmp", "KIOSK_CHECKOUT_URL": "http://127.0.0.1:9000"]
        )
        #expect(configuration.endpoints.checkout.absoluteString == "http://127.0.0.1:9000")
        for endpoint in APIEndpoint.all where endpoint != .checkout {
            #expect(configuration.endpoints[endpoint] == KioskConfiguration.defaultServer)
        }
    }

    @Test func endpointsAreWrittenByNameForEveryApp() throws {
        let url = try #require(URL(string: "http://127.0.0.1:1"))
        let data = try JSONEncoder().encode(Endpoints.all(url))
        let decoded = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(decoded.keys.sorted() == ["checkout", "counters", "pizza", "wine"])
        #expect(try JSONDecoder().decode(Endpoints.self, from: data) == Endpoints.all(url))
    }
}
