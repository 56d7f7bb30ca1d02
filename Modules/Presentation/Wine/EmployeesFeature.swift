/// The employees list: hire date and cart quantity of each, never a PIN.
public enum EmployeesFeature: Reducer {
    /// The employees, by last name.
    public typealias State = LoadedList<EmployeeSummary>
    /// What happened.
    public typealias Action = State.Action

    /// The list's words.
    public static let wording = ListPlaceholder.Wording(loading: "Loading employees…", empty: "No employees yet")

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        state.reduce(action) { try environment.employees() }
    }
}

extension LoadedList<EmployeeSummary> {
    /// What replaces the employees when there are none, in the list's words.
    public var placeholder: ListPlaceholder? { placeholder(EmployeesFeature.wording) }
}
