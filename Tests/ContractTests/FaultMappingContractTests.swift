import Domain
import Foundation
import MockServerKit
import Networking
import Testing
import TestSupport
import UseCases

/// Every fault kind the mock injects, through every client over `CurlTransport`, maps to the
/// client error the layers above rely on: never a crash, never a decoding error for an HTML
/// page, "may have been applied" for Counters whenever the request may have reached the server.
///
/// Each test starts its own mock and scopes the fault to one route and one request, then checks
/// that the next request succeeds: the fault hit exactly the call under test. Latency is held
/// by a `LatencyGate` against a short client timeout, so nothing waits on a wall clock.
@Suite(.enabled(if: ContractTarget.usesMock, "faults need the in-process mock"))
struct FaultMappingContractTests {
    /// The client timeout of the latency cases: long enough to connect and send, short enough
    /// that the suite stays fast.
    static let shortTimeout = Duration.milliseconds(300)

    /// The call under test succeeded although the fault should have failed it.
    struct CallSucceeded: Error {}

    /// Makes `call` fail by `fault` (scoped to `method route`) and returns what it threw, after
    /// checking that the same call then succeeds with a fresh client.
    ///
    /// - Parameters:
    ///   - make: a client for a base URL with a timeout.
    ///   - call: the client operation under test.
    private func failure<Client>(
        of fault: ContractFault,
        route: String,
        method: String,
        client make: (URL, Duration) -> Client,
        call: (Client) async throws -> Void
    ) async throws -> any Error {
        guard let json = fault.json(route: route, method: method) else {
            let port = try RefusingPort()
            do {
                try await call(make(port.baseURL, ContractTarget.patientTimeout))
            } catch {
                return error
            }
            throw CallSucceeded()
        }
        let gate = LatencyGate()
        return try await ContractTarget.with(configuration: .init(port: 0, clock: gate.clock)) { target in
            defer { gate.open() }
            try target.inject(json)
            var caught: (any Error)?
            do {
                try await call(make(target.baseURL, fault == .latencyBeyondTimeout ? Self.shortTimeout : ContractTarget.patientTimeout))
            } catch {
                caught = error
            }
            gate.open()
            try await call(make(target.baseURL, ContractTarget.patientTimeout))
            // A fault with a count is removed once spent: it hit the failed call, and only that.
            #expect(target.mock?.service.faults.rules.isEmpty == true, "the fault was spent")
            guard let caught else { throw CallSucceeded() }
            return caught
        }
    }

    /// Checks that `error` is `AppError.unavailable` naming `service` with the reason `fault`
    /// must produce.
    private func expectUnavailable(_ error: any Error, service: String, _ fault: ContractFault, body: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        guard case let .unavailable(named, reason)? = error as? AppError else {
            Issue.record("expected AppError.unavailable, got \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(named == service, sourceLocation: sourceLocation)
        #expect(fault.isExpectedReason(reason, body: body), "\(fault): \(reason)", sourceLocation: sourceLocation)
    }

    // MARK: - wine.com

    @Test(arguments: ContractFault.allCases)
    func wineCatalogFailuresNameWineComAndWhatWentWrong(_ fault: ContractFault) async throws {
        let error = try await failure(
            of: fault, route: "/api/beta2/service.svc/json/catalog", method: "GET",
            client: { WineAPIClient(transport: ContractTarget.transport(), baseURL: $0, apiKey: MockServerConfiguration.defaultWineAPIKey, timeout: $1) },
            call: { _ = try await $0.catalog(.init(categoryIDs: [490, 124], size: 10)) }
        )
        expectUnavailable(error, service: WineAPIClient.serviceName, fault)
    }

    /// Recorded wine.com error envelopes (HTTP 200, a non-zero `Status.ReturnCode`) and the
    /// call that got each.
    static let wineErrorEnvelopes = [
        "taylorjg__WineApi__WineApiUnitTests__TestData__StatusWithReturnCode200And2Messages.json",
        "taylorjg__WineApi__WineApiUnitTests__TestData__StatusWithUnknownReturnCode.json",
        "taylorjg__WinePicker__E2E_HttpBackendSetup.js__searchErrorResponse.json",
        "taylorjg__WinePicker__E2E_HttpBackendSetup.js__productDetailsErrorResponse.json",
    ]

    @Test(arguments: wineErrorEnvelopes)
    func wineErrorEnvelopesAreTheRejectedRequestErrorWithTheirMessages(_ file: String) async throws {
        let body = try String(contentsOf: Products.packageRoot.appendingPathComponent("Fixtures/wine/reference/\(file)"), encoding: .utf8)
        let status = try #require((try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])?["Status"] as? [String: Any])
        let code = try #require(status["ReturnCode"] as? Int)
        let messages = try #require(status["Messages"] as? [String])
        // wine.com sends these with HTTP 200; the mock's status fault serves the recorded body.
        let fault = try JSONSerialization.data(withJSONObject: ["kind": "status", "status": 200, "body": body, "count": 2] as [String: Any])
        let errors = try await ContractTarget.with { target in
            try target.inject(String(decoding: fault, as: UTF8.self))
            let client = WineAPIClient(transport: ContractTarget.transport(), baseURL: target.baseURL, apiKey: MockServerConfiguration.defaultWineAPIKey, timeout: ContractTarget.patientTimeout)
            let catalog = await #expect(throws: AppError.self) { try await client.catalog(.init(search: "merlot")) }
            let categories = await #expect(throws: AppError.self) { try await client.categories() }
            return [catalog, categories]
        }
        let expected = AppError.unavailable(service: WineAPIClient.serviceName, reason: "rejected the request: ReturnCode \(code): \(messages.joined(separator: "; "))")
        #expect(errors == [expected, expected])
    }

    // MARK: - Nenno's

    @Test(arguments: ContractFault.allCases)
    func menuFailuresNameTheMenuAndTheBodyThatWasBad(_ fault: ContractFault) async throws {
        let error = try await failure(
            of: fault, route: NennosPizzaClient.pizzasPath, method: "GET",
            client: { NennosPizzaClient(transport: ContractTarget.transport(), menuBase: $0, checkoutBase: $0, timeout: $1) },
            call: { _ = try await $0.fetchMenu() }
        )
        expectUnavailable(error, service: NennosPizzaClient.menuService, fault, body: "pizzas")
    }

    @Test(arguments: ContractFault.allCases)
    func checkoutFailuresNameTheCheckout(_ fault: ContractFault) async throws {
        let order = PizzaCheckoutRequest(pizzas: [Pizza(name: "Margherita", ingredients: [IngredientID(1), IngredientID(2)])], drinks: [DrinkID(1)])
        let error = try await failure(
            of: fault, route: NennosPizzaClient.checkoutPath, method: "POST",
            client: { NennosPizzaClient(transport: ContractTarget.transport(), menuBase: $0, checkoutBase: $0, timeout: $1) },
            call: { client in
                let echo = try await client.submit(order)
                #expect(echo == order)
            }
        )
        // Only a refused connection or the server's own refusal prove the order was not
        // placed; every other fault leaves its outcome unknown, and says why.
        switch fault {
        case .refused, .serverErrorPage:
            expectUnavailable(error, service: NennosPizzaClient.checkoutService, fault)
        case .latencyBeyondTimeout, .dropBeforeResponse, .offline, .truncatedBody:
            guard let uncertain = error as? PizzaCheckoutUncertain else {
                Issue.record("\(fault): expected PizzaCheckoutUncertain, got \(error)")
                return
            }
            let expected = switch fault {
            case .latencyBeyondTimeout: "did not answer in time ("
            case .truncatedBody: "accepted the order but its answer was cut off or garbled ("
            default: "closed the connection after the order was sent ("
            }
            #expect(uncertain.reason.hasPrefix(expected), "\(fault): \(uncertain.reason)")
        }
    }

    // MARK: - Counters

    @Test(arguments: ContractFault.allCases)
    func countersFailuresSayWhetherTheChangeMayHaveBeenApplied(_ fault: ContractFault) async throws {
        let error = try await failure(
            of: fault, route: "/api/v1/counter", method: "POST",
            client: { LiveCounterGateway(transport: ContractTarget.transport(), baseURL: $0, timeout: $1) },
            call: { _ = try await $0.create(title: "Tea") }
        )
        guard let error = error as? CounterGatewayError else {
            Issue.record("expected CounterGatewayError, got \(error)")
            return
        }
        switch error {
        // NB: a timeout ends the sync and is reconciled next time; other unknown outcomes are
        // re-read at once. Each must map to its own case.
        case .unanswered where fault == .latencyBeyondTimeout,
             .maybeApplied where fault.mayHaveBeenApplied && fault != .latencyBeyondTimeout,
             .notSent where !fault.mayHaveBeenApplied:
            break
        default:
            Issue.record("\(fault) gave \(error)")
        }
        expectUnavailable(error.appError, service: LiveCounterGateway.service, fault)
    }

    /// Increments a counter through one gateway (so the request may go out on a kept-alive
    /// connection) with `fault` on the increment, and returns the error and the list re-read.
    private func incrementWith(_ fault: String) async throws -> (CounterGatewayError?, [Counter], incrementsReceived: Int) {
        try await ContractTarget.with { target in
            let gateway = LiveCounterGateway(transport: ContractTarget.transport(), baseURL: target.baseURL, timeout: ContractTarget.patientTimeout)
            let id = try #require(try await gateway.create(title: "Coffee").first?.id)
            try target.inject(fault)
            let error = await #expect(throws: CounterGatewayError.self) { try await gateway.increment(id) }
            return (error, try await gateway.list(), target.received("POST", "/api/v1/counter/inc").count)
        }
    }

    @Test func changeDroppedAfterItWasAppliedIsMaybeAppliedAndTheReReadShowsItOnce() async throws {
        let (error, list, received) = try await incrementWith(#"{"kind":"dropAfterChange","route":"/api/v1/counter/inc","count":1}"#)
        guard case let .maybeApplied(.unavailable(service, reason))? = error else {
            Issue.record("expected .maybeApplied, got \(String(describing: error))")
            return
        }
        #expect(service == LiveCounterGateway.service)
        #expect(reason.hasPrefix("closed the connection ("), "\(reason)")
        // Applied exactly once: the transport did not silently resend the POST.
        #expect(list.map(\.count) == [1])
        #expect(received == 1)
    }

    @Test func changeDroppedBeforeItWasAppliedIsStillMaybeAppliedAndTheReReadShowsItMissing() async throws {
        let (error, list, received) = try await incrementWith(#"{"kind":"dropBeforeResponse","route":"/api/v1/counter/inc","count":1}"#)
        guard case .maybeApplied? = error else {
            Issue.record("expected .maybeApplied, got \(String(describing: error))")
            return
        }
        #expect(list.map(\.count) == [0])
        #expect(received == 1)
    }

    /// What the gateway must make of an error status on a change.
    static let statuses: [(status: Int, kind: String)] = [(400, "rejected"), (404, "notSent"), (429, "notSent"), (503, "maybeApplied")]

    @Test(arguments: statuses)
    func errorStatusesSplitIntoRejectedNotSentAndMaybeApplied(_ status: Int, _ kind: String) async throws {
        let (error, list, _) = try await incrementWith(#"{"kind":"status","status":\#(status),"body":"<html><title>\#(status)</title></html>","route":"/api/v1/counter/inc","count":1}"#)
        let reason: AppError
        switch error {
        case let .rejected(appError)? where kind == "rejected": reason = appError
        case let .notSent(appError)? where kind == "notSent": reason = appError
        case let .maybeApplied(appError)? where kind == "maybeApplied": reason = appError
        default:
            Issue.record("HTTP \(status): expected \(kind), got \(String(describing: error))")
            return
        }
        #expect(reason == .unavailable(service: LiveCounterGateway.service, reason: "answered HTTP \(status): \(status)"))
        // A status fault answers without running the simulation.
        #expect(list.map(\.count) == [0])
    }
}
