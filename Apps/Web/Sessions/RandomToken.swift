/// Unguessable identifiers: session ids and CSRF tokens.
enum RandomToken {
    /// 128 random bits as 32 lowercase hex digits, from `SystemRandomNumberGenerator` (the
    /// kernel's CSPRNG on Linux) unless a test passes its own generator.
    static func make(using generator: inout some RandomNumberGenerator) -> String {
        let high = generator.next() as UInt64, low = generator.next() as UInt64
        return hex(high) + hex(low)
    }

    /// A token from the system's generator.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return make(using: &generator)
    }

    /// Whether `text` has the shape of a token (32 lowercase hex digits).
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Compares two tokens in time that does not depend on where they differ, so a CSRF check
    /// leaks nothing about the right token.
    static func matches(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8), b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
