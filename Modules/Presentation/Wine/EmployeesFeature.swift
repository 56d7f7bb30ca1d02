/// The employees list: hire date and cart quantity of each, never a PIN.
public enum EmployeesFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The employees, by last name.
        public var employees: [EmployeeSummary] = []
        /// Whether the list is loading.
        public var isLoading = false
        /// Why the list could not be read.
        public var error: AppError?

        /// An empty list.
        public init() {}
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The screen appeared.
        case appeared
        /// The list was read.
        case loaded(Result<[EmployeeSummary], AppError>)
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case .appeared:
            state.isLoading = true
            return .run { send in await send(.loaded(attempt { try environment.employees() })) }
        case let .loaded(.success(employees)):
            state.isLoading = false
            state.employees = employees
            state.error = nil
            return .none
        case let .loaded(.failure(error)):
            state.isLoading = false
            state.error = error
            return .none
        }
    }
}
