import Presentation
import Testing
@testable import KioskTUIApp

/// The apps the TUI opens: each registered once, in the home screen's order.
@MainActor @Suite struct TUIAppsTests {
    @Test func everyAppHasOneEntryInTheHomeScreensOrder() {
        #expect(AppScreens.apps.map { $0.app } == KioskApp.allCases)
    }
}
