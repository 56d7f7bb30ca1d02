import Foundation
import Presentation
import Synchronization
import TestSupport
import Testing

/// The one loaded-list state every list screen uses: what a read does to it, what it keeps
/// across reads, and what it shows in place of rows.
@MainActor
@Suite struct LoadedListTests {
    /// A list of names read from `source`, one scripted outcome per read.
    enum NamesList: Reducer {
        typealias State = LoadedList<String>
        typealias Action = State.Action

        static func reduce(_ state: inout State, _ action: Action, _ environment: Source) -> Effect<Action> {
            state.reduce(action) { try environment.read() }
        }
    }

    /// Outcomes handed out one per read, in order.
    final class Source: Sendable {
        private let outcomes: Mutex<[Result<[String], AppError>]>

        init(_ outcomes: [Result<[String], AppError>]) { self.outcomes = Mutex(outcomes) }

        func read() throws -> [String] {
            try outcomes.withLock { $0.removeFirst() }.get()
        }
    }

    static let down = AppError.unavailable(service: "The store", reason: "disk full")
    static let wording = ListPlaceholder.Wording(loading: "Loading names…", empty: "No names yet", emptyDetail: "Names added show up here")

    @Test func anAppearanceReadsTheRowsAndShowsThem() async {
        let store = TestStore<NamesList>(initialState: .init(), environment: Source([.success(["Ana", "Bo"])]))
        #expect(store.state == .idle)
        #expect(!store.state.isLoading && !store.state.isSettled)
        await store.send(.appeared) { $0 = .loading([]) }
        #expect(store.state.isLoading)
        await store.receive(.loaded(.success(["Ana", "Bo"]))) { $0 = .loaded(["Ana", "Bo"]) }
        #expect(store.state.items == ["Ana", "Bo"])
        #expect(!store.state.isLoading && store.state.isSettled && store.state.error == nil)
        await store.finish()
    }

    @Test func aFailedReadSaysWhy() async {
        let store = TestStore<NamesList>(initialState: .init(), environment: Source([.failure(Self.down)]))
        await store.send(.appeared) { $0 = .loading([]) }
        await store.receive(.loaded(.failure(Self.down))) { $0 = .failed(Self.down, []) }
        #expect(store.state.error == Self.down)
        #expect(store.state.isSettled && !store.state.isLoading)
        #expect(store.state.items.isEmpty)
        await store.finish()
    }

    @Test func aRetryKeepsTheRowsShownUntilItSettlesAndClearsTheError() async {
        let source = Source([.success(["Ana"]), .failure(Self.down), .success(["Ana", "Cy"])])
        let store = TestStore<NamesList>(initialState: .init(), environment: source)
        await store.send(.appeared) { $0 = .loading([]) }
        await store.receive(.loaded(.success(["Ana"]))) { $0 = .loaded(["Ana"]) }
        await store.send(.appeared) { $0 = .loading(["Ana"]) }
        await store.receive(.loaded(.failure(Self.down))) { $0 = .failed(Self.down, ["Ana"]) }
        #expect(store.state.items == ["Ana"])
        await store.send(.appeared) { $0 = .loading(["Ana"]) }
        #expect(store.state.error == nil)
        await store.receive(.loaded(.success(["Ana", "Cy"]))) { $0 = .loaded(["Ana", "Cy"]) }
        #expect(store.state.error == nil)
        await store.finish()
    }

    @Test func anEmptyListSaysLoadingUntilReadThenEmpty() {
        let loading = ListPlaceholder(kind: .loading, title: "Loading names…")
        let empty = ListPlaceholder(kind: .empty, title: "No names yet", detail: "Names added show up here")
        #expect(LoadedList<String>.idle.placeholder(Self.wording) == loading)
        #expect(LoadedList<String>.loading([]).placeholder(Self.wording) == loading)
        #expect(LoadedList<String>.loaded([]).placeholder(Self.wording) == empty)
        #expect(LoadedList<String>.failed(Self.down, []).placeholder(Self.wording) == empty)
    }

    @Test func rowsReplaceThePlaceholderEvenWhileReadAgain() {
        #expect(LoadedList.loaded(["Ana"]).placeholder(Self.wording) == nil)
        #expect(LoadedList.loading(["Ana"]).placeholder(Self.wording) == nil)
        #expect(LoadedList.failed(Self.down, ["Ana"]).placeholder(Self.wording) == nil)
    }

    @Test func eachListScreenHasItsOwnWords() {
        #expect(EmployeesFeature.State().placeholder?.title == "Loading employees…")
        #expect(EmployeesFeature.State.loaded([]).placeholder?.title == "No employees yet")
        #expect(WineOrdersFeature.State().placeholder?.title == "Loading your orders…")
        #expect(WineOrdersFeature.State.loaded([]).placeholder?.title == "No orders yet")
        #expect(PizzaOrdersFeature.State().placeholder?.title == "Loading the orders…")
        #expect(PizzaOrdersFeature.State.loaded([]).placeholder == ListPlaceholder(
            kind: .empty, title: "No orders yet", detail: "Orders placed here show up on this page"
        ))
    }
}
