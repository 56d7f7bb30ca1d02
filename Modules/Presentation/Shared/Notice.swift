/// A short confirmation that goes away by itself: "Welcome, Ana.", "Added 2 × Aalto to the
/// cart (5 in all)."
///
/// It lasts `duration` on the environment's clock, so tests move time by hand and every front
/// end shows it for the same time (the TUI redraws, the web pushes the change).
public struct Notice: Equatable, Sendable {
    /// How long a notice stays.
    public static let duration: Duration = .seconds(5)

    /// What it says.
    public var text: String

    /// A notice saying `text`.
    public init(_ text: String) { self.text = text }

    /// The timer that takes a notice away: sends `expired` after `duration` on `clock`. Every
    /// notice of a feature shares `id`, so a newer one restarts the timer.
    static func timer<Action: Sendable>(id: EffectID, clock: Clock, duration: Duration = Notice.duration, expired: Action) -> Effect<Action> {
        .timer(id: id, clock: clock, after: duration, send: expired)
    }
}
