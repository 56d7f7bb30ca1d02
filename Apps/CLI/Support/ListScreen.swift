import Presentation

/// A list screen's step as a command takes it: the feature the TUI and kiosk-web show the list
/// with (`WineOrdersFeature`, `PizzaOrdersFeature`, `EmployeesFeature`) loads it, through the
/// same reducer and the same read; the command draws what it loaded, in its own format.
enum ListScreen {
    /// The list once `feature` has loaded it, or the error its screen would show.
    @MainActor
    static func loaded<Feature: Reducer, Item>(_ feature: Feature.Type, _ environment: Feature.Environment) async throws -> LoadedList<Item>
        where Feature.State == LoadedList<Item>, Feature.Action == LoadedList<Item>.Action {
        let list = await feature.settled(.appeared, from: .init(), environment: environment)
        if let error = list.error { throw error }
        return list
    }
}
