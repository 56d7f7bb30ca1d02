import Foundation
@testable import Networking
import Testing
import TestSupport

/// Which label addresses are web addresses: the quick check of the usual shape must say what
/// `URLComponents` says, since whatever it does not decide goes to `URLComponents`.
@Suite struct WineLabelAddressTests {
    /// What `isWebAddress` said before the quick check: `URLComponents`' judgement.
    static func parsedAsWebAddress(_ text: String) -> Bool {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else { return false }
        return (scheme == "http" || scheme == "https") && !(components.host ?? "").isEmpty
    }

    @Test func plainWebAddressesAreWhatURLComponentsAccepts() {
        let schemes = ["http://", "https://", "HTTP://", "hTtPs://", "http://", "https://", "http:/", "http:", "ftp://", "//", "", "javascript:"]
        let labels = ["a", "Z", "0", "cache", "wine", "com", "127", "1", "a-b", "cache", "wine", "com",
                      "xn--zz", "-a", "a-", "a--b", "é", "a_b", "", String(repeating: "a", count: 63), String(repeating: "a", count: 64)]
        let ports = ["", "", "", ":80", ":0", ":65535", ":65536", ":99999", ":8a", ":", "@"]
        let pieces = ["a", "Z", "0", "9", "42", ".", "-", "/", "/", "?", "%2F", "%e9", "=", "&", "+", ":", "@", "!", "$", "'", "(", ")", "*",
                      ",", ";", "~", "_", "labels", "1221687m.jpg"]
        let oddPieces = ["#", "%", "%g1", "%4", " ", "\t", "\u{1A}", "é", "[", "]", "<", "\"", "\\", "^", "`", "{", "|", "//"]
        var random = SeededGenerator(seed: 22)
        var decided = 0
        for _ in 0..<30_000 {
            let host = (0..<Int.random(in: 1...3, using: &random)).map { _ in labels.randomElement(using: &random)! }.joined(separator: ".")
            let path = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                (Int.random(in: 0..<20, using: &random) == 0 ? oddPieces : pieces).randomElement(using: &random)!
            }.joined()
            let text = schemes.randomElement(using: &random)! + host + ports.randomElement(using: &random)! + (Bool.random(using: &random) ? "/" : "") + path
            guard WineProductDTO.isPlainWebAddress(text) else { continue }
            decided += 1
            #expect(Self.parsedAsWebAddress(text), "\(text.debugDescription)")
        }
        // NB: the check must decide a good share of them, or this proves nothing.
        #expect(decided > 1_000)
    }

    @Test func theAddressesOfTheRecordingsAndTheMockAreDecidedQuickly() {
        for text in ["http://cache.wine.com/labels/1221687m.jpg", "https://127.0.0.1:18181/labels/1221687l.jpg",
                     "HTTP://Cache.Wine.com/labels/a%20b.jpg?size=large&v=2"] {
            #expect(WineProductDTO.isPlainWebAddress(text), "\(text)")
            #expect(WineProductDTO.isWebAddress(text))
        }
    }

    @Test func whatIsNotAWebAddressIsNoLabel() {
        for text in ["", "/labels/2m.jpg", "javascript:alert(1)", "see the label", "http://", "https:///labels/1.jpg", "ftp://cache.wine.com/1.jpg"] {
            #expect(!WineProductDTO.isWebAddress(text), "\(text)")
        }
        #expect(!WineProductDTO.isWebAddress(nil))
    }
}
