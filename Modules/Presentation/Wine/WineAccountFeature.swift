/// The signed-in employee's own account: change the PIN (the old one required), rename, and
/// remove themselves (confirmed with their PIN). `WineFeature` signs out after a removal.
public enum WineAccountFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The PIN as it is now, to change it.
        public var oldPIN = ""
        /// The new PIN.
        public var newPIN = ""
        /// The first name, as typed (starts as the current one).
        public var firstName = ""
        /// The last name, as typed (starts as the current one).
        public var lastName = ""
        /// The PIN typed to confirm the removal.
        public var removalPIN = ""
        /// Whether a change is in flight.
        public var isSaving = false
        /// Why the last change was refused; its field is the one to show it beside.
        public var error: AppError?
        /// What the last change did, once it worked ("Your PIN was changed.").
        public var saved: String?

        /// The form for `employee`, the names filled in.
        public init(employee: Employee? = nil) {
            firstName = employee?.firstName ?? ""
            lastName = employee?.lastName ?? ""
        }

        /// A field typed: the last change's refusal and its "saved" are old news.
        mutating func set(_ field: Field, _ text: String) {
            switch field {
            case .oldPIN: oldPIN = text
            case .newPIN: newPIN = text
            case .firstName: firstName = text
            case .lastName: lastName = text
            case .removalPIN: removalPIN = text
            }
            error = nil
            saved = nil
        }
    }

    /// A field of the form.
    public enum Field: Equatable, Sendable, CaseIterable {
        case oldPIN, newPIN, firstName, lastName, removalPIN

        /// What the field accepts (its limits, for a front end's field).
        public var rule: FieldRule {
            switch self {
            case .oldPIN, .newPIN, .removalPIN: PIN.rule
            case .firstName: NewEmployee.nameRule("firstName")
            case .lastName: NewEmployee.nameRule("lastName")
            }
        }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// A field changed.
        case fieldChanged(Field, String)
        /// "Change PIN".
        case changePINPressed
        /// "Rename".
        case renamePressed
        /// "Remove me", with the PIN typed in `removalPIN`.
        case removePressed
        /// The fields a change needs, typed and the change's button pressed, in one step (a
        /// front end without fields, such as `kiosk wine employee pin`).
        case submitted(Change, [Field: String])
        /// A change finished: the employee as stored now, or why not.
        case changed(Change, Result<Employee, AppError>)
        /// What the parent learns: the employee was removed.
        case delegate(Delegate)
    }

    /// What the account screen tells the feature that holds it.
    public enum Delegate: Equatable, Sendable {
        /// `employee` removed themselves: the Wine Club signs out.
        case removed(Employee)
    }

    /// Which change finished.
    public enum Change: Equatable, Sendable {
        case pin, name, removal
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case let .fieldChanged(field, text):
            state.set(field, text)
            return .none
        case let .submitted(change, fields):
            for (field, text) in fields { state.set(field, text) }
            switch change {
            case .pin: return reduce(&state, .changePINPressed, environment)
            case .name: return reduce(&state, .renamePressed, environment)
            case .removal: return reduce(&state, .removePressed, environment)
            }
        case .changePINPressed:
            return start(.pin, &state) { [old = state.oldPIN, new = state.newPIN] in try environment.changePIN(old, new) }
        case .renamePressed:
            return start(.name, &state) { [first = state.firstName, last = state.lastName] in try environment.renameEmployee(first, last) }
        case .removePressed:
            return start(.removal, &state) { [pin = state.removalPIN] in try environment.removeEmployee(pin) }
        case let .changed(change, .success(employee)):
            state.isSaving = false
            state.error = nil
            switch change {
            case .pin:
                state.oldPIN = ""
                state.newPIN = ""
                state.saved = "Your PIN was changed."
            case .name:
                state.firstName = employee.firstName
                state.lastName = employee.lastName
                state.saved = "You are now \(employee.fullName)."
            case .removal:
                state.removalPIN = ""
                return .immediate(.delegate(.removed(employee)))
            }
            return .none
        case let .changed(change, .failure(error)):
            state.isSaving = false
            state.error = error
            // NB: a PIN that was refused is not left in the field to be sent again by mistake.
            switch change {
            case .pin: state.oldPIN = ""
            case .removal: state.removalPIN = ""
            case .name: break
            }
            return .none
        case .delegate:
            return .none
        }
    }

    private static func start(_ change: Change, _ state: inout State, _ body: @escaping @Sendable () throws -> Employee) -> Effect<Action> {
        guard !state.isSaving else { return .none }
        state.isSaving = true
        state.error = nil
        state.saved = nil
        return .run { send in await send(.changed(change, attempt { try body() })) }
    }
}
