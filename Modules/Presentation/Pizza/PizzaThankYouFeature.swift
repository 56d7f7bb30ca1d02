/// The thank-you screen's view model.
public enum PizzaThankYouFeature: Reducer {
    public static func reduce(_ state: inout PizzaThankYouState, _ action: PizzaThankYouAction, _ environment: PizzaEnvironment) -> Effect<PizzaThankYouAction> {
        switch action {
        case .newOrderPressed:
            return .immediate(.delegate(.newOrderStarted))
        case .delegate:
            return .none
        }
    }
}
