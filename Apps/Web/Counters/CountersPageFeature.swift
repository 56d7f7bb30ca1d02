import Presentation

/// The Counters page as kiosk-web runs it: the app's view model (`CountersFeature`, which
/// decides everything, a refused title included) plus the one thing a page with a form keeps
/// across its POST → redirect → GET: the title as typed, until the counter it names is added.
enum CountersPageFeature: Reducer {
    /// The view model's state and the page's own.
    struct State: Equatable, Sendable {
        /// The view model's state.
        var list = CountersFeature.State()
        /// The add form's title as typed, shown again in the field until it is added.
        var addDraft = ""
        /// Why the title was refused, beside the field (the view model's words).
        var addError: String? { list.addError?.message }
    }

    /// What happened on the page.
    enum Action: Equatable, Sendable {
        /// Something for the view model.
        case list(CountersFeature.Action)
        /// The add form was sent with this title.
        case addSubmitted(title: String)
    }

    typealias Environment = CountersEnvironment

    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
        switch action {
        case let .addSubmitted(title):
            state.addDraft = title
            return reduce(&state, .list(.addPressed(title: title)), environment)
        case let .list(action):
            let effect = CountersFeature.reduce(&state.list, action, environment)
            // The field empties once its counter is recorded, as a text field would.
            if case let .changesRecorded(changes, .success) = action, changes.contains(where: { if case .create = $0 { true } else { false } }) {
                state.addDraft = ""
            }
            return effect.map(Action.list)
        }
    }
}
