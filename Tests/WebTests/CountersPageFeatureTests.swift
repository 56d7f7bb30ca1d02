import Presentation
import Testing
@testable import kiosk_web

@Suite struct CountersPageFeatureTests {
    let environment = CountersFeature.Environment(
        load: { .failure(.unexpected("not used")) },
        record: { _ in .failure(.unexpected("not used")) },
        sync: { .failure(.unexpected("not used")) }
    )

    // MARK: Tests

    @Test func aRefusedTitleStaysInTheFieldWithItsMessageInsteadOfAnAlert() {
        var state = CountersPageFeature.State()
        _ = CountersPageFeature.reduce(&state, .addSubmitted(title: "   "), environment)
        #expect(state.addDraft == "   ")
        let refusal = AppError.validation(field: "title", rule: "must not be empty")
        _ = CountersPageFeature.reduce(&state, .list(.changesRecorded([.create(title: "   ")], .failure(refusal))), environment)
        #expect(state.addDraft == "   ")
        #expect(state.addError == "title: must not be empty")
        #expect(state.list.alert == nil)
    }

    @Test func anAcceptedTitleEmptiesTheField() {
        var state = CountersPageFeature.State()
        state.addError = "title: must not be empty"
        _ = CountersPageFeature.reduce(&state, .addSubmitted(title: "Tea"), environment)
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
