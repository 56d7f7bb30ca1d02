import Presentation
import TestSupport
import Testing
@testable import KioskWebApp

/// The page keeps the title as typed across POST → redirect → GET; what is refused and why is
/// the view model's (`CountersFeatureTests`).
@Suite struct CountersPageFeatureTests {
    let environment = CountersEnvironment.unimplemented()

    // MARK: Tests

    @Test func aRefusedTitleStaysInTheFieldWithTheViewModelsMessage() {
        var state = CountersPageFeature.State()
        _ = CountersPageFeature.reduce(&state, .addSubmitted(title: "   "), environment)
        #expect(state.addDraft == "   ")
        let empty = AppError.validation(field: "title", rule: "must not be empty")
        _ = CountersPageFeature.reduce(&state, .list(.changesRecorded([.create(title: "   ")], .failure(empty))), environment)
        #expect(state.addError == "title: must not be empty")
        let tooLong = AppError.validation(field: "title", rule: "must be at most 200 characters")
        _ = CountersPageFeature.reduce(&state, .list(.changesRecorded([.create(title: "x")], .failure(tooLong))), environment)
        #expect(state.addError == "title: must be at most 200 characters")
        #expect(state.list.alert == nil)
    }

    @Test func anAcceptedTitleEmptiesTheField() {
        var state = CountersPageFeature.State()
        state.list.addError = .validation(field: "title", rule: "must not be empty")
        let effect = CountersPageFeature.reduce(&state, .addSubmitted(title: "Tea"), environment)
        #expect(!effect.isNone)
        #expect(state.addError == nil)
        let overview = CountersOverview(counters: [Counter(id: "local-1", title: "Tea")], pendingCount: 1, pendingIDs: ["local-1"])
        _ = CountersPageFeature.reduce(&state, .list(.changesRecorded([.create(title: "Tea")], .success(overview))), environment)
        #expect(state.addDraft == "")
        #expect(state.list.counters.map(\.title) == ["Tea"])
    }

    @Test func aStorageFailureOfACreateStaysTheViewModelsAlert() {
        var state = CountersPageFeature.State()
        let failure = AppError.storage(message: "The database is damaged.", recovery: "Restore it.")
        _ = CountersPageFeature.reduce(&state, .list(.changesRecorded([.create(title: "Tea")], .failure(failure))), environment)
        #expect(state.addError == nil)
        #expect(state.list.alert?.retry == .record([.create(title: "Tea")]))
    }
}
