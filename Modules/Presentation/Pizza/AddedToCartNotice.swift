/// The "ADDED TO CART" bar: shown when something went into the cart, for exactly
/// `duration`, measured by the injected `Clock`. Adding again while it shows restarts it.
public struct AddedToCartNotice: Equatable, Sendable {
    /// What the bar says.
    public static let text = "ADDED TO CART"
    /// How long the bar stays.
    public static let duration: Duration = .seconds(3)
    /// The one timer of the bar: a new notice cancels the previous timer.
    static let timerID: EffectID = "pizza.addedToCartNotice"

    /// The line as it is after the addition (name and new quantity).
    public var line: PizzaCartLine

    /// A notice for `line`.
    public init(line: PizzaCartLine) { self.line = line }

    /// "ADDED TO CART".
    public var text: String { Self.text }

    /// The timer that hides the notice: sends `expired` after `duration` on `clock`.
    static func timer<Action: Sendable>(clock: Clock, expired: Action) -> Effect<Action> {
        .run(id: timerID) { send in
            do {
                try await clock.sleep(duration)
            } catch {
                return // Cancelled by a newer notice, or the screen went away.
            }
            await send(expired)
        }
    }
}
