import Foundation
import Testing
import TestSupport
@testable import KioskWebApp

/// Text from a server or a person reaches the pages with its bidirectional controls neutralised,
/// as the CLI and the TUI print it: an override in a name cannot reverse what follows it.
@Suite(.hangGuard) struct PageTextTests {
    /// The embeddings, overrides and isolates (the marks, which right-to-left text needs, stay).
    static let controls: [Unicode.Scalar] = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]

    @Test func aRightToLeftOverrideInATypedNameIsNeutralisedOnThePage() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            _ = try await browser.get("/wine/new-employee")
            let refused = try await browser.press("/wine/new-employee", [("firstName", "Cheap\u{202E}gnilseir"), ("lastName", "Lima\u{2066}x"), ("email", ""), ("pin", "12")])
            #expect(refused.body.contains("must be 4 to 8 digits long"))
            #expect(refused.body.contains("Cheap?gnilseir"), "\(refused.body)")
            #expect(!refused.body.unicodeScalars.contains { Self.controls.contains($0) }, "a bidi control reached the page")
        }
    }
}
