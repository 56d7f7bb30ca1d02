/// The signed-in employee's orders, newest first: number, date, lines and total.
public enum WineOrdersFeature: Reducer {
    /// The orders, newest first.
    public typealias State = LoadedList<WineOrder>
    /// What happened.
    public typealias Action = State.Action

    /// The list's words.
    public static let wording = ListPlaceholder.Wording(loading: "Loading your orders…", empty: "No orders yet")

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        state.reduce(action) { try environment.orders() }
    }
}

extension LoadedList<WineOrder> {
    /// What replaces the orders when there are none, in the list's words.
    public var placeholder: ListPlaceholder? { placeholder(WineOrdersFeature.wording) }
}
