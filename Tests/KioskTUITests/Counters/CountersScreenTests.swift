import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// Every state of the Counters list at 80×24 and 120×40, then key sequences driving the screen
/// over a real store with an in-memory environment.
@MainActor
@Suite struct CountersScreenTests {
    static let counters = [
        Counter(id: "k1", title: "Cups of coffee", count: 5),
        Counter(id: "k2", title: "Glasses of water", count: 12),
        Counter(id: "k3", title: "Times sneezed", count: -2),
        Counter(id: "local-4", title: nil, count: 0),
    ]

    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]

    static func loaded(_ change: (inout CountersScreenFeature.State) -> Void = { _ in }) -> CountersScreenFeature.State {
        var state = CountersScreenFeature.State()
        state.list.phase = .loaded
        state.list.counters = counters
        change(&state)
        return state
    }

    static let states: [(String, CountersScreenFeature.State)] = [
        ("loading", CountersScreenFeature.State()),
        ("empty", loaded { $0.list.counters = [] }),
        ("loaded", loaded { $0.cursor = 1; $0.list.isSyncing = true }),
        ("offline-pending", loaded { $0.list.isOffline = true; $0.list.pendingCount = 3; $0.list.pendingIDs = ["k1", "local-4"] }),
        ("load-error", { var state = CountersScreenFeature.State(); state.list.phase = .failed(message: CountersFeature.State.offlineMessage); return state }()),
        ("search-typing", loaded { $0.input = .search; $0.list.searchText = "cups" }),
        ("search-no-results", loaded { $0.list.searchText = "pizza" }),
        ("adding", loaded { $0.input = .add(TextFieldState(text: "Naps")) }),
        ("edit-two-selected", loaded { $0.list.isEditing = true; $0.list.selection = ["k1", "k3"]; $0.cursor = 2 }),
        ("delete-confirmation", loaded { $0.list.isEditing = true; $0.list.selection = ["k1", "k3"]; $0.list.deleteConfirmation = 2 }),
        ("alert-retry", loaded { $0.list.alert = CountersAlert(title: "Couldn’t update the “Tea” counter to 3", message: CountersFeature.State.offlineMessage, retry: .sync) }),
        ("notice", loaded { $0.list.isEditing = true; $0.list.notice = Notice("Finish editing to refresh the list.") }),
        ("share", loaded { $0.isSharing = true }),
    ]

    @Test(arguments: sizes)
    func everyState(size: Size) {
        for (name, state) in Self.states {
            Snapshot.assert(lines: CountersScreen.render(state, context: ScreenContext(size: size, canGoBack: true)).lines, named: "\(name)-\(size.width)x\(size.height)")
        }
    }

    @Test func theNarrowestTerminalStillShowsTheList() {
        Snapshot.assert(lines: CountersScreen.render(Self.loaded(), context: ScreenContext(size: Size(width: 60, height: 20), canGoBack: true)).lines, named: "loaded-60x20")
    }

    @Test func texts() {
        let text = { (state: CountersScreenFeature.State) in
            CountersScreen.render(state, context: ScreenContext(size: Self.sizes[0], canGoBack: true)).lines.joined(separator: "\n")
        }
        #expect(text(Self.loaded { $0.list.counters = [] }).contains("No counters yet"))
        #expect(text(Self.loaded { $0.list.searchText = "zzz" }).contains("No results"))
        #expect(text(Self.states[4].1).contains("Couldn’t load the counters"))
        #expect(text(Self.loaded()).contains("4 items · Counted 15 times"))
        #expect(text(Self.states[3].1).contains("Offline · 3 changes pending"))
        #expect(text(Self.states[9].1).contains("Delete 2 counters"))
    }

    // MARK: - Driving the screen with keys

    /// The app's environment over an in-memory list that records every change it gets.
    final class Backend: @unchecked Sendable {
        var counters: [Counter] = []
        var recorded: [CounterChange] = []
        var next = 1

        var environment: CountersEnvironment {
            var environment = CountersEnvironment.unimplemented()
            environment.load = { CountersOverview(counters: self.counters, lastSynced: Date(timeIntervalSince1970: 0)) }
            environment.record = { changes in
                    self.recorded += changes
                    for change in changes {
                        switch change {
                        case let .create(title):
                            self.counters.append(Counter(id: CounterID("k\(self.next)"), title: title, count: 0))
                            self.next += 1
                        case let .increment(id): self.counters = self.counters.map { $0.id == id ? Counter(id: id, title: $0.title, count: $0.count + 1) : $0 }
                        case let .decrement(id): self.counters = self.counters.map { $0.id == id ? Counter(id: id, title: $0.title, count: $0.count - 1) : $0 }
                        case let .delete(id): self.counters.removeAll { $0.id == id }
                        }
                    }
                    return CountersOverview(counters: self.counters, lastSynced: Date(timeIntervalSince1970: 0))
                }
            environment.sync = { CountersSyncResult(report: CounterSyncReport(), overview: CountersOverview(counters: self.counters, lastSynced: Date(timeIntervalSince1970: 0))) }
            return environment
        }
    }

    func press(_ keys: [Key], on host: StoreHost<CountersScreen>) async {
        for key in keys {
            _ = host.handle(key, context: ScreenContext(size: Self.sizes[0], canGoBack: true))
            await host.store.idle()
        }
    }

    func typing(_ text: String) -> [Key] { text.map { .character($0) } }

    @Test func addIncrementAndBatchDeleteByKeys() async {
        let backend = Backend()
        let store = Store<CountersScreenFeature>(initialState: .init(), environment: backend.environment)
        let host = StoreHost<CountersScreen>(store: store)
        store.send(.list(.appeared))
        await store.idle()
        #expect(store.state.list.counters.isEmpty)

        await press([.character("n")] + typing("Tea") + [.enter], on: host)
        await press([.character("n")] + typing("Naps") + [.enter], on: host)
        await press([.character("n")] + typing("Cups of coffee") + [.enter], on: host)
        #expect(backend.counters.map(\.displayTitle) == ["Tea", "Naps", "Cups of coffee"])
        #expect(store.state.highlighted?.displayTitle == "Cups of coffee")

        await press([.up, .character("+"), .character("+"), .right, .character("-")], on: host)
        #expect(backend.counters.map(\.count) == [0, 2, 0])

        // Edit mode: select Tea and Cups of coffee, delete both after confirming.
        await press([.character("e"), .home, .character(" "), .end, .character(" ")], on: host)
        Snapshot.assert(lines: host.render(context: ScreenContext(size: Self.sizes[0], canGoBack: true)).lines, named: "keys-two-selected-80x24")
        await press([.character("d")], on: host)
        #expect(store.state.list.deleteConfirmation == 2)
        await press([.character("y")], on: host)
        #expect(backend.counters.map(\.displayTitle) == ["Naps"])
        #expect(backend.recorded.suffix(2) == [.delete("k1"), .delete("k3")])
        Snapshot.assert(lines: host.render(context: ScreenContext(size: Self.sizes[0], canGoBack: true)).lines, named: "keys-after-delete-80x24")
    }

    @Test func searchNarrowsTheListAndTypedShellKeysStayText() async {
        let backend = Backend()
        backend.counters = Self.counters
        let store = Store<CountersScreenFeature>(initialState: .init(), environment: backend.environment)
        let host = StoreHost<CountersScreen>(store: store)
        store.send(.list(.appeared))
        await store.idle()
        await press([.character("/")] + typing("water?q") + [.backspace, .backspace, .enter], on: host)
        #expect(store.state.list.searchText == "water")
        #expect(store.state.list.visibleCounters.map(\.id) == ["k2"])
        #expect(store.state.input == nil)
        // `+` now counts the one counter shown.
        await press([.character("+")], on: host)
        #expect(backend.counters[1].count == 13)
    }

    @Test func escapeCancelsAddingWithoutCreating() async {
        let backend = Backend()
        let store = Store<CountersScreenFeature>(initialState: .init(), environment: backend.environment)
        let host = StoreHost<CountersScreen>(store: store)
        store.send(.list(.appeared))
        await store.idle()
        await press([.character("n")] + typing("Oops") + [.escape], on: host)
        #expect(backend.recorded.isEmpty)
        #expect(host.handle(.escape, context: ScreenContext(size: Self.sizes[0], canGoBack: true)) == .back)
    }

    // MARK: - What a new user hit

    func loadedHost(_ backend: Backend) async -> (Store<CountersScreenFeature>, StoreHost<CountersScreen>) {
        let environment = backend.environment
        var checked = environment
        // The queue's own rule, as the real one judges a title.
        checked.record = { changes in
            for case let .create(title) in changes where title.trimmingCharacters(in: .whitespaces).count > CounterChange.maximumTitleLength {
                throw AppError.validation(field: "title", rule: "must be at most \(CounterChange.maximumTitleLength) characters (got \(title.count))")
            }
            return try environment.record(changes)
        }
        let store = Store<CountersScreenFeature>(initialState: .init(), environment: checked)
        let host = StoreHost<CountersScreen>(store: store)
        store.send(.list(.appeared))
        await store.idle()
        return (store, host)
    }

    func screen(_ host: StoreHost<CountersScreen>) -> String {
        host.render(context: ScreenContext(size: Self.sizes[0], canGoBack: true)).lines.joined(separator: "\n")
    }

    @Test func aPastedTitleIsNeverCutAndTooLongIsRefusedWithTheRule() async {
        let backend = Backend()
        let (store, host) = await loadedHost(backend)
        let long = String(repeating: "x", count: CounterChange.maximumTitleLength + 1)
        await press([.character("n"), .paste(long), .enter], on: host)
        #expect(backend.recorded.isEmpty)
        #expect(store.state.input == .add(TextFieldState(text: long)))
        #expect(screen(host).contains("title: must be at most 200 characters (got 201)"))
        // One character less is the longest title there is, and it is kept whole.
        await press([.backspace, .enter], on: host)
        #expect(backend.counters.map(\.title) == [String(repeating: "x", count: 200)])
        #expect(store.state.input == nil)
    }

    @Test func inEditModeSlashSearchesAndAStrayASelectsNothing() async {
        let backend = Backend()
        backend.counters = Self.counters
        let (store, host) = await loadedHost(backend)
        await press([.character("e"), .character("a")], on: host)
        #expect(store.state.list.selection.isEmpty)
        await press([.character("d"), .character("y")], on: host)
        #expect(backend.recorded.isEmpty)
        // Ctrl-A selects every counter shown; `/` narrows the list in edit mode too.
        await press([.character("/")] + typing("cups") + [.enter], on: host)
        #expect(store.state.list.isEditing)
        #expect(store.state.list.visibleCounters.map(\.id) == ["k1"])
        await press([.ctrl("a")], on: host)
        #expect(store.state.list.selection == ["k1"])
        #expect(screen(host).contains("Edit (1 selected)"))
    }

    @Test func aSearchSaysWhatItShowsAndEscClearsItBeforeLeaving() async {
        let backend = Backend()
        backend.counters = Self.counters
        let (store, host) = await loadedHost(backend)
        #expect(screen(host).contains("4 items · Counted 15 times"))
        await press([.character("/")] + typing("o") + [.enter], on: host)
        #expect(store.state.list.visibleCounters.count == 2)
        #expect(screen(host).contains("2 of 4 items · Counted 17 times"))
        Snapshot.assert(lines: host.render(context: ScreenContext(size: Self.sizes[0], canGoBack: true)).lines, named: "keys-search-summary-80x24")
        #expect(host.handle(.escape, context: ScreenContext(size: Self.sizes[0], canGoBack: true)) == .handled)
        await store.idle()
        #expect(store.state.list.searchText.isEmpty)
        #expect(screen(host).contains("4 items · Counted 15 times"))
        #expect(host.handle(.escape, context: ScreenContext(size: Self.sizes[0], canGoBack: true)) == .back)
    }

    @Test func aChangeAnotherProcessMadeShowsOnTheNextReload() async {
        let backend = Backend()
        backend.counters = Self.counters
        let (store, host) = await loadedHost(backend)
        backend.counters.append(Counter(id: "k9", title: "Added by the CLI", count: 7))
        host.reload()
        await store.idle()
        #expect(screen(host).contains("Added by the CLI"))
    }
}
