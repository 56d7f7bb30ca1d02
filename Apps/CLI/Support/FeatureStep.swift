import Presentation

/// How a command takes a step the screens take: it sends the screen's action to the feature
/// the TUI and kiosk-web show it with, which judges it by the same rules through the same work
/// (`Reducer.step`), and draws what the step came to in its own format. The three front ends
/// share one path per action.
enum FeatureStep {
    /// What `action` came to on `feature`'s screen: the first of the actions the step applied
    /// that `answer` reads a value from (a delegate action, an effect's success), or else the
    /// error the screen shows (`error`).
    @MainActor
    static func answer<Feature: Reducer, Value>(
        of action: Feature.Action, on feature: Feature.Type, from state: Feature.State, _ environment: Feature.Environment,
        error: (Feature.State) -> AppError?, _ answer: (Feature.Action) -> Value?
    ) async throws -> Value {
        try await outcome(of: action, on: feature, from: state, environment, error: error, answer).answer
    }

    /// `answer`, and the state the step left the screen in (a removal's line and the cart
    /// after it).
    @MainActor
    static func outcome<Feature: Reducer, Value>(
        of action: Feature.Action, on feature: Feature.Type, from state: Feature.State, _ environment: Feature.Environment,
        error: (Feature.State) -> AppError?, _ answer: (Feature.Action) -> Value?
    ) async throws -> (answer: Value, state: Feature.State) {
        let step = await feature.step(action, from: state, environment: environment)
        // NB: the screen's error first: a step that answered and then failed (a removal whose
        // cart could not be read again) fails.
        if let error = error(step.state) { throw error }
        if let value = step.actions.lazy.compactMap(answer).first { return (value, step.state) }
        throw AppError.unexpected("\(action) came to nothing")
    }

    /// The state `action` leaves `feature`'s screen in once its work is done, unless the
    /// screen then shows an error (`error`), which is thrown.
    @MainActor
    static func state<Feature: Reducer>(
        after action: Feature.Action, on feature: Feature.Type, from state: Feature.State, _ environment: Feature.Environment,
        error: (Feature.State) -> AppError?
    ) async throws -> Feature.State {
        let settled = await feature.settled(action, from: state, environment: environment)
        if let error = error(settled) { throw error }
        return settled
    }

    /// A list screen's items once `feature` has loaded them (`WineOrdersFeature`,
    /// `PizzaOrdersFeature`, `EmployeesFeature`), or the error its screen shows.
    @MainActor
    static func list<Feature: Reducer, Item>(_ feature: Feature.Type, _ environment: Feature.Environment) async throws -> LoadedList<Item>
        where Feature.State == LoadedList<Item>, Feature.Action == LoadedList<Item>.Action {
        try await state(after: .appeared, on: feature, from: .init(), environment, error: \.error)
    }
}
