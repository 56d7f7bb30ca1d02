import Domain

// The values typed on the command line and in forms, as Domain reads them: any text is either
// refused with a validation error naming its field or read into a value that reads back the
// same (a PIN's digits, a quantity, dollars and cents), and uniqueness keys are stable.
func checkDomainValues(_ data: UnsafePointer<UInt8>, _ size: Int) throws {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    func refusedByField(_ field: String, _ body: () throws -> Void) throws {
        do { try body() } catch let AppError.validation(name, _) {
            try expect(name == field, "\(field) refused under \(name): \(text.debugDescription)")
        } catch let failure as PropertyFailure {
            throw failure
        } catch {
            throw PropertyFailure("\(field): not a validation error: \(error) for \(text.debugDescription)")
        }
    }
    try refusedByField("pin") {
        let pin = try PIN(text)
        try expect((try? PIN(pin.digits)) == pin, "PIN \(pin.digits) does not read back")
        try expect((PIN.minimumLength...PIN.maximumLength).contains(pin.digits.count), "PIN of \(pin.digits.count) digits accepted")
    }
    try refusedByField("quantity") {
        let quantity = try Quantity.number(text)
        try expect((try? Quantity.number(String(quantity))) == quantity, "quantity \(quantity) does not read back")
        try Quantity.validate(quantity)
    }
    try refusedByField("email") {
        let email = try EmailAddress(text)
        try expect((try? EmailAddress(email.value))?.normalized == email.normalized, "email \(email.value.debugDescription) does not read back")
    }
    if let money = Money(dollars: text) {
        let written = money.formatted.replacingOccurrences(of: "$", with: "")
        try expect(Money(dollars: written) == money, "\(text.debugDescription) is \(money.formatted), which reads back differently")
    }
    let key = text.normalizedForUniqueness
    try expect(key.normalizedForUniqueness == key, "normalizing \(text.debugDescription) twice differs")
    _ = CatalogQuery(search: text).searchWords
}
