import Foundation
import Presentation
import TestSupport
import Testing

/// The actions a front end that keeps nothing between requests (the web) sends in one step:
/// an add to the cart with the quantity as typed, a whole catalog query.
extension WineFeatureTests {
    /// The notice shown goes after its time.
    func noticeExpires(_ store: TestStore<WineFeature>) async {
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
    }

    @Test func addToCartAddsTheTypedQuantityInOneStepAndSaysSoLikeTheQuickAdd() async throws {
        let store = await signedInStore()
        await store.send(.addToCart(wineID: 2, quantity: " 3 "))
        await store.receive(.quickAdded(name: "Aalto", quantity: 3, .success(contents([(2, 3)])))) {
            $0.catalog.cartQuantity = 3
            $0.notice = Notice("Added 3 × Aalto to the cart (3 in all).")
        }
        #expect(try fixture.club.cart.contents() == contents([(2, 3)]))
        await noticeExpires(store)
        await store.finish()
    }

    @Test func showOpensAScreenAndReadsTheOneShownAgain() async throws {
        let store = await signedInStore()
        await store.send(.show(.cart)) { $0.routes.push(.cart); $0.cart.isLoading = true }
        await store.receive(.cart(.cartResponse(.success(CartContents(items: []))))) { $0.cart.isLoading = false }
        // NB: another process changes the cart; the page asked again reads it afresh.
        try fixture.club.cart.add(wineID: 2, quantity: 2)
        await store.send(.show(.cart))
        await store.receive(.cart(.cartRefreshed(.success(contents([(2, 2)]))))) {
            $0.cart.contents = contents([(2, 2)])
            $0.catalog.cartQuantity = 2
        }
        #expect(store.state.routes.contents == [.catalog, .cart], "the screen shown is not opened twice")
        await store.finish()
    }

    @Test func showDetailOpensAWineOnceAndKeepsTheDetailShown() async throws {
        let store = await signedInStore()
        await opensDetailOfTheFirstWine(store, by: .showDetail(wineID: 1))
        await store.send(.showDetail(wineID: 1))
        await store.send(.showDetail(wineID: 2)) { $0.detail = WineDetailFeature.State(wineID: 2) }
        await store.receive(.detail(.loaded(.success(WineFeatureFixture.wines[1])))) { $0.detail?.wine = WineFeatureFixture.wines[1] }
        #expect(store.state.routes.contents == [.catalog, .detail])
        await store.finish()
    }

    @Test func addToCartLeavesTheRangeToTheCartAndShowsItsRefusalOnTheCatalog() async throws {
        let store = await signedInStore()
        let notANumber = AppError.validation(field: "quantity", rule: "must be a whole number from 1 to \(Quantity.maximum) (got \"lots\")")
        await store.send(.addToCart(wineID: 2, quantity: "lots")) { $0.catalog.error = notANumber }
        #expect(store.state.error == notANumber)
        await store.send(.addToCart(wineID: 2, quantity: "0")) { $0.catalog.error = nil }
        let zero = AppError.validation(field: "quantity", rule: "must be at least 1; to take a wine out of the cart, remove its line")
        await store.receive(.quickAdded(name: "Aalto", quantity: 0, .failure(zero))) { $0.catalog.error = zero }
        await store.send(.addToCart(wineID: 2, quantity: "1000")) { $0.catalog.error = nil }
        let tooMany = AppError.validation(field: "quantity", rule: "must be at most \(Quantity.maximum) (got 1000)")
        await store.receive(.quickAdded(name: "Aalto", quantity: 1000, .failure(tooMany))) { $0.catalog.error = tooMany }
        #expect(try fixture.club.cart.contents() == contents([]))
        await store.finish()
    }

    @Test func addToCartFromAnotherScreenBringsTheCatalogBackAsItWasLeft() async throws {
        let store = await signedInStore()
        await opensDetailOfTheFirstWine(store, by: .detailOpened(wineID: 1))
        await store.send(.addToCart(wineID: 3, quantity: "2")) { $0.routes.goBack(toFirstWhere: { route in route == .catalog }) }
        await store.receive(.quickAdded(name: "Zind Riesling", quantity: 2, .success(contents([(3, 2)])))) {
            $0.catalog.cartQuantity = 2
            $0.notice = Notice("Added 2 × Zind Riesling to the cart (2 in all).")
        }
        await noticeExpires(store)
        await store.finish()
    }

    @Test func addToCartAndCatalogOpenedNeedSomeoneSignedIn() async throws {
        let store = TestStore<WineFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.addToCart(wineID: 2, quantity: "1"))
        await store.send(.catalogOpened(CatalogQuery(search: "merlot")))
        #expect(store.state.routes.contents == [.signIn])
        await store.finish()
        #expect(try fixture.carts.cart(for: ana.id).lines.isEmpty)
    }

    @Test func catalogOpenedFromAnotherScreenReadsThatQueryOnceWithTheRestOfTheCatalog() async throws {
        let store = await signedInStore()
        await store.send(.opened(.cart)) { $0.routes.push(.cart); $0.cart.isLoading = true }
        await store.receive(.cart(.cartResponse(.success(CartContents(items: []))))) { $0.cart.isLoading = false }
        // A deep offset is taken to the start of its page; the page size is the catalog's.
        let wanted = CatalogQuery(sort: .nameDescending, limit: 500, offset: 3)
        let shown = CatalogQuery(sort: .nameDescending)
        await store.send(.catalogOpened(wanted)) {
            $0.routes.goBack(toFirstWhere: { route in route == .catalog })
            $0.catalog.query = shown
            $0.catalog.isLoading = true
        }
        await store.receive(.catalog(.pageLoaded(shown, .success(page([3, 1, 2]))))) {
            $0.catalog.isLoading = false
            $0.catalog.page = page([3, 1, 2])
        }
        await store.receive(.catalog(.categoriesLoaded(.success(categories))))
        await store.receive(.catalog(.statusLoaded(.success(CatalogStatus.complete))))
        await store.receive(.catalog(.cartUpdated(.success(CartContents(items: [])))))
        await store.receive(.catalog(.serviceChecked(nil)))
        await store.finish()
    }

    @Test func catalogOpenedOnTheCatalogReadsOnlyANewQuery() async throws {
        let store = await signedInStore()
        await store.send(.catalogOpened(CatalogQuery()))
        let descending = CatalogQuery(sort: .nameDescending)
        await store.send(.catalogOpened(descending)) {
            $0.catalog.query = descending
            $0.catalog.isLoading = true
        }
        await store.receive(.catalog(.pageLoaded(descending, .success(page([3, 1, 2]))))) {
            $0.catalog.isLoading = false
            $0.catalog.page = page([3, 1, 2])
        }
        #expect(store.state.routes.contents == [.catalog])
        await store.finish()
    }

    @Test func pinSubmittedSignsInInOneStep() async throws {
        let store = TestStore<WineFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.signIn(.pinSubmitted("1234"))) { $0.signIn.pin = "1234"; $0.signIn.isSigningIn = true }
        await store.receiveSignIn(of: ana)
        await receiveCatalog(store)
        await noticeExpires(store)
        await store.finish()
    }

    @Test func anAccountChangeSubmittedWholeTakesTheFieldsAndPressesItsButton() async throws {
        _ = await signedInStore()
        let wrong = AppError.notSignedIn(reason: "oldPIN: this is not your PIN")
        let store = TestStore<WineAccountFeature>(initialState: .init(employee: ana), environment: fixture.environment)
        await store.send(.submitted(.pin, [.oldPIN: "9999", .newPIN: "5678"])) {
            $0.oldPIN = "9999"
            $0.newPIN = "5678"
            $0.isSaving = true
        }
        await store.receive(.changed(.pin, .failure(wrong))) { $0.isSaving = false; $0.error = wrong; $0.oldPIN = "" }
        await store.send(.submitted(.name, [.firstName: "Ana", .lastName: "Lobo"])) {
            $0.lastName = "Lobo"
            $0.error = nil
            $0.isSaving = true
        }
        var renamed = ana
        renamed.lastName = "Lobo"
        await store.receive(.changed(.name, .success(renamed))) { $0.isSaving = false; $0.saved = "You are now Ana Lobo." }
        await store.finish()
    }

    @Test func anEmailSubmittedFindsThePINInOneStep() async throws {
        let store = TestStore<ForgotPINFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.emailSubmitted(" ANA@example.com")) { $0.email = " ANA@example.com"; $0.isSearching = true }
        await store.receive(.searchResponse(.success(ana))) { $0.isSearching = false; $0.found = ana }
        await store.finish()
    }

    @Test func aNewEmployeeFormSubmittedWholeFromSignInShowsItsRefusalsOnItsScreen() async throws {
        let store = TestStore<WineFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.newEmployee(.formSubmitted([.firstName: "Bo", .lastName: "Berg", .pin: "56"]))) {
            $0.routes.push(.newEmployee)
            $0.newEmployee.firstName = "Bo"
            $0.newEmployee.lastName = "Berg"
            $0.newEmployee.pin = "56"
            $0.newEmployee.isSaving = true
        }
        let pin = AppError.validation(field: "pin", rule: "must be 4 to 8 digits long (got 2)")
        await store.receive(.newEmployee(.saveResponse(.failure(pin)))) {
            $0.newEmployee.isSaving = false
            $0.newEmployee.error = pin
            $0.newEmployee.fieldErrors = [pin]
        }
        await store.send(.newEmployee(.formSubmitted([.firstName: "Bo", .lastName: "Berg", .pin: "5678"]))) {
            $0.newEmployee.pin = "5678"
            $0.newEmployee.error = nil
            $0.newEmployee.fieldErrors = []
            $0.newEmployee.isSaving = true
        }
        let bo = Employee(id: 2, pin: try PIN("5678"), firstName: "Bo", lastName: "Berg", email: nil, hireDate: WineFeatureFixture.now)
        await store.receive(.newEmployee(.saveResponse(.success(bo)))) { $0.newEmployee.isSaving = false }
        await store.receive(.newEmployee(.delegate(.created(bo)))) {
            $0.newEmployee = NewEmployeeFeature.State()
            $0.routes.pop()
            $0.notice = Notice("Bo Berg can now sign in with their PIN.")
        }
        await noticeExpires(store)
        await store.finish()
    }

    @Test func performOnCartFromTheCatalogReadsTheCartBeforeTheActionNamesALine() async throws {
        let store = await signedInStore()
        try fixture.club.cart.add(wineID: 1, quantity: 2)
        await store.send(.performOnCart(.quantityStepped(wineID: 1, by: 1))) {
            $0.routes.push(.cart)
            $0.cart.isLoading = true
        }
        await store.receive(.cart(.cartResponse(.success(contents([(1, 2)]))))) {
            $0.cart.isLoading = false
            $0.cart.contents = contents([(1, 2)])
            $0.catalog.cartQuantity = 2
        }
        await store.receive(.cart(.quantityStepped(wineID: 1, by: 1))) { $0.cart.isLoading = true }
        await store.receive(.cart(.cartResponse(.success(contents([(1, 3)]))))) {
            $0.cart.isLoading = false
            $0.cart.contents = contents([(1, 3)])
            $0.catalog.cartQuantity = 3
        }
        await store.finish()
    }

    @Test func performOnDetailOpensThatWineReadsItThenAddsTheTypedQuantity() async throws {
        let store = await signedInStore()
        await opensDetailOfTheFirstWine(store, by: .performOnDetail(wineID: 1, .addSubmitted("0")))
        let zero = AppError.validation(field: "quantity", rule: "must be at least 1; to take a wine out of the cart, remove its line")
        await store.receive(.detail(.addSubmitted("0"))) { $0.detail?.quantity = "0" }
        // The cart judges the quantity, once; the page shows its refusal beside the field.
        await store.receive(.detail(.added(.failure(zero)))) { $0.detail?.error = zero }
        // The wine shown takes the action at once.
        await store.send(.performOnDetail(wineID: 1, .addSubmitted("2"))) { $0.detail?.quantity = "2"; $0.detail?.error = nil }
        await store.receive(.detail(.added(.success(contents([(1, 2)]))))) {
            $0.detail?.inCart = 2
            $0.detail?.quantity = "1"
            $0.catalog.cartQuantity = 2
            $0.notice = Notice("In the cart: 2 of this wine, 2 in all.")
        }
        await noticeExpires(store)
        await store.finish()
    }
}
