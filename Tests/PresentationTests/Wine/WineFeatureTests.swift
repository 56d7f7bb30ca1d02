import Foundation
import Presentation
import TestSupport
import Testing

/// The Wine Club's whole flow, as every front end runs it: sign-in → catalog, quick add with a
/// typed quantity, the detail, the cart → confirmation → thank-you → new order, notices that
/// expire on the injected clock, sign-out from any depth, the new-employee and forgot-PIN
/// round trips, retry when wine.com is unreachable.
@MainActor
@Suite struct WineFeatureTests {
    let fixture = WineFeatureFixture()
    let ana: Employee
    let categories = [WineFeatureFixture.red, WineFeatureFixture.merlot]

    init() throws {
        try fixture.seed()
        ana = try fixture.club.registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "ana@example.com")
    }

    func page(_ ids: [Int]) -> CatalogPage {
        CatalogPage(wines: ids.map { id in WineFeatureFixture.wines.first { $0.id == id }! }, total: ids.count)
    }

    func contents(_ lines: [(Int, Int)]) -> CartContents {
        CartContents(items: lines.map { id, quantity in CartItem(wine: WineFeatureFixture.wines.first { $0.id == id }!, quantity: quantity) })
    }

    /// The catalog arriving: its page, categories, status, the cart and the service check.
    func receiveCatalog(_ store: TestStore<WineFeature>, cart: CartContents = CartContents(items: [])) async {
        let query = store.state.catalog.query
        await store.receive(.catalog(.pageLoaded(query, .success(page([2, 1, 3]))))) {
            $0.catalog.isLoading = false
            $0.catalog.page = page([2, 1, 3])
        }
        await store.receive(.catalog(.categoriesLoaded(.success(categories)))) { $0.catalog.categories = categories }
        await store.receive(.catalog(.statusLoaded(.success(CatalogStatus.complete)))) { $0.catalog.status = CatalogStatus.complete }
        await store.receive(.catalog(.cartUpdated(.success(cart)))) { $0.catalog.cartQuantity = cart.totalQuantity }
        await store.receive(.catalog(.serviceChecked(nil)))
    }

    /// A store signed in as Ana, on the catalog, the welcome notice gone.
    /// Sends `action`, which opens the first wine's detail over the catalog, and receives the
    /// wine read for it.
    func opensDetailOfTheFirstWine(_ store: TestStore<WineFeature>, by action: WineFeature.Action, sourceLocation: SourceLocation = #_sourceLocation) async {
        await store.send(action, sourceLocation: sourceLocation) {
            $0.detail = WineDetailFeature.State(wineID: 1)
            $0.routes.push(.detail)
        }
        await store.receive(.detail(.loaded(.success(WineFeatureFixture.wines[0]))), sourceLocation: sourceLocation) { $0.detail?.wine = WineFeatureFixture.wines[0] }
    }

    func signedInStore() async -> TestStore<WineFeature> {
        let store = TestStore<WineFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.signIn(.pinChanged("1234"))) { $0.signIn.pin = "1234" }
        await store.send(.signIn(.submitPressed)) { $0.signIn.isSigningIn = true }
        await store.receiveSignIn(of: ana)
        await receiveCatalog(store)
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        return store
    }

    // MARK: - Tests

    @Test func signingInOpensTheCatalogAndTheWelcomeGoesAwayAfterItsTime() async throws {
        let store = await signedInStore()
        #expect(store.state.route == .catalog)
        #expect(fixture.time.requestedSleeps == [Notice.duration])
        await store.finish()
    }

    @Test func theCatalogAndTheCartNeedSomeoneSignedIn() async {
        let store = TestStore<WineFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.opened(.catalog))
        await store.send(.opened(.cart))
        await store.send(.detailOpened(wineID: 1))
        #expect(store.state.routes.contents == [.signIn])
        await store.finish()
    }

    @Test func quickAddAddsTheQuantityTypedAndSaysSo() async throws {
        let store = await signedInStore()
        await store.send(.quickAddOpened(wineID: 2)) { $0.quickAdd = WineQuickAdd(wineID: 2, name: "Aalto") }
        await store.send(.quickAddQuantityChanged("0")) { $0.quickAdd?.quantity = "0" }
        let zero = AppError.validation(field: "quantity", rule: "must be at least 1; to take a wine out of the cart, remove its line")
        // The prompt stays while the cart judges the quantity (once), and shows its refusal.
        await store.send(.quickAddSubmitted) { $0.quickAdd?.isAdding = true }
        await store.receive(.quickAdded(name: "Aalto", quantity: 0, .failure(zero))) { $0.quickAdd?.isAdding = false; $0.quickAdd?.error = zero }
        #expect(store.state.error == zero)
        await store.send(.quickAddQuantityChanged("3")) { $0.quickAdd?.quantity = "3"; $0.quickAdd?.error = nil }
        await store.send(.quickAddSubmitted) { $0.quickAdd?.isAdding = true }
        await store.receive(.quickAdded(name: "Aalto", quantity: 3, .success(contents([(2, 3)])))) {
            $0.quickAdd = nil
            $0.catalog.cartQuantity = 3
            $0.notice = Notice("Added 3 × Aalto to the cart (3 in all).")
        }
        #expect(try fixture.club.cart.contents() == contents([(2, 3)]))
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }

    @Test func aSecondSubmitWhileTheQuickAddIsUnderWayAddsNothing() async throws {
        let store = await signedInStore()
        await store.send(.quickAddOpened(wineID: 2)) { $0.quickAdd = WineQuickAdd(wineID: 2, name: "Aalto") }
        await store.send(.quickAddSubmitted) { $0.quickAdd?.isAdding = true }
        await store.receive(.quickAdded(name: "Aalto", quantity: 1, .success(contents([(2, 1)])))) {
            $0.quickAdd = nil
            $0.catalog.cartQuantity = 1
            $0.notice = Notice("Added 1 × Aalto to the cart (1 in all).")
        }
        await store.send(.quickAddOpened(wineID: 2)) { $0.quickAdd = WineQuickAdd(wineID: 2, name: "Aalto") }
        var adding = store.state
        adding.quickAdd?.isAdding = true
        let busy = TestStore<WineFeature>(initialState: adding, environment: fixture.environment)
        await busy.send(.quickAddSubmitted)
        await busy.finish()
        #expect(try fixture.club.cart.contents() == contents([(2, 1)]))
        await store.send(.quickAddCancelled) { $0.quickAdd = nil }
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }

    @Test func aNewerNoticeRestartsTheTimer() async throws {
        let store = await signedInStore()
        await store.send(.quickAddOpened(wineID: 1)) { $0.quickAdd = WineQuickAdd(wineID: 1, name: "Duckhorn Merlot") }
        await store.send(.quickAddSubmitted) { $0.quickAdd?.isAdding = true }
        await store.receive(.quickAdded(name: "Duckhorn Merlot", quantity: 1, .success(contents([(1, 1)])))) {
            $0.quickAdd = nil
            $0.catalog.cartQuantity = 1
            $0.notice = Notice("Added 1 × Duckhorn Merlot to the cart (1 in all).")
        }
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: .seconds(4))
        await store.send(.quickAddOpened(wineID: 1)) { $0.quickAdd = WineQuickAdd(wineID: 1, name: "Duckhorn Merlot") }
        await store.send(.quickAddSubmitted) { $0.quickAdd?.isAdding = true }
        await store.receive(.quickAdded(name: "Duckhorn Merlot", quantity: 1, .success(contents([(1, 2)])))) {
            $0.quickAdd = nil
            $0.catalog.cartQuantity = 2
            $0.notice = Notice("Added 1 × Duckhorn Merlot to the cart (2 in all).")
        }
        await fixture.time.waitUntilSleeping()
        // Five seconds after the first notice the second still shows: the first timer was
        // cancelled, and only the second's waits.
        fixture.time.advance(by: .seconds(1))
        #expect(fixture.time.sleeping == 1)
        fixture.time.advance(by: .seconds(4))
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }

    @Test func theDetailAddsAndCheckoutLeadsToTheThankYouThenANewOrder() async throws {
        let store = await signedInStore()
        await opensDetailOfTheFirstWine(store, by: .detailOpened(wineID: 1))
        await store.send(.detail(.quantityChanged("2"))) { $0.detail?.quantity = "2" }
        await store.send(.detail(.addPressed))
        await store.receive(.detail(.added(.success(contents([(1, 2)]))))) {
            $0.detail?.inCart = 2
            $0.detail?.quantity = "1"
            $0.catalog.cartQuantity = 2
            $0.notice = Notice("In the cart: 2 of this wine, 2 in all.")
        }
        // The detail's notice is about the detail: it does not follow the person to the cart.
        await store.send(.opened(.cart)) {
            $0.routes.push(.cart)
            $0.cart.isLoading = true
            $0.notice = nil
        }
        await store.receive(.cart(.cartResponse(.success(contents([(1, 2)]))))) {
            $0.cart.isLoading = false
            $0.cart.contents = contents([(1, 2)])
        }
        await store.send(.cart(.checkoutPressed)) { $0.cart.isLoading = true }
        await store.receive(.cart(.checkoutAsked(.success(contents([(1, 2)]))))) {
            $0.cart.isLoading = false
            $0.cart.confirmation.ask(contents([(1, 2)]))
        }
        await store.send(.cart(.checkoutConfirmed)) { $0.cart.confirmation.withdraw(); $0.cart.isLoading = true }
        let order = WineOrder(id: "W-000001", employeeID: ana.id, placedAt: WineFeatureFixture.now,
                              lines: [WineOrder.Line(wineID: 1, name: "Duckhorn Merlot", quantity: 2)], employeeName: "Ana Lima")
        await store.receive(.cart(.checkoutResponse(.success(order)))) {
            $0.cart.isLoading = false
            $0.cart.contents = CartContents(items: [])
        }
        await store.receive(.cart(.delegate(.orderPlaced(order)))) {
            $0.catalog.cartQuantity = 0
            $0.thankYou = WineThankYouFeature.State(order: order)
            $0.routes.replaceAll(with: [.catalog, .thankYou])
        }
        await store.send(.thankYou(.newOrderPressed))
        await store.receive(.thankYou(.delegate(.newOrderStarted))) {
            $0.thankYou = nil
            $0.routes.replaceAll(with: [.catalog])
            $0.catalog.isLoading = true
            $0.notice = Notice("New order: the cart is empty.")
        }
        await receiveCatalog(store)
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
        #expect(try fixture.carts.orders(for: ana.id).map(\.id) == ["W-000001"])
    }

    @Test func signingOutFromAnyDepthReturnsToSignInWithNothingOfTheVisitLeft() async throws {
        let store = await signedInStore()
        await store.send(.catalog(.sortToggled)) { $0.catalog.query.sort = .nameDescending; $0.catalog.isLoading = true }
        await store.receive(.catalog(.pageLoaded(store.state.catalog.query, .success(page([3, 1, 2]))))) {
            $0.catalog.isLoading = false
            $0.catalog.page = page([3, 1, 2])
        }
        await store.send(.opened(.cart)) { $0.routes.push(.cart); $0.cart.isLoading = true }
        await store.receive(.cart(.cartResponse(.success(CartContents(items: []))))) { $0.cart.isLoading = false }
        await store.send(.signOutPressed)
        await store.receive(.signedOut(nil)) {
            $0 = WineFeature.State()
            $0.notice = Notice("Signed out.")
        }
        #expect(try fixture.session.signedInEmployeeID() == nil)
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }

    @Test func aNewEmployeeReturnsToSignInWithANotice() async throws {
        let store = TestStore<WineFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.opened(.newEmployee)) { $0.routes.push(.newEmployee) }
        await store.send(.newEmployee(.fieldChanged(.pin, "5678"))) { $0.newEmployee.pin = "5678" }
        await store.send(.newEmployee(.fieldChanged(.firstName, "Bo"))) { $0.newEmployee.firstName = "Bo" }
        await store.send(.newEmployee(.fieldChanged(.lastName, "Berg"))) { $0.newEmployee.lastName = "Berg" }
        await store.send(.newEmployee(.savePressed)) { $0.newEmployee.isSaving = true }
        let bo = Employee(id: 2, pin: try PIN("5678"), firstName: "Bo", lastName: "Berg", email: nil, hireDate: WineFeatureFixture.now)
        await store.receive(.newEmployee(.saveResponse(.success(bo)))) { $0.newEmployee.isSaving = false }
        await store.receive(.newEmployee(.delegate(.created(bo)))) {
            $0.newEmployee = NewEmployeeFeature.State()
            $0.routes.pop()
            $0.notice = Notice("Bo Berg can now sign in with their PIN.")
        }
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }

    @Test func backGoesDownOneScreenAndReopeningAScreenGoesBackToIt() async throws {
        let store = await signedInStore()
        await store.send(.opened(.cart)) { $0.routes.push(.cart); $0.cart.isLoading = true }
        await store.receive(.cart(.cartResponse(.success(CartContents(items: []))))) { $0.cart.isLoading = false }
        await store.send(.opened(.employees)) { $0.routes.push(.employees); $0.employees = .loading([]) }
        await store.receive(.employees(.loaded(.success([EmployeeSummary(ana, cartQuantity: 0)])))) {
            $0.employees = .loaded([EmployeeSummary(ana, cartQuantity: 0)])
        }
        await store.send(.opened(.cart)) { $0.routes.goBack(toFirstWhere: { route in route == .cart }); $0.cart.isLoading = true }
        await store.receive(.cart(.cartResponse(.success(CartContents(items: []))))) { $0.cart.isLoading = false }
        await store.send(.back) { $0.routes.pop(); $0.catalog.isLoading = true }
        await receiveCatalog(store)
        await store.send(.back)
        await store.finish()
    }

    @Test func retryChecksWineComAgainAndReloadsTheCatalog() async throws {
        let store = await signedInStore()
        let problem = AppError.unavailable(service: "wine.com", reason: "cannot be reached (refused)")
        fixture.gateway.fail(with: problem)
        await store.send(.retryPressed) { $0.catalog.isLoading = true }
        await store.receive(.catalog(.pageLoaded(store.state.catalog.query, .success(page([2, 1, 3]))))) { $0.catalog.isLoading = false }
        await store.receive(.catalog(.categoriesLoaded(.success(categories))))
        await store.receive(.catalog(.statusLoaded(.success(CatalogStatus.complete))))
        await store.receive(.catalog(.cartUpdated(.success(CartContents(items: [])))))
        await store.receive(.catalog(.serviceChecked(problem))) { $0.catalog.serviceProblem = problem }
        #expect(store.state.serviceBanner == "Can't reach wine.com (cannot be reached (refused)): browsing the imported catalog")
        await store.finish()
    }

    @Test func yourAccountChangesThePINAndRemovingYourselfEndsTheVisit() async throws {
        let store = await signedInStore()
        await store.send(.opened(.account)) {
            $0.routes.push(.account)
            $0.account = WineAccountFeature.State(employee: ana)
        }
        #expect(store.state.account.firstName == "Ana" && store.state.account.lastName == "Lima")
        await store.send(.account(.fieldChanged(.oldPIN, "9999"))) { $0.account.oldPIN = "9999" }
        await store.send(.account(.fieldChanged(.newPIN, "5678"))) { $0.account.newPIN = "5678" }
        await store.send(.account(.changePINPressed)) { $0.account.isSaving = true }
        let wrong = AppError.notSignedIn(reason: "oldPIN: this is not your PIN")
        await store.receive(.account(.changed(.pin, .failure(wrong)))) {
            $0.account.isSaving = false
            $0.account.error = wrong
            $0.account.oldPIN = ""
        }
        #expect(store.state.error == wrong)
        await store.send(.account(.fieldChanged(.oldPIN, "1234"))) { $0.account.oldPIN = "1234"; $0.account.error = nil }
        await store.send(.account(.changePINPressed)) { $0.account.isSaving = true }
        var renewed = ana
        renewed.pin = try PIN("5678")
        await store.receive(.account(.changed(.pin, .success(renewed)))) {
            $0.account.isSaving = false
            $0.account.oldPIN = ""
            $0.account.newPIN = ""
            $0.account.saved = "Your PIN was changed."
        }
        await store.send(.account(.fieldChanged(.removalPIN, "5678"))) { $0.account.removalPIN = "5678"; $0.account.saved = nil }
        await store.send(.account(.removePressed)) { $0.account.isSaving = true }
        await store.receive(.account(.changed(.removal, .success(renewed)))) {
            $0.account.isSaving = false
            $0.account.removalPIN = ""
        }
        await store.receive(.account(.delegate(.removed(renewed)))) {
            $0 = WineFeature.State()
            $0.notice = Notice("Ana Lima was removed. Their orders are kept.")
        }
        #expect(try fixture.employees.all().isEmpty)
        #expect(try fixture.session.signedInEmployeeID() == nil)
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }

    @Test func yourOrdersAreListedNewestFirst() async throws {
        let store = await signedInStore()
        try fixture.club.cart.add(wineID: 1, quantity: 1)
        let first = try fixture.club.checkout()
        try fixture.club.cart.add(wineID: 2, quantity: 2)
        let second = try fixture.club.checkout()
        await store.send(.opened(.orders)) { $0.routes.push(.orders); $0.orders = .loading([]) }
        await store.receive(.orders(.loaded(.success([second, first])))) {
            $0.orders = .loaded([second, first])
        }
        await store.finish()
    }
}
