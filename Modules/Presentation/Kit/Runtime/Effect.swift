/// Work a reducer describes but does not do: the `Store` runs it and feeds the results back
/// as actions.
///
/// An effect is a value, so a test can look at what a reducer asked for without running it.
public struct Effect<Action: Sendable>: Sendable {
    /// What to do.
    public enum Operation: Sendable {
        /// Nothing.
        case none
        /// Run `body`; if `id` is set, a later `.cancel(id)` or a new run with the same id
        /// cancels it.
        case run(id: EffectID?, body: @Sendable (Send<Action>) async -> Void)
        /// After `duration` on `clock`, send `action`; a later `.cancel(id)` or a new timer with
        /// the same id cancels it, but when `keepsEarlier` a timer of that id already waiting to
        /// fire no later stays instead. Unlike work, a waiting timer does not keep `Store.idle()`
        /// waiting: a notice that goes away in three seconds is not work a command waits for.
        case timer(id: EffectID, clock: Clock, duration: Duration, action: Action, keepsEarlier: Bool)
        /// Cancel the in-flight effect with this id.
        case cancel(EffectID)
        /// Hand this action back at once, before anything else happens: how a child tells its
        /// parent what came of its work (a delegate action).
        case immediate(Action)
        /// Several effects at once.
        case merge([Effect<Action>])
    }

    /// What this effect does.
    public let operation: Operation

    /// No work.
    public static var none: Self { Self(operation: .none) }

    /// Async work that reports back by sending actions.
    ///
    /// - Parameters:
    ///   - id: when set, starting another effect with the same id cancels this one first
    ///     (a new search replaces the one in flight).
    ///   - body: the work; it must map its errors to actions itself.
    public static func run(id: EffectID? = nil, _ body: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
        Self(operation: .run(id: id, body: body))
    }

    /// Sends `action` after `duration` on `clock`, unless cancelled first (`id`).
    ///
    /// - Parameter keepingAnEarlierOne: whether a timer of this id already waiting to fire no
    ///   later than this one stays in its place (this one is then not set): for a deadline that
    ///   only moves later, whose action looks again when it fires (an idle sign-out on every
    ///   touch), which spares a task and a cancelled one's wake-up on each move.
    public static func timer(id: EffectID, clock: Clock, after duration: Duration, send action: Action, keepingAnEarlierOne: Bool = false) -> Self {
        Self(operation: .timer(id: id, clock: clock, duration: duration, action: action, keepsEarlier: keepingAnEarlierOne))
    }

    /// Cancels the in-flight effect with this id, if any.
    public static func cancel(_ id: EffectID) -> Self { Self(operation: .cancel(id)) }

    /// Runs every effect of the list.
    public static func merge(_ effects: [Self]) -> Self { Self(operation: .merge(effects)) }

    /// Hands `action` back at once, in the same turn as the action that returned it: a child's
    /// delegate action, which its parent handles before anything else can happen (no frame
    /// drawn between them, no request answered between them).
    public static func immediate(_ action: Action) -> Self { Self(operation: .immediate(action)) }

    /// Whether this effect does nothing at all (handy in reducer tests).
    public var isNone: Bool {
        switch operation {
        case .none: return true
        case let .merge(effects): return effects.allSatisfy(\.isNone)
        case .run, .timer, .cancel, .immediate: return false
        }
    }
}

/// The identity of a cancellable effect.
public struct EffectID: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The identifier's text.
    public let rawValue: String
    /// An id named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An id from a literal: `.run(id: "search") { … }`.
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// The one way an effect reports back: `await send(.loaded(result))`.
public struct Send<Action: Sendable>: Sendable {
    let deliver: @MainActor @Sendable (Action) -> Void

    /// Wraps the function that delivers an action to a store.
    public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Delivers `action`, unless the effect has been cancelled.
    public func callAsFunction(_ action: Action) async {
        guard !Task.isCancelled else { return }
        await deliver(action)
    }
}
