/// The home screen's view model.
public enum HomeFeature: Reducer {
    /// The home screen needs nothing from outside.
    public struct Environment: Sendable {
        /// The empty environment.
        public init() {}
    }

    public static func reduce(_ state: inout HomeState, _ action: HomeAction, _ environment: Environment) -> Effect<HomeAction> {
        switch action {
        case .moveUp:
            state.selection = (state.selection + state.apps.count - 1) % state.apps.count
        case .moveDown:
            state.selection = (state.selection + 1) % state.apps.count
        case let .appPicked(index):
            guard state.apps.indices.contains(index) else { return .none }
            state.selection = index
            state.opened = state.apps[index]
        case .openPressed:
            state.opened = state.selectedApp
        case .returnedHome:
            state.opened = nil
        case .quitPressed:
            state.isQuitting = true
        }
        return .none
    }
}
