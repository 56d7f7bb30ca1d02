import Presentation

extension AppEnvironment {
    /// Nenno's Pizza.
    public func pizza() -> PizzaEnvironment { PizzaComposition.make(self) }
}
