import Foundation
import Presentation
import TestSupport
import Testing

/// A Wine Club sign-in left alone: the countdown of its last 15 seconds, the sign-out at the
/// limit (the cart stays the employee's), a touch keeping it, a touch after the limit finding
/// the sign-in, and the uses a command at the same kiosk reads. All on the injected clock.
@MainActor
@Suite struct WineIdleSignOutTests {
    let fixture = WineFeatureFixture()
    let ana: Employee
    let categories = [WineFeatureFixture.red, WineFeatureFixture.merlot]
    /// A 30-second limit: 15 quiet seconds, then the countdown.
    let rule = IdleSignOut(limit: .seconds(30))

    init() throws {
        try fixture.seed()
        ana = try fixture.club.registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "ana@example.com")
    }

    var environment: WineEnvironment { WineEnvironment(club: fixture.club, clock: fixture.time.clock, idleSignOut: rule) }

    func at(_ seconds: Double) -> Date { WineFeatureFixture.now.addingTimeInterval(seconds) }

    /// A store signed in as Ana at the clock's start, on the catalog, the welcome notice gone
    /// (5 s later).
    func signedInStore() async -> TestStore<WineFeature> {
        let store = TestStore<WineFeature>(initialState: .init(), environment: environment)
        await store.send(.signIn(.pinChanged("1234"))) { $0.signIn.pin = "1234" }
        await store.send(.signIn(.submitPressed)) { $0.signIn.isSigningIn = true }
        await store.receiveSignIn(of: ana) {
            $0.lastActivity = at(0)
            $0.activityRecordedAt = at(0)
        }
        let wines = [2, 1, 3].map { id in WineFeatureFixture.wines.first { $0.id == id }! }
        let query = store.state.catalog.query
        await store.receive(.catalog(.pageLoaded(query, .success(CatalogPage(wines: wines, total: 3))))) {
            $0.catalog.isLoading = false
            $0.catalog.page = CatalogPage(wines: wines, total: 3)
        }
        await store.receive(.catalog(.categoriesLoaded(.success(categories)))) { $0.catalog.categories = categories }
        await store.receive(.catalog(.statusLoaded(.success(CatalogStatus.complete)))) { $0.catalog.status = CatalogStatus.complete }
        await store.receive(.catalog(.cartUpdated(.success(CartContents(items: [])))))
        await store.receive(.catalog(.serviceChecked(nil)))
        await fixture.time.waitUntilSleeping(2)
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        return store
    }

    /// Advances to the countdown (15 s after the last touch) and checks it shows 15.
    func advanceToWarning(_ store: TestStore<WineFeature>, from seconds: Duration) async {
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: .seconds(15) - seconds)
        await store.receive(.idleTimerFired) { $0.idleSecondsLeft = 15 }
    }

    @Test func aSignInLeftAloneCountsDownItsLastFifteenSecondsThenSignsOutKeepingTheCart() async throws {
        let store = await signedInStore()
        _ = try fixture.club.cart.add(wineID: 2, quantity: 3)
        await advanceToWarning(store, from: Notice.duration)
        #expect(store.state.idleWarning == "Signing out in 15 s: touch the screen or press a key to stay signed in.")
        for left in (1...14).reversed() {
            await fixture.time.waitUntilSleeping()
            fixture.time.advance(by: .seconds(1))
            await store.receive(.idleTimerFired) { $0.idleSecondsLeft = left }
        }
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: .seconds(1))
        await store.receive(.idleTimerFired) {
            $0 = WineFeature.State()
            $0.notice = Notice("Ana Lima was signed out after 30 seconds without use. The cart is kept for the next sign-in.")
        }
        #expect(store.state.route == .signIn)
        await fixture.time.waitUntilSleeping()
        #expect(try fixture.session.signedInEmployeeID() == nil)
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
        // The cart is still Ana's at her next sign-in.
        _ = try fixture.club.signIn(pin: "1234")
        #expect(try fixture.club.cart.contents().totalQuantity == 3)
    }

    @Test func aTouchDuringTheCountdownKeepsTheSignInForAnotherLimit() async throws {
        let store = await signedInStore()
        await advanceToWarning(store, from: Notice.duration)
        await store.send(.touched) {
            $0.idleSecondsLeft = nil
            $0.lastActivity = at(15)
            $0.activityRecordedAt = at(15)
        }
        // Twenty-nine seconds after the touch (44 s after the sign-in) Ana is still signed in.
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: .seconds(15))
        await store.receive(.idleTimerFired) { $0.idleSecondsLeft = 15 }
        for left in (2...14).reversed() {
            await fixture.time.waitUntilSleeping()
            fixture.time.advance(by: .seconds(1))
            await store.receive(.idleTimerFired) { $0.idleSecondsLeft = left }
        }
        #expect(store.state.employee == ana)
        await yieldUntil("the touch recorded") { fixture.session.lastActivity == at(15) }
        // NB: the countdown's last timer is left waiting: nothing more to see.
        store.cancelEffects()
    }

    @Test func aTouchBeforeTheCountdownLeavesTheTimerWhichThenWaitsForTheRest() async throws {
        let store = await signedInStore()
        // 5 s after the sign-in: the timer set then (for 15 s) stays.
        await store.send(.touched) { $0.lastActivity = at(5) }
        await fixture.time.waitUntilSleeping()
        #expect(fixture.time.sleeping == 1)
        // At 15 s it fires, finds the touch (10 s ago) and waits the 5 s left before the countdown.
        fixture.time.advance(by: .seconds(10))
        await store.receive(.idleTimerFired)
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: .seconds(5))
        await store.receive(.idleTimerFired) { $0.idleSecondsLeft = 15 }
        #expect(store.state.employee == ana)
        store.cancelEffects()
    }

    @Test func theFirstTouchAfterTheLimitFindsTheSignIn() async throws {
        // A timer that could not fire (a suspended process): the touch itself finds the limit
        // passed, and what it would have done is not done.
        var state = WineFeature.State()
        state.employee = ana
        state.routes = ScreenStack([.catalog, .cart])
        state.lastActivity = at(-31)
        state.activityRecordedAt = at(-31)
        try fixture.session.setSignedInEmployeeID(ana.id)
        let store = TestStore<WineFeature>(initialState: state, environment: environment)
        await store.send(.touched) {
            $0 = WineFeature.State()
            $0.notice = Notice("Ana Lima was signed out after 30 seconds without use. The cart is kept for the next sign-in.")
        }
        await fixture.time.waitUntilSleeping()
        #expect(try fixture.session.signedInEmployeeID() == nil)
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }

    @Test func touchesAreRecordedForTheCommandsAtMostEveryQuarterOfTheLimit() async throws {
        let store = await signedInStore()
        #expect(fixture.session.lastActivity == at(0))
        // 5 s after the sign-in: too soon to record again (the interval is 7.5 s).
        await store.send(.touched) { $0.lastActivity = at(5) }
        await fixture.time.waitUntilSleeping()
        fixture.time.advance(by: .seconds(3))
        await store.send(.touched) {
            $0.lastActivity = at(8)
            $0.activityRecordedAt = at(8)
        }
        await yieldUntil("the second touch recorded") { fixture.session.lastActivity == at(8) }
        store.cancelEffects()
    }

    @Test func touchesDoNothingWhileNobodyIsSignedInOrTheRuleIsOff() async throws {
        let signedOut = TestStore<WineFeature>(initialState: .init(), environment: environment)
        await signedOut.send(.touched)
        await signedOut.send(.idleTimerFired)
        await signedOut.finish()

        var state = WineFeature.State()
        state.employee = ana
        state.routes = ScreenStack([.catalog])
        let off = TestStore<WineFeature>(initialState: state, environment: fixture.environment)
        await off.send(.touched)
        await off.finish()
    }

    @Test func signingOutByHandStopsTheCountdown() async throws {
        let store = await signedInStore()
        await store.send(.signOutPressed)
        await store.receive(.signedOut(nil)) {
            $0 = WineFeature.State()
            $0.notice = Notice("Signed out.")
        }
        await fixture.time.waitUntilSleeping()
        #expect(fixture.time.sleeping == 1)
        fixture.time.advance(by: Notice.duration)
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }
}
