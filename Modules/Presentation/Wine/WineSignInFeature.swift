/// The sign-in screen: type a PIN, or go to "new employee" or "forgot PIN".
public enum WineSignInFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The PIN typed so far.
        public var pin = ""
        /// Whether a sign-in is in flight.
        public var isSigningIn = false
        /// Why the last attempt failed (malformed, unknown, or throttled).
        public var error: AppError?
        /// Why the wine.com API cannot be used, shown as a banner on every screen.
        public var serviceProblem: AppError?

        /// The empty form.
        public init() {}

        /// Whether the sign-in button does anything.
        public var canSubmit: Bool { !pin.isEmpty && !isSigningIn }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The screen appeared: check the API.
        case appeared
        /// The API check finished.
        case serviceChecked(AppError?)
        /// The PIN field changed.
        case pinChanged(String)
        /// The user pressed "sign in".
        case submitPressed
        /// A PIN typed and sent at once (a form posted whole).
        case pinSubmitted(String)
        /// The sign-in finished.
        case signInResponse(Result<Employee, AppError>)
        /// What the parent learns: someone signed in.
        case delegate(Delegate)
    }

    /// What the sign-in tells the feature that holds it.
    public enum Delegate: Equatable, Sendable {
        /// `employee` signed in: the Wine Club moves on to the catalog.
        case signedIn(Employee)
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case .appeared:
            return .run(id: "wine.signIn.service") { send in await send(.serviceChecked(await environment.checkService())) }
        case let .serviceChecked(problem):
            state.serviceProblem = problem
            return .none
        case let .pinChanged(pin):
            state.pin = pin
            state.error = nil
            return .none
        case let .pinSubmitted(pin):
            state.pin = pin
            state.error = nil
            return reduce(&state, .submitPressed, environment)
        case .submitPressed:
            guard state.canSubmit else { return .none }
            state.isSigningIn = true
            state.error = nil
            return .run { [pin = state.pin] send in
                await send(.signInResponse(attempt { try environment.signIn(pin) }))
            }
        case let .signInResponse(.success(employee)):
            state.isSigningIn = false
            state.pin = ""
            return .immediate(.delegate(.signedIn(employee)))
        case let .signInResponse(.failure(error)):
            state.isSigningIn = false
            state.pin = ""
            state.error = error
            return .none
        case .delegate:
            return .none
        }
    }
}
