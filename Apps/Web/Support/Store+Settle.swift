import Dispatch
import Presentation
import Synchronization

extension Store {
    /// Waits until the work in flight is done (a change recorded, then synced), or `timeout` has
    /// passed, whichever comes first: a POST answers with the page as the change left it, and a
    /// slow server delays the answer by `timeout` at most.
    ///
    /// NB: real time on purpose: this bounds a wait for the network, it decides nothing. No task
    /// of its own either: the store calls back when it is idle (`whenIdle`) and a dispatch timer
    /// bounds the wait, where two tasks per request (one awaiting `idle()`, one sleeping) each
    /// cost a hop to the main actor and back on every page.
    func settle(within timeout: Duration) async {
        guard isBusy else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiter = SettleWaiter(continuation)
            let deadline = waiter.resuming(after: timeout)
            whenIdle {
                deadline.cancel()
                waiter.resume()
            }
        }
    }
}

/// Resumes a continuation once, whichever of the store and the timer gets there first.
private final class SettleWaiter: Sendable {
    private let continuation: Mutex<CheckedContinuation<Void, Never>?>

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume() {
        continuation.withLock { $0.take() }?.resume()
    }

    /// Resumes after `timeout` unless the returned item is cancelled first.
    ///
    /// NB: made here, outside the store's actor: a closure formed in the store's extension is
    /// the main actor's, and the dispatch queue running it off that actor traps.
    func resuming(after timeout: Duration) -> DispatchWorkItem {
        let item = DispatchWorkItem { self.resume() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout.timeInterval, execute: item)
        return item
    }
}
