/// The thank-you screen's view model.
public enum PizzaThankYouFeature: Reducer {
    public static func reduce(_ state: inout PizzaThankYouFeature.State, _ action: PizzaThankYouFeature.Action, _ environment: PizzaEnvironment) -> Effect<PizzaThankYouFeature.Action> {
        switch action {
        case .newOrderPressed:
            return .immediate(.delegate(.newOrderStarted))
        case .delegate:
            return .none
        }
    }
}
