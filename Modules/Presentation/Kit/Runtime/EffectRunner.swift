import Domain
import struct Foundation.Date

/// Runs the effects reducers return: starts their work, cancels by id, and hands every action
/// the work sends to `deliver`.
///
/// The one runner behind `Store` (which applies the actions) and the test store (which queues
/// them for the test to assert), so what a test sees is how the app runs.
@MainActor
public final class EffectRunner<Action: Sendable> {
    /// Receives each action an effect sends, in the order sent.
    public var deliver: (@MainActor (Action) -> Void)?
    /// Called after an effect's work has ended (the test store wakes its waiters).
    public var onFinish: (@MainActor () -> Void)?

    private var inFlight: [Int: Task<Void, Never>] = [:]
    /// The keys of the waiting timers (also in `inFlight`).
    private var timers: Set<Int> = []
    /// When each waiting timer set with `keepsEarlier` fires, on its clock (the others' are
    /// not asked for: a stepped test clock counts every reading).
    private var deadlines: [Int: Date] = [:]
    private var keysByID: [EffectID: Int] = [:]
    private var nextKey = 0
    /// What `whenIdle` was given while work was in flight, called once it is all done.
    private var idleWaiters: [@MainActor () -> Void] = []

    /// A runner delivering nowhere until `deliver` is set.
    public init() {}

    /// Whether any work is still running (waiting timers aside).
    public var isBusy: Bool { inFlight.count > timers.count }

    /// How many effects are running, waiting timers included.
    public var runningCount: Int { inFlight.count }

    /// How many timers are waiting.
    public var waitingTimers: Int { timers.count }

    /// Starts the work `effect` describes.
    public func run(_ effect: Effect<Action>) {
        switch effect.operation {
        case .none:
            return
        case let .cancel(id):
            if let key = keysByID.removeValue(forKey: id) { stop(key) }
        case let .merge(effects):
            effects.forEach { run($0) }
        case let .immediate(action):
            deliver?(action)
        case let .run(id, body):
            start(id: id) { send in await body(send) }
        case let .timer(id, clock, duration, action, keepsEarlier):
            let now = keepsEarlier ? clock.now() : nil
            let deadline = now?.addingTimeInterval(duration.timeInterval)
            // NB: a timer whose time has come is firing (this may be its own action), not waiting.
            if let now, let deadline, let waiting = keysByID[id], timers.contains(waiting), let due = deadlines[waiting],
               due > now, due <= deadline {
                return
            }
            let key = start(id: id) { send in
                do {
                    try await clock.sleep(duration)
                } catch {
                    return // Cancelled: replaced by a newer timer, or the store went away.
                }
                await send(action)
            }
            timers.insert(key)
            deadlines[key] = deadline
        }
    }

    @discardableResult
    private func start(id: EffectID?, _ body: @escaping @Sendable (Send<Action>) async -> Void) -> Int {
        if let id, let previous = keysByID[id] { stop(previous) }
        let key = nextKey
        nextKey += 1
        let send = Send<Action> { [weak self] action in self?.deliver?(action) }
        // NB: the task is stored before it can finish, since `finished` runs on this actor
        // after the current call returns. Detached: the work runs off this actor anyway, and a
        // task of this actor would first take a turn on it only to leave it (a hop and back on
        // every effect of every kiosk-web page).
        inFlight[key] = Task.detached { [weak self] in
            await body(send)
            await self?.finished(key: key, id: id)
        }
        if let id { keysByID[id] = key }
        return key
    }

    /// Waits until no work is in flight, including work started by the actions that earlier
    /// effects sent. Waiting timers are not waited for.
    public func idle() async {
        await withCheckedContinuation { continuation in whenIdle { continuation.resume() } }
    }

    /// Calls `body` once no work is in flight (waiting timers aside), including work started by
    /// the actions that earlier effects sent: now, if none is.
    ///
    /// NB: what `idle()` waits on, for a caller that also bounds the wait (kiosk-web's settle)
    /// and would otherwise start a task per request to await `idle()` in.
    public func whenIdle(_ body: @escaping @MainActor () -> Void) {
        if isBusy { idleWaiters.append(body) } else { body() }
    }

    /// Cancels the work under `key`. NB: a cancelled timer no longer counts as waiting from this
    /// moment, though its task ends a moment later: until then it is work that is ending (which
    /// `idle()` and the test store wait for), never a timer a test must still advance past.
    private func stop(_ key: Int) {
        inFlight[key]?.cancel()
        timers.remove(key)
        deadlines[key] = nil
    }

    /// Cancels every effect in flight.
    public func cancelAll() {
        inFlight.values.forEach { $0.cancel() }
    }

    private func finished(key: Int, id: EffectID?) {
        inFlight[key] = nil
        timers.remove(key)
        deadlines[key] = nil
        if let id, keysByID[id] == key { keysByID[id] = nil }
        onFinish?()
        if !isBusy, !idleWaiters.isEmpty {
            let waiters = idleWaiters
            idleWaiters = []
            for waiter in waiters { waiter() }
        }
    }
}
