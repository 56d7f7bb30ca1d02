/// Every order placed at this kiosk, newest first: number, date, lines and total.
public enum PizzaOrdersFeature: Reducer {
    /// The orders, newest first.
    public typealias State = LoadedList<PizzaOrder>
    /// What happened.
    public typealias Action = State.Action

    /// The list's words.
    public static let wording = ListPlaceholder.Wording(
        loading: "Loading the orders…", empty: "No orders yet", emptyDetail: "Orders placed here show up on this page"
    )

    public static func reduce(_ state: inout State, _ action: Action, _ environment: PizzaEnvironment) -> Effect<Action> {
        state.reduce(action) { try environment.orders() }
    }
}

extension LoadedList<PizzaOrder> {
    /// What replaces the orders when there are none, in the list's words.
    public var placeholder: ListPlaceholder? { placeholder(PizzaOrdersFeature.wording) }
}
