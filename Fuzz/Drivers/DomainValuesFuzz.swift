import Domain

// The values typed on the command line and in forms, as Domain reads them: any text is either
// refused with a validation error naming its field or read into a value that reads back the
// same (a PIN's digits, a quantity, dollars and cents), and uniqueness keys are stable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDomainValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    func refusedByField(_ field: String, _ body: () throws -> Void) {
        do { try body() } catch let AppError.validation(name, _) {
            expect(name == field, "\(field) refused under \(name): \(text.debugDescription)")
        } catch {
            fatalError("\(field): not a validation error: \(error) for \(text.debugDescription)")
        }
    }
    refusedByField("pin") {
        let pin = try PIN(text)
        expect((try? PIN(pin.digits)) == pin, "PIN \(pin.digits) does not read back")
        expect((PIN.minimumLength...PIN.maximumLength).contains(pin.digits.count), "PIN of \(pin.digits.count) digits accepted")
    }
    refusedByField("quantity") {
        let quantity = try Quantity.parse(text)
        expect((try? Quantity.parse(String(quantity))) == quantity, "quantity \(quantity) does not read back")
    }
    refusedByField("email") {
        let email = try EmailAddress(text)
        expect((try? EmailAddress(email.value))?.normalized == email.normalized, "email \(email.value.debugDescription) does not read back")
    }
    if let money = Money(dollars: text) {
        let written = money.formatted.replacingOccurrences(of: "$", with: "")
        expect(Money(dollars: written) == money, "\(text.debugDescription) is \(money.formatted), which reads back differently")
    }
    let key = text.normalizedForUniqueness
    expect(key.normalizedForUniqueness == key, "normalizing \(text.debugDescription) twice differs")
    _ = CatalogQuery(search: text).searchWords
    return 0
}
