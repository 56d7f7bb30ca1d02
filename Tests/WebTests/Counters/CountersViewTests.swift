import Presentation
import Testing
@testable import KioskWebApp

@Suite struct CountersViewTests {
    func loaded(_ counters: [Counter], _ change: (inout CountersPageFeature.State) -> Void = { _ in }) -> CountersPageFeature.State {
        var state = CountersPageFeature.State()
        state.list.phase = .loaded
        state.list.counters = counters
        change(&state)
        return state
    }

    let tea = Counter(id: "a1", title: "Tea", count: 3)
    let naps = Counter(id: "b2", title: "Naps", count: -1)
    let untitled = Counter(id: "c3", title: nil, count: 0)

    // MARK: Tests

    @Test func anEmptyListShowsTheViewModelsEmptyState() {
        let view = CountersView(loaded([]))
        #expect(view.empty == .init(title: CountersFeature.State.emptyTitle, text: CountersFeature.State.emptyMessage))
        #expect(view.emptyButton == CountersFeature.State.emptyButton)
        #expect(view.rows.isEmpty)
        #expect(!view.canEdit)
        #expect(view.summary == "0 items · Counted 0 times")
    }

    @Test func aSearchWithoutMatchesSaysNoResults() {
        let view = CountersView(loaded([tea, naps]) { $0.list.searchText = "coffee" })
        #expect(view.noResults == CountersFeature.State.noResults)
        #expect(view.empty == nil)
        #expect(view.hasQuery)
        #expect(view.rows.isEmpty)
    }

    @Test func rowsAreTheVisibleCountersWithTheirMarks() {
        let view = CountersView(loaded([tea, naps, untitled]) {
            $0.list.pendingIDs = ["b2"]
            $0.list.searchText = ""
        })
        #expect(view.rows.map(\.title) == ["Tea", "Naps", "Untitled"])
        #expect(view.rows.map(\.count) == [3, -1, 0])
        #expect(view.rows.map(\.pending) == [false, true, false])
        #expect(view.rows.map(\.untitled) == [false, false, true])
        #expect(view.summary == "3 items · Counted 2 times")
    }

    @Test func editModeShowsTheSelectionAndTheDeleteButtonsTitle() {
        let view = CountersView(loaded([tea, naps, untitled]) {
            $0.list.isEditing = true
            $0.list.selection = ["a1", "c3"]
            $0.list.deleteConfirmation = 2
        })
        #expect(view.rows.allSatisfy { $0.editing })
        #expect(view.rows.map(\.selected) == [true, false, true])
        #expect(view.selectionText == "2 selected")
        #expect(view.deleteButton == "Delete 2 counters")
        #expect(view.confirmation == .init(question: "Delete 2 counters?", button: "Delete 2 counters"))
    }

    @Test func offlineShowsTheStatusLineAndABannerThatRetries() {
        let state = loaded([tea]) {
            $0.list.isOffline = true
            $0.list.pendingCount = 2
            $0.list.searchText = "te"
        }
        #expect(CountersView(state).sync == .init(kind: "offline", text: "Offline · 2 changes pending"))
        let banner = CountersView.banner(state)
        #expect(banner?.message == "Offline · 2 changes pending · can't reach the Counters server")
        #expect(banner?.retryAction == "/counters/refresh")
        #expect(banner?.fields == [HiddenField(name: "q", value: "te")])
        #expect(CountersView.banner(loaded([tea])) == nil)
    }

    @Test func theSyncStateFollowsTheViewModel() {
        #expect(CountersView(loaded([tea]) { $0.list.isSyncing = true }).sync.kind == "syncing")
        #expect(CountersView(loaded([tea]) { $0.list.pendingCount = 1 }).sync.text == "1 change pending")
        #expect(CountersView(loaded([tea])).sync.text == "All changes synced")
    }

    @Test func theLoadErrorAndTheAlertKeepTheViewModelsTexts() {
        var failed = CountersPageFeature.State()
        failed.list.phase = .failed(message: CountersFeature.State.offlineMessage)
        #expect(CountersView(failed).failure == .init(title: CountersFeature.State.loadErrorTitle, text: CountersFeature.State.offlineMessage))
        #expect(CountersView(failed).summary == nil)

        let alerted = loaded([tea]) { $0.list.alert = CountersAlert(title: "Couldn’t sync the counters", message: "boom", retry: .sync) }
        #expect(CountersView(alerted).alert == .init(title: "Couldn’t sync the counters", message: "boom", canRetry: true))
        let dropped = loaded([tea]) { $0.list.alert = CountersAlert(title: "Couldn’t update", message: "gone") }
        #expect(CountersView(dropped).alert?.canRetry == false)
    }
}
