/// The new-employee form.
public enum NewEmployeeFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The PIN field.
        public var pin = ""
        /// The first-name field.
        public var firstName = ""
        /// The last-name field.
        public var lastName = ""
        /// The email field (optional).
        public var email = ""
        /// Whether a save is in flight.
        public var isSaving = false
        /// Why the last save failed; its field is the one to highlight.
        public var error: AppError?
        /// Every field a refused save broke a rule of, in the form's order (`error` is one of
        /// them): a person sees them all at once, not one per save.
        public var fieldErrors: [AppError] = []

        /// The empty form.
        public init() {}

        /// A field typed: the last save's refusals are old news.
        mutating func set(_ field: Field, _ text: String) {
            switch field {
            case .pin: pin = text
            case .firstName: firstName = text
            case .lastName: lastName = text
            case .email: email = text
            }
            error = nil
            fieldErrors = []
        }
    }

    /// A field of the form.
    public enum Field: Hashable, Sendable {
        case pin, firstName, lastName, email

        /// What the field accepts (its limits, for a front end's field).
        public var rule: FieldRule {
            switch self {
            case .pin: PIN.rule
            case .firstName: NewEmployee.nameRule("firstName")
            case .lastName: NewEmployee.nameRule("lastName")
            case .email: EmailAddress.rule
            }
        }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// A field changed.
        case fieldChanged(Field, String)
        /// The user pressed "save".
        case savePressed
        /// Every field as typed, then save, at once (a form posted whole); a field left out
        /// is empty.
        case formSubmitted([Field: String])
        /// The save finished.
        case saveResponse(Result<Employee, AppError>)
        /// What the parent learns: the employee was created.
        case delegate(Delegate)
    }

    /// What the form tells the feature that holds it.
    public enum Delegate: Equatable, Sendable {
        /// `employee` can now sign in: the form is done.
        case created(Employee)
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case let .fieldChanged(field, text):
            state.set(field, text)
            return .none
        case let .formSubmitted(fields):
            for field in [Field.firstName, .lastName, .email, .pin] { state.set(field, fields[field] ?? "") }
            return reduce(&state, .savePressed, environment)
        case .savePressed:
            guard !state.isSaving else { return .none }
            state.isSaving = true
            state.error = nil
            return .run { [state] send in
                await send(.saveResponse(attempt {
                    try environment.registerEmployee(state.pin, state.firstName, state.lastName, state.email)
                }))
            }
        case let .saveResponse(.success(employee)):
            state.isSaving = false
            return .immediate(.delegate(.created(employee)))
        case let .saveResponse(.failure(error)):
            state.isSaving = false
            state.error = error
            if case .validation = error { state.fieldErrors = refusals(state) }
            return .none
        case .delegate:
            return .none
        }
    }

    /// Each field judged on its own by the rule that judges it on save, in the form's order.
    static func refusals(_ state: State) -> [AppError] {
        var refusals: [AppError] = []
        func judge(_ rule: () throws -> Void) {
            do { try rule() } catch { refusals.append(AppError(error)) }
        }
        judge { _ = try NewEmployee.name(state.firstName, field: "firstName") }
        judge { _ = try NewEmployee.name(state.lastName, field: "lastName") }
        if !state.email.allSatisfy(\.isWhitespace) { judge { _ = try EmailAddress(state.email) } }
        judge { _ = try PIN(state.pin) }
        return refusals
    }
}
