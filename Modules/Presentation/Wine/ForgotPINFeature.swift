/// The "forgot PIN" screen: enter an email, see the PIN of the employee who has it.
public enum ForgotPINFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The email field.
        public var email = ""
        /// Whether a search is in flight.
        public var isSearching = false
        /// The employee found, whose PIN is shown.
        public var found: Employee?
        /// Why nothing was found (malformed email, or nobody has it).
        public var error: AppError?

        /// The empty form.
        public init() {}
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The email field changed.
        case emailChanged(String)
        /// The user pressed "find my PIN".
        case searchPressed
        /// The email typed and "find my PIN" pressed, in one step (a front end without a
        /// field, such as `kiosk wine forgot-pin`).
        case emailSubmitted(String)
        /// The search finished.
        case searchResponse(Result<Employee, AppError>)
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case let .emailChanged(email):
            state.email = email
            state.error = nil
            state.found = nil
            return .none
        case let .emailSubmitted(email):
            state.email = email
            return reduce(&state, .searchPressed, environment)
        case .searchPressed:
            guard !state.isSearching else { return .none }
            state.isSearching = true
            state.error = nil
            state.found = nil
            return .run { [email = state.email] send in
                await send(.searchResponse(attempt { try environment.recoverPIN(email) }))
            }
        case let .searchResponse(.success(employee)):
            state.isSearching = false
            state.found = employee
            return .none
        case let .searchResponse(.failure(error)):
            state.isSearching = false
            state.error = error
            return .none
        }
    }
}
