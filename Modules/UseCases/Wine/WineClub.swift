import Domain

/// Every Wine Club use case, built over the same ports: what `Composition` hands to the front
/// ends and what the view models' environments are made from.
public struct WineClub: Sendable {
    /// Creates employees.
    public let registerEmployee: RegisterEmployee
    /// Signs in with a PIN.
    public let signIn: SignIn
    /// Signs out.
    public let signOut: SignOut
    /// Who is signed in.
    public let currentEmployee: CurrentEmployee
    /// Keeps a sign-in in use, ends one left alone.
    public let keepSignIn: KeepSignIn
    /// Finds a PIN by email.
    public let recoverPIN: RecoverPIN
    /// Lists employees.
    public let listEmployees: ListEmployees
    /// The signed-in employee's PIN, name and removal.
    public let account: ManageAccount
    /// Imports the catalog.
    public let importCatalog: ImportCatalog
    /// Browses the imported catalog.
    public let browseCatalog: BrowseCatalog
    /// One wine's detail.
    public let showWine: ShowWine
    /// The signed-in employee's cart.
    public let cart: ManageCart
    /// Places an order.
    public let checkout: Checkout
    /// Past orders.
    public let listOrders: ListOrders
    /// Whether the API answers.
    public let checkService: CheckWineService

    /// Builds every use case over the ports.
    public init(
        gateway: any WineCatalogGateway, employees: any EmployeeStore, session: any SessionStore,
        carts: any WineCartStore, catalog: any CatalogStore, clock: Clock
    ) {
        registerEmployee = RegisterEmployee(employees: employees, session: session, clock: clock)
        signIn = SignIn(employees: employees, session: session, clock: clock)
        signOut = SignOut(session: session)
        currentEmployee = CurrentEmployee(employees: employees, session: session)
        keepSignIn = KeepSignIn(employees: employees, session: session)
        recoverPIN = RecoverPIN(employees: employees, session: session, clock: clock)
        listEmployees = ListEmployees(employees: employees, carts: carts)
        account = ManageAccount(employees: employees, session: session, carts: carts, clock: clock)
        importCatalog = ImportCatalog(gateway: gateway, catalog: catalog, clock: clock)
        browseCatalog = BrowseCatalog(catalog: catalog)
        showWine = ShowWine(catalog: catalog)
        cart = ManageCart(employees: employees, session: session, carts: carts, catalog: catalog)
        checkout = Checkout(employees: employees, session: session, carts: carts, catalog: catalog, clock: clock)
        listOrders = ListOrders(employees: employees, session: session, carts: carts)
        checkService = CheckWineService(gateway: gateway)
    }
}
