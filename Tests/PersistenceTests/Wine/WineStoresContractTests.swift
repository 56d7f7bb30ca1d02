import Domain
import Foundation
@testable import Persistence
import Synchronization
import TestSupport
import Testing
import UseCases

/// What the Wine Club's stores promise on every engine: the in-memory fake, SQLite and
/// PostgreSQL. Each `backing.wine()` is a new handle, as another process (or kiosk) has.
@Suite(.hangGuard) struct WineStoresContractTests {
    static let hired = Date(timeIntervalSince1970: 1_700_000_000.25)

    static func isConflict(_ field: String) -> (any Error) -> Bool {
        { error in
            guard case let .conflict(name, message)? = error as? AppError else { return false }
            return name == field && message.hasPrefix("\(field):")
        }
    }

    @Test(arguments: StoreKind.available)
    func employeesRoundTripWithTheirHireDateAndAreFoundByPINAndEmail(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let ana = try backing.wine().employees.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: "Ana@Example.com"), hireDate: Self.hired)
        let store = try backing.wine().employees
        #expect(try store.employee(pin: PIN("0042")) == ana)
        #expect(try store.employee(email: EmailAddress("\u{FEFF}ANA\u{200B}@example.com"))?.id == ana.id)
        #expect(try store.employee(id: ana.id)?.hireDate == Self.hired)
        #expect(try store.all() == [ana])
    }

    @Test(arguments: StoreKind.available, [
        ("0042", "Berg", nil, "pin"),
        ("1111", " LIMA ", nil, "lastName"),
        ("1111", "Lima\u{200B}", nil, "lastName"),
        ("1111", "Li\u{0301}ma", nil, "none"),
        ("1111", "Berg", "ANA@example.com ", "email"),
    ] as [(String, String, String?, String)])
    func aTakenIdentifierIsAConflictNamingItsField(kind: StoreKind, clash: (pin: String, lastName: String, email: String?, field: String)) throws {
        let backing = try StoreBacking(kind)
        _ = try backing.wine().employees.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: "ana@example.com"), hireDate: Self.hired)
        let store = try backing.wine().employees
        let new = try NewEmployee(pin: clash.pin, firstName: "Bo", lastName: clash.lastName, email: clash.email)
        if clash.field == "none" {
            // Lí­ma is another name than Lima: accents are not folded for uniqueness.
            _ = try store.add(new, hireDate: Self.hired)
            #expect(try store.all().count == 2)
        } else {
            #expect(performing: { try store.add(new, hireDate: Self.hired) }, throws: Self.isConflict(clash.field))
            #expect(try store.all().count == 1)
        }
    }

    @Test(arguments: StoreKind.available)
    func aRemovedEmployeeFreesTheirIdentifiersAndRenamingChecksThem(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let store = try backing.wine().employees
        let ana = try store.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: "ana@example.com"), hireDate: Self.hired)
        let bo = try store.add(NewEmployee(pin: "1111", firstName: "Bo", lastName: "Berg", email: nil), hireDate: Self.hired)
        #expect(performing: { try store.rename(employeeID: bo.id, firstName: "Bo", lastName: "LIMA") }, throws: Self.isConflict("lastName"))
        #expect(performing: { try store.updatePIN(employeeID: bo.id, to: PIN("0042")) }, throws: Self.isConflict("pin"))
        try store.remove(employeeID: ana.id, at: Self.hired)
        #expect(try store.employee(id: ana.id) == nil)
        #expect(try store.rename(employeeID: bo.id, firstName: "Bo", lastName: "Lima").lastName == "Lima")
        #expect(try store.updatePIN(employeeID: bo.id, to: PIN("0042")).pin == PIN("0042"))
        #expect(throws: AppError.self) { try store.remove(employeeID: ana.id, at: Self.hired) }
    }

    @Test(arguments: StoreKind.available)
    func theSignedInEmployeeAndTheThrottleOutliveTheHandle(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        try backing.wine().session.setSignedInEmployeeID(7)
        #expect(try backing.wine().session.signedInEmployeeID() == 7)
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        _ = try backing.wine().session.recordFailure(at: at)
        #expect(try backing.wine().session.recordFailure(at: at) == SignInThrottle(failures: 2, lastFailure: at))
        try backing.wine().session.resetThrottle()
        #expect(try backing.wine().session.throttle() == SignInThrottle())
        try backing.wine().session.setSignedInEmployeeID(nil)
        #expect(try backing.wine().session.signedInEmployeeID() == nil)
    }

    /// A use is recorded with the sign-in, read by the next handle (the next command), and a
    /// use after the sign-in lapsed signs out instead; a new sign-in starts without one.
    @Test(arguments: StoreKind.available)
    func aUseAfterTheSignInLapsedSignsOutAndANewSignInStartsAfresh(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let at = Date(timeIntervalSince1970: 1_700_000_000.5)
        #expect(try backing.wine().session.recordActivity(at: at) { _ in true } == nil)
        try backing.wine().session.setSignedInEmployeeID(7)
        // A sign-in without a recorded use is fresh: never lapsed.
        #expect(try backing.wine().session.recordActivity(at: at) { _ in true } == nil)
        let seen = Mutex<Date?>(nil)
        #expect(try backing.wine().session.recordActivity(at: at.addingTimeInterval(10)) { last in
            seen.withLock { $0 = last }
            return false
        } == nil)
        #expect(seen.withLock { $0 } == at)
        #expect(try backing.wine().session.recordActivity(at: at.addingTimeInterval(500)) { $0 < at.addingTimeInterval(100) } == 7)
        #expect(try backing.wine().session.signedInEmployeeID() == nil)
        try backing.wine().session.setSignedInEmployeeID(8)
        #expect(try backing.wine().session.recordActivity(at: at) { _ in true } == nil)
        #expect(try backing.wine().session.signedInEmployeeID() == 8)
    }

    /// On PostgreSQL each kiosk has its own sign-in, and every kiosk counts into one throttle.
    @Test(.enabled(if: TestPostgres.isAvailable))
    func kiosksSignInApartButShareTheThrottle() throws {
        let backing = try StoreBacking(.postgres)
        let front = try backing.wine(kiosk: "front").session
        let back = try backing.wine(kiosk: "back").session
        try front.setSignedInEmployeeID(1)
        #expect(try back.signedInEmployeeID() == nil)
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        _ = try front.recordFailure(at: at)
        _ = try back.recordFailure(at: at)
        #expect(try front.throttle().failures == 2)
    }

    /// Six handles (six processes or kiosks) counting wrong PINs at once: every one counts.
    @Test(arguments: StoreKind.durable)
    func wrongAttemptsRecordedThroughManyHandlesAtOnceAreAllCounted(kind: StoreKind) async throws {
        let backing = try StoreBacking(kind)
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for handle in 0..<6 {
                group.addTask {
                    try await OffPool.run {
                        let session = try backing.wine(kiosk: "kiosk-\(handle)").session
                        for _ in 0..<25 { _ = try session.recordFailure(at: at) }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try backing.wine().session.throttle() == SignInThrottle(failures: 150, lastFailure: at))
    }

    @Test(arguments: StoreKind.available)
    func cartsKeepTheirOrderAndAnOrderTakesOnlyItsLines(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let ana = try backing.wine().employees.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: nil), hireDate: Self.hired)
        try backing.wine().carts.updateCart(for: ana.id) { try $0.add(2, quantity: 2) }
        try backing.wine().carts.updateCart(for: ana.id) { try $0.add(1, quantity: 1) }
        try backing.wine().carts.updateCart(for: ana.id) { try $0.add(2, quantity: 3) }
        #expect(try backing.wine().carts.cart(for: ana.id).lines == [CartLine(wineID: 2, quantity: 5), CartLine(wineID: 1, quantity: 1)])
        #expect(try backing.wine().carts.cartQuantities() == [ana.id: 6])
        let lines = [WineOrder.Line(wineID: 2, name: "B", quantity: 5, unitPrice: Money(cents: 0))]
        let order = try #require(try backing.wine().carts.placeOrder(employeeID: ana.id, employeeName: "Ana Lima", lines: lines, at: Self.hired))
        #expect(order.id == "W-000001")
        #expect(try backing.wine().carts.cart(for: ana.id).lines == [CartLine(wineID: 1, quantity: 1)])
        // The same lines again: the cart no longer holds them, nothing is stored.
        #expect(try backing.wine().carts.placeOrder(employeeID: ana.id, employeeName: "Ana Lima", lines: lines, at: Self.hired) == nil)
        #expect(try backing.wine().carts.orders(for: ana.id) == [order])
    }

    @Test(arguments: StoreKind.available)
    func anOrderOfAConfirmedCartIsPlacedOnlyIfTheCartIsExactlyThatCart(kind: StoreKind) throws {
        let backing = try StoreBacking(kind)
        let ana = try backing.wine().employees.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: nil), hireDate: Self.hired)
        try backing.wine().carts.updateCart(for: ana.id) { try $0.add(1, quantity: 1) }
        let confirmed = try backing.wine().carts.cart(for: ana.id)
        let one = [WineOrder.Line(wineID: 1, name: "A", quantity: 1, unitPrice: Money(cents: 2200))]
        // Bottles added after the confirmation (another kiosk, the CLI): nothing is stored.
        try backing.wine().carts.updateCart(for: ana.id) { try $0.add(1, quantity: 9) }
        #expect(try backing.wine().carts.placeOrder(employeeID: ana.id, employeeName: "Ana Lima", lines: one, exactly: confirmed, at: Self.hired) == nil)
        #expect(try backing.wine().carts.orders(for: ana.id).isEmpty)
        #expect(try backing.wine().carts.cart(for: ana.id).lines == [CartLine(wineID: 1, quantity: 10)])
        // Without the confirmed cart, the lines alone are taken and what was added stays.
        #expect(try backing.wine().carts.placeOrder(employeeID: ana.id, employeeName: "Ana Lima", lines: one, at: Self.hired) != nil)
        #expect(try backing.wine().carts.cart(for: ana.id).lines == [CartLine(wineID: 1, quantity: 9)])
        let now = try backing.wine().carts.cart(for: ana.id)
        let nine = [WineOrder.Line(wineID: 1, name: "A", quantity: 9, unitPrice: Money(cents: 2200))]
        #expect(try backing.wine().carts.placeOrder(employeeID: ana.id, employeeName: "Ana Lima", lines: nine, exactly: now, at: Self.hired) != nil)
        #expect(try backing.wine().carts.cart(for: ana.id).isEmpty)
    }

    /// Handles adding to one employee's cart at once: the quantities add up exactly.
    @Test(arguments: StoreKind.durable)
    func cartAddsFromManyHandlesAtOnceAddUp(kind: StoreKind) async throws {
        let backing = try StoreBacking(kind)
        let ana = try backing.wine().employees.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: nil), hireDate: Self.hired)
        // NB: SQLite lets one writer in at a time and others wait at most 5 s (then "locked,
        // try again"); eight writers under a sanitizer's tenfold slowdown outwaited that, so
        // SQLite gets four. PostgreSQL's writers queue on the cart's advisory lock.
        let handles = kind == .sqlite ? 4 : 8
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<handles {
                group.addTask {
                    try await OffPool.run {
                        let carts = try backing.wine().carts
                        for round in 0..<20 { try carts.updateCart(for: ana.id) { try $0.add(1 + round % 2, quantity: 1) } }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try backing.wine().carts.cartQuantities() == [ana.id: handles * 20])
    }

    /// Four handles checking out one cart at once: one order; the others find nothing to settle.
    @Test(arguments: StoreKind.durable)
    func oneCartCheckedOutFromManyHandlesAtOnceIsOneOrder(kind: StoreKind) async throws {
        let backing = try StoreBacking(kind)
        let ana = try backing.wine().employees.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: nil), hireDate: Self.hired)
        for round in 0..<5 {
            try backing.wine().carts.updateCart(for: ana.id) { try $0.add(1, quantity: 2) }
            let lines = [WineOrder.Line(wineID: 1, name: "A", quantity: 2, unitPrice: nil)]
            let placed = try await withThrowingTaskGroup(of: WineOrder?.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        try await OffPool.run { try backing.wine().carts.placeOrder(employeeID: ana.id, employeeName: "Ana Lima", lines: lines, at: Self.hired) }
                    }
                }
                return try await group.reduce(into: [WineOrder]()) { if let order = $1 { $0.append(order) } }
            }
            #expect(placed.count == 1, "round \(round)")
        }
        #expect(try Set(backing.wine().carts.orders(for: ana.id).map(\.id)).count == 5)
    }

    /// A row that reaches the table between a create's checks and its insert (another kiosk's
    /// create) is refused by the constraint: the same conflict naming the field.
    @Test(.enabled(if: TestPostgres.isAvailable), arguments: [
        ("pin", "NEW.pin, 'other', NULL"),
        ("lastName", "'0000', NEW.last_name_key, NULL"),
        ("email", "'0000', 'other', NEW.email_key"),
    ])
    func aConstraintRefusingTheRowIsTheConflictItGuards(field: String, values: String) throws {
        let backing = try StoreBacking(.postgres)
        let database = try backing.postgresDatabase()
        try database.transaction { connection in
            try connection.execute("""
                CREATE FUNCTION sneak() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
                    IF NEW.first_name = 'Ana' THEN
                        INSERT INTO wine_employee (pin, last_name_key, email_key, first_name, last_name, hire_date)
                        VALUES (\(values), 'Sneaky', 'Sneaky', 0);
                    END IF;
                    RETURN NEW;
                END $$;
                CREATE TRIGGER sneak BEFORE INSERT ON wine_employee FOR EACH ROW EXECUTE FUNCTION sneak();
                """)
        }
        let store = PostgresEmployeeStore(database: database)
        #expect(performing: {
            try store.add(NewEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "ana@example.com"), hireDate: Self.hired)
        }, throws: Self.isConflict(field))
        #expect(try store.all().isEmpty)
    }
}
