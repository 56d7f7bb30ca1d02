import Domain
import Testing

@Suite struct WinePINTests {
    @Test(arguments: ["1234", "00001234", "0042", " 9876 "])
    func fourToEightDigitsAreAccepted(text: String) throws {
        let pin = try PIN(text)
        #expect(pin.digits == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func leadingZerosAreKept() throws {
        #expect(try PIN("0042") != PIN("00042"))
    }

    @Test(arguments: ["123", "123456789", "12a4", "12 34", "-123", "١٢٣٤", "12.4", "１２３４"])
    func anythingButFourToEightASCIIDigitsIsRejectedNamingThePIN(text: String) {
        #expect {
            try PIN(text)
        } throws: { error in
            guard case let .validation(field, rule)? = error as? AppError else { return false }
            return field == "pin" && rule.contains("4 to 8")
        }
    }

    @Test func anEmptyPINIsRequired() {
        #expect(throws: AppError.validation(field: "pin", rule: "is required (4 to 8 digits)")) { try PIN("  ") }
    }
}
