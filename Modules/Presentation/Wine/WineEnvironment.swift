import Foundation
import UseCases

/// Everything the Wine Club's view models and commands ask of the layers below: one function
/// per thing a person can do, and the time.
///
/// Built by `Composition` from the use cases (`init(club:clock:)`); a test replaces any
/// function it cares about (`environment.checkout = { throw … }`). Every function throws only
/// `AppError`s, so what a front end shows is decided here and not by each front end.
public struct WineEnvironment: Sendable {
    /// Whether wine.com answers: `nil`, or why it cannot be used.
    public var checkService: @Sendable () async -> AppError?
    /// Signs in with a PIN (typed as is; the use case judges it).
    public var signIn: @Sendable (_ pin: String) throws -> Employee
    /// Signs out whoever is signed in.
    public var signOut: @Sendable () throws -> Void
    /// Who is signed in, if anyone.
    public var currentEmployee: @Sendable () throws -> Employee?
    /// Who is signed in; `AppError.notSignedIn`, saying how to sign in, when nobody is.
    public var signedInEmployee: @Sendable () throws -> Employee
    /// Creates an employee from the form's fields.
    public var registerEmployee: @Sendable (_ pin: String, _ firstName: String, _ lastName: String, _ email: String?) throws -> Employee
    /// The employee (and so the PIN) with an email.
    public var recoverPIN: @Sendable (_ email: String) throws -> Employee
    /// Every employee, with their cart quantity.
    public var employees: @Sendable () throws -> [EmployeeSummary]
    /// Changes the signed-in employee's PIN, the old one proving who asks.
    public var changePIN: @Sendable (_ old: String, _ new: String) throws -> Employee
    /// Renames the signed-in employee.
    public var renameEmployee: @Sendable (_ firstName: String, _ lastName: String) throws -> Employee
    /// Removes the signed-in employee (their PIN confirming it) and signs them out.
    public var removeEmployee: @Sendable (_ pin: String) throws -> Employee
    /// Imports the catalog from wine.com, reporting progress as it goes.
    public var importCatalog: @Sendable () -> AsyncThrowingStream<ImportProgress, any Error>
    /// A page of the imported catalog.
    public var catalogPage: @Sendable (CatalogQuery) throws -> CatalogPage
    /// Whether the last import completed, and how far an interrupted one got.
    public var catalogStatus: @Sendable () throws -> CatalogStatus
    /// Every imported category.
    public var categories: @Sendable () throws -> [WineCategory]
    /// Category ids from what a person typed (ids or names).
    public var resolveCategories: @Sendable (_ names: [String]) throws -> [Int]
    /// One imported wine.
    public var wine: @Sendable (_ id: Int) throws -> Wine
    /// The signed-in employee's cart.
    public var cart: @Sendable () throws -> CartContents
    /// Adds bottles of a wine to the cart.
    public var addToCart: @Sendable (_ wineID: Int, _ quantity: Int) throws -> CartContents
    /// Sets the quantity of a cart line.
    public var setQuantity: @Sendable (_ wineID: Int, _ quantity: Int) throws -> CartContents
    /// Removes a cart line.
    public var removeFromCart: @Sendable (_ wineID: Int) throws -> CartContents
    /// Places the cart as an order; with an expectation, only if the cart is still what was
    /// confirmed (else `AppError.conflict` saying what it holds now, and nothing is ordered).
    public var checkout: @Sendable (_ expected: CheckoutExpectation<CartLine>?) throws -> WineOrder
    /// The signed-in employee's orders, newest first.
    public var orders: @Sendable () throws -> [WineOrder]
    /// The time: notices expire by it, and idle sign-out counts by it.
    public var clock: Clock
    /// When a sign-in left alone ends (`--idle-sign-out`).
    public var idleSignOut: IdleSignOut
    /// A command's check (the CLI): records that the signed-in employee used the kiosk now;
    /// when `idleSignOut` says the sign-in lapsed since the last use recorded, signs out instead
    /// and answers who was signed out.
    public var keepSignedIn: @Sendable () throws -> Employee?
    /// Records that the signed-in employee used the kiosk now, where a command at this kiosk
    /// reads it (`keepSignedIn`). A front end that stays open decides the lapse itself, on its
    /// timer, so this never signs out.
    public var recordUse: @Sendable () throws -> Void

    /// Every function from its closure (tests start from TestSupport's `.unimplemented()` and set
    /// the functions they use).
    public init(
        checkService: @escaping @Sendable () async -> AppError?,
        signIn: @escaping @Sendable (String) throws -> Employee,
        signOut: @escaping @Sendable () throws -> Void,
        currentEmployee: @escaping @Sendable () throws -> Employee?,
        signedInEmployee: @escaping @Sendable () throws -> Employee,
        registerEmployee: @escaping @Sendable (String, String, String, String?) throws -> Employee,
        recoverPIN: @escaping @Sendable (String) throws -> Employee,
        employees: @escaping @Sendable () throws -> [EmployeeSummary],
        changePIN: @escaping @Sendable (String, String) throws -> Employee,
        renameEmployee: @escaping @Sendable (String, String) throws -> Employee,
        removeEmployee: @escaping @Sendable (String) throws -> Employee,
        importCatalog: @escaping @Sendable () -> AsyncThrowingStream<ImportProgress, any Error>,
        catalogPage: @escaping @Sendable (CatalogQuery) throws -> CatalogPage,
        catalogStatus: @escaping @Sendable () throws -> CatalogStatus,
        categories: @escaping @Sendable () throws -> [WineCategory],
        resolveCategories: @escaping @Sendable ([String]) throws -> [Int],
        wine: @escaping @Sendable (Int) throws -> Wine,
        cart: @escaping @Sendable () throws -> CartContents,
        addToCart: @escaping @Sendable (Int, Int) throws -> CartContents,
        setQuantity: @escaping @Sendable (Int, Int) throws -> CartContents,
        removeFromCart: @escaping @Sendable (Int) throws -> CartContents,
        checkout: @escaping @Sendable (CheckoutExpectation<CartLine>?) throws -> WineOrder,
        orders: @escaping @Sendable () throws -> [WineOrder],
        clock: Clock,
        idleSignOut: IdleSignOut = .off,
        keepSignedIn: @escaping @Sendable () throws -> Employee? = { nil },
        recordUse: @escaping @Sendable () throws -> Void = {}
    ) {
        self.checkService = checkService
        self.signIn = signIn
        self.signOut = signOut
        self.currentEmployee = currentEmployee
        self.signedInEmployee = signedInEmployee
        self.registerEmployee = registerEmployee
        self.recoverPIN = recoverPIN
        self.employees = employees
        self.changePIN = changePIN
        self.renameEmployee = renameEmployee
        self.removeEmployee = removeEmployee
        self.importCatalog = importCatalog
        self.catalogPage = catalogPage
        self.catalogStatus = catalogStatus
        self.categories = categories
        self.resolveCategories = resolveCategories
        self.wine = wine
        self.cart = cart
        self.addToCart = addToCart
        self.setQuantity = setQuantity
        self.removeFromCart = removeFromCart
        self.checkout = checkout
        self.orders = orders
        self.clock = clock
        self.idleSignOut = idleSignOut
        self.keepSignedIn = keepSignedIn
        self.recordUse = recordUse
    }

    /// The functions over the Wine Club's use cases; a sign-in left alone for `idleSignOut`
    /// ends (off by default: the tests of other behaviour have no timer to advance).
    public init(club: WineClub, clock: Clock, idleSignOut: IdleSignOut = .off) {
        self.init(
            checkService: { await club.checkService() },
            signIn: { try club.signIn(pin: $0) },
            signOut: { try club.signOut() },
            currentEmployee: { try club.currentEmployee.find() },
            signedInEmployee: { try club.currentEmployee.require() },
            registerEmployee: { try club.registerEmployee(pin: $0, firstName: $1, lastName: $2, email: $3) },
            recoverPIN: { try club.recoverPIN(email: $0) },
            employees: { try club.listEmployees() },
            changePIN: { try club.account.changePIN(old: $0, new: $1) },
            renameEmployee: { try club.account.rename(firstName: $0, lastName: $1) },
            removeEmployee: { try club.account.remove(confirmingWith: $0) },
            importCatalog: { club.importCatalog.stream() },
            catalogPage: { try club.browseCatalog($0) },
            catalogStatus: { try club.browseCatalog.status() },
            categories: { try club.browseCatalog.categories() },
            resolveCategories: { try club.browseCatalog.resolveCategories($0) },
            wine: { try club.showWine(id: $0) },
            cart: { try club.cart.contents() },
            addToCart: { try club.cart.add(wineID: $0, quantity: $1) },
            setQuantity: { try club.cart.set(wineID: $0, quantity: $1) },
            removeFromCart: { try club.cart.remove(wineID: $0) },
            checkout: { try club.checkout(expecting: $0) },
            orders: { try club.listOrders() },
            clock: clock,
            idleSignOut: idleSignOut,
            keepSignedIn: {
                let now = clock.now()
                return try club.keepSignIn(at: now) { idleSignOut.isOver(since: $0, now: now) }
            },
            recordUse: { _ = try club.keepSignIn(at: clock.now()) { _ in false } }
        )
    }
}
