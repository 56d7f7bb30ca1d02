import Domain

/// What the signed-in employee may change about themselves: their PIN (the old one required),
/// their name, and their removal (confirmed with their PIN). Proving the PIN is a PIN attempt
/// like signing in: a wrong one counts toward the shared throttle, and while wrong ones are
/// being slowed down every step here waits too. A new PIN that another employee has counts as
/// a wrong attempt, as when creating an employee, so neither is a faster way to guess PINs.
public struct ManageAccount: Sendable {
    let current: CurrentEmployee
    let employees: any EmployeeStore
    let carts: any WineCartStore
    let session: any SessionStore
    let attempts: WrongAttempts
    let clock: Clock

    /// The use case over its stores and clock.
    public init(employees: any EmployeeStore, session: any SessionStore, carts: any WineCartStore, clock: Clock) {
        self.current = CurrentEmployee(employees: employees, session: session)
        self.employees = employees
        self.carts = carts
        self.session = session
        self.attempts = WrongAttempts(session: session, clock: clock)
        self.clock = clock
    }

    /// Changes the signed-in employee's PIN.
    ///
    /// - Parameters:
    ///   - old: the PIN as it is now, typed to prove who is asking.
    ///   - new: the PIN to sign in with from now on.
    /// - Throws: `AppError.notSignedIn` when nobody is signed in, when `old` is not their PIN
    ///   (counted as a wrong attempt), or while wrong attempts are being slowed down;
    ///   `AppError.validation` for a malformed PIN (field `oldPIN` or `newPIN`) or a new PIN that
    ///   is the old one; `AppError.conflict(field: "newPIN", …)` when another employee has it
    ///   (counted as a wrong attempt).
    public func changePIN(old: String, new: String) throws -> Employee {
        let employee = try current.require()
        let oldPIN = try Self.pin(old, field: "oldPIN")
        let newPIN = try Self.pin(new, field: "newPIN")
        try prove(oldPIN, for: employee, field: "oldPIN")
        guard newPIN != oldPIN else {
            throw AppError.validation(field: "newPIN", rule: "must differ from the PIN you have now")
        }
        do {
            return try employees.updatePIN(employeeID: employee.id, to: newPIN)
        } catch AppError.conflict(field: "pin", _) {
            let hint = try attempts.record()
            throw AppError.conflict(field: "newPIN", message: "newPIN: another employee already has this PIN\(hint)")
        }
    }

    /// Renames the signed-in employee.
    ///
    /// - Throws: `AppError.notSignedIn`; `AppError.validation` naming `firstName` or
    ///   `lastName`; `AppError.conflict(field: "lastName", …)` when another employee is called so.
    public func rename(firstName: String, lastName: String) throws -> Employee {
        let employee = try current.require()
        let first = try NewEmployee.name(firstName, field: "firstName")
        let last = try NewEmployee.name(lastName, field: "lastName")
        return try employees.rename(employeeID: employee.id, firstName: first, lastName: last)
    }

    /// Removes the signed-in employee, and signs them out. Their cart goes; their orders stay,
    /// under the name they were placed with.
    ///
    /// - Parameter pin: their PIN, typed to confirm.
    /// - Returns: who was removed.
    /// - Throws: `AppError.notSignedIn` when nobody is signed in, when `pin` is not theirs
    ///   (counted as a wrong attempt) or while wrong attempts are being slowed down;
    ///   `AppError.validation(field: "pin", …)` for a malformed PIN.
    @discardableResult
    public func remove(confirmingWith pin: String) throws -> Employee {
        let employee = try current.require()
        try prove(try Self.pin(pin, field: "pin"), for: employee, field: "pin")
        try carts.updateCart(for: employee.id) { $0 = WineCart() }
        try employees.remove(employeeID: employee.id, at: clock.now())
        try session.setSignedInEmployeeID(nil)
        return employee
    }

    /// Checks that `pin` is the employee's own, under the throttle.
    private func prove(_ pin: PIN, for employee: Employee, field: String) throws {
        let throttle = try attempts.requireAllowed(field: field)
        guard pin == employee.pin else {
            let hint = try attempts.record()
            throw AppError.notSignedIn(reason: "\(field): this is not your PIN\(hint)")
        }
        if throttle.failures > 0 { try attempts.reset() }
    }

    private static func pin(_ text: String, field: String) throws -> PIN {
        do {
            return try PIN(text)
        } catch let AppError.validation(_, rule) {
            throw AppError.validation(field: field, rule: rule)
        }
    }
}
