import Foundation
import Testing
@testable import KioskWebApp

/// `SessionMiddleware.cookies(named:in:)`: the session ids a request's cookies carry, read as
/// Foundation's trimming read them (tabs and space separators at either end), never anything
/// that is not a well-formed id.
@Suite struct SessionCookieTests {
    let id = String(repeating: "a1", count: 16)
    let other = String(repeating: "0f", count: 16)

    private func ids(_ values: [String]) -> [String] {
        SessionMiddleware.cookies(named: SessionTable.cookieName, inHeaderValues: values)
    }

    @Test func anIdIsFoundAmongOtherCookiesInTheOrderSent() {
        #expect(ids(["theme=dark; \(SessionTable.cookieName)=\(id); \(SessionTable.cookieName)=\(other)"]) == [id, other])
        #expect(ids(["\(SessionTable.cookieName)=\(id)", "\(SessionTable.cookieName)=\(other)"]) == [id, other])
    }

    @Test func spacesTabsAndSpaceSeparatorsAroundANameOrAnIdAreTrimmed() {
        #expect(ids([" \t\(SessionTable.cookieName) =\t\(id)\u{00A0} "]) == [id])
        #expect(ids(["\u{3000}\(SessionTable.cookieName)=\u{2009}\(id)"]) == [id])
    }

    @Test func aMalformedIdOrAnotherNameIsNoId() {
        #expect(ids(["\(SessionTable.cookieName)=\(id.uppercased())"]).isEmpty)
        #expect(ids(["\(SessionTable.cookieName)=\(id)x"]).isEmpty)
        #expect(ids(["\(SessionTable.cookieName)x=\(id)", "x\(SessionTable.cookieName)=\(id)"]).isEmpty)
        #expect(ids(["\(SessionTable.cookieName)=\n\(id)", "\(SessionTable.cookieName)", "=", ";;;", ""]).isEmpty)
        #expect(ids(["\(SessionTable.cookieName)=\(id.dropLast())\u{301}"]).isEmpty)
    }

    @Test func trimmingMatchesFoundationsWhitespaces() {
        for text in ["  a b  ", "\t\u{00A0}x\u{2003}", "\u{200B}y\u{200B}", "\n z \n", "", " ", "é\u{301} "] {
            #expect(SessionMiddleware.trimmed(Substring(text)) == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
        }
    }
}
