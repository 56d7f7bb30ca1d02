import Foundation
import Testing
import TestSupport
@testable import KioskWebApp

/// The methods as any HTTP server answers them: HEAD like GET without a body, and another
/// method on a known address 405 with the ones it takes in `Allow`.
@Suite(.hangGuard) struct HTTPMethodTests {
    @Test func headAnswersLikeGetWithoutABody() async throws {
        try await WebHarness.with { web in
            for path in ["/", "/counters", "/wine/sign-in", "/static/kiosk.css"] {
                let head = try await RawHTTP.exchange(port: web.port, RawHTTP.request("HEAD", path))
                #expect(head.status == 200, "HEAD \(path)")
                #expect(head.body.isEmpty, "HEAD \(path)")
            }
            #expect(try await RawHTTP.exchange(port: web.port, RawHTTP.request("HEAD", "/nowhere")).status == 404)
        }
    }

    @Test func anotherMethodOnAKnownAddressIs405WithAllow() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            _ = try await browser.get("/wine/sign-in")
            let put = try await RawHTTP.exchange(port: web.port, RawHTTP.request("PUT", "/wine/cart", headers: browser.cookieHeader))
            #expect(put.status == 405)
            #expect(put.header("Allow") == "GET, HEAD")
            let get = try await browser.get("/wine/cart/checkout")
            #expect(get.status == 405)
            #expect(get.header("Allow") == "POST")
            #expect(get.body.contains("Page not found") == false)
            let delete = try await RawHTTP.exchange(port: web.port, RawHTTP.request("DELETE", "/wine/wines/104663", headers: browser.cookieHeader))
            #expect(delete.status == 405)
            #expect(delete.header("Allow") == "GET, HEAD")
            #expect(try await RawHTTP.exchange(port: web.port, RawHTTP.request("PUT", "/nowhere")).status == 404)
        }
    }
}
