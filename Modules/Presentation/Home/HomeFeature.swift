/// The home screen's view model.
public enum HomeFeature: Reducer {
    /// What the home screen asks of the layers below.
    public struct Environment: Sendable {
        /// Why the database the kiosks share cannot be used now, or `nil` (it answers, or there
        /// is none): the Wine Club and Nenno's live in it, Counters never does.
        public var checkSharedStore: @Sendable () async -> AppError?

        /// An environment; without a check, there is no shared database to speak of.
        public init(checkSharedStore: @escaping @Sendable () async -> AppError? = { nil }) {
            self.checkSharedStore = checkSharedStore
        }
    }

    static let checkID: EffectID = "home.sharedStore"

    public static func reduce(_ state: inout HomeFeature.State, _ action: HomeFeature.Action, _ environment: Environment) -> Effect<HomeFeature.Action> {
        switch action {
        case .appeared:
            return .run(id: checkID) { send in await send(.sharedStoreChecked(await environment.checkSharedStore())) }
        case let .sharedStoreChecked(problem):
            state.sharedStoreProblem = problem
        case .moveUp:
            state.selection = (state.selection + state.apps.count - 1) % state.apps.count
        case .moveDown:
            state.selection = (state.selection + 1) % state.apps.count
        case let .appPicked(index):
            guard state.apps.indices.contains(index) else { return .none }
            state.selection = index
            state.screens.replaceAll(with: [state.apps[index]])
        case .openPressed:
            state.screens.replaceAll(with: [state.selectedApp])
        case .returnedHome:
            state.screens.removeAll()
        case .quitPressed:
            state.isQuitting = true
        }
        return .none
    }
}
