/// A short message that goes away by itself: "Welcome, Ana.", "Added 2 × Aalto to the cart (5
/// in all).", Nenno's "ADDED TO CART" bar.
///
/// It lasts its `duration` on the environment's clock, so tests move time by hand and every
/// front end shows it for the same time (the TUI redraws, the web pushes the change).
public struct Notice: Equatable, Sendable {
    /// How long a notice stays unless it says otherwise.
    public static let duration: Duration = .seconds(5)

    /// What it says.
    public var text: String
    /// A second, quieter part a front end may show beside it ("Margherita × 2 in cart").
    public var detail: String?
    /// How long it stays.
    public var duration: Duration

    /// A notice saying `text` (and `detail`) for `duration`.
    public init(_ text: String, detail: String? = nil, duration: Duration = Notice.duration) {
        self.text = text
        self.detail = detail
        self.duration = duration
    }

    /// The timer that takes this notice away: sends `expired` after its `duration` on `clock`.
    /// Every notice of a feature shares `id`, so a newer one restarts the timer.
    package func timer<Action: Sendable>(id: EffectID, clock: Clock, expired: Action) -> Effect<Action> {
        .timer(id: id, clock: clock, after: duration, send: expired)
    }
}
