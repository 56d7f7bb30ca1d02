import Presentation

/// The Counters page as kiosk-web runs it: the app's view model (`CountersFeature`) plus what
/// only a page with a form needs, the add form's typed title and the message beside it.
///
/// NB: `CountersFeature` reports a create the queue refused (an empty or too long title) as an
/// alert with "Retry". A web form shows such a message beside its field with the input kept, so
/// this wrapper moves that one case from the alert to the field; every other failure stays the
/// view model's alert. (The view model should own field errors; see Apps/Web/README.md.)
enum CountersPageFeature: Reducer {
    /// The view model's state and the page's own.
    struct State: Equatable, Sendable {
        /// The view model's state.
        var list = CountersState()
        /// The add form's title as typed, kept when it was refused.
        var addDraft = ""
        /// Why the title was refused ("title: must not be empty"), shown beside the field.
        var addError: String?
    }

    /// What happened on the page.
    enum Action: Equatable, Sendable {
        /// Something for the view model.
        case list(CountersAction)
        /// The add form was sent with this title.
        case addSubmitted(title: String)
    }

    typealias Environment = CountersFeature.Environment

    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
        switch action {
        case let .addSubmitted(title):
            state.addDraft = title
            state.addError = nil
            return reduce(&state, .list(.addPressed(title: title)), environment)
        case let .list(action):
            let effect = CountersFeature.reduce(&state.list, action, environment)
            if case let .changesRecorded(changes, result) = action, changes.count == 1, case .create = changes[0] {
                switch result {
                case .success:
                    state.addDraft = ""
                    state.addError = nil
                case let .failure(error):
                    if case .validation = error {
                        state.addError = error.message
                        state.list.alert = nil
                    }
                }
            }
            return effect.map(Action.list)
        }
    }
}
