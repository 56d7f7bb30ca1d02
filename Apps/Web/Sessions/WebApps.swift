import Composition
import Imaging
import Presentation

/// What a session's stores are built with: one view-model environment per app, taken from the
/// one `AppEnvironment` the process composed (tests pass their own).
struct WebApps: Sendable {
    /// Counters.
    var counters: CountersEnvironment
    /// The Wine Club, one environment per browser session: each signs in on its own.
    var wine: @Sendable () -> WineEnvironment
    /// Nenno's Pizza. NB: one cart per data directory, as for the CLI and the TUI: every
    /// browser of this kiosk-web adds to the same order.
    var pizza: PizzaEnvironment
    /// Wine labels and pizza pictures as files for `<img>`.
    var pictures: PictureFiles
    /// A token that changes whenever something is committed to the databases the apps use, by
    /// any process: what `LiveChanges` watches.
    var changes: @Sendable () -> String?

    /// Environments from explicit values.
    init(counters: CountersEnvironment, wine: @escaping @Sendable () -> WineEnvironment, pizza: PizzaEnvironment, pictures: PictureFiles,
         changes: @escaping @Sendable () -> String? = { nil }) {
        self.counters = counters
        self.wine = wine
        self.pizza = pizza
        self.pictures = pictures
        self.changes = changes
    }

    /// The environments of the composed graph.
    init(_ environment: AppEnvironment) {
        self.init(
            counters: environment.counters(),
            wine: { environment.wine(signIn: .thisEnvironment) },
            pizza: environment.pizza(),
            pictures: environment.pictureFiles(),
            changes: { [changes = environment.dataChanges()] in changes.token() }
        )
    }
}
