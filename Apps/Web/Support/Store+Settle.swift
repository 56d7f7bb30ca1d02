import Presentation

extension Store {
    /// Waits until the work in flight is done (a change recorded, then synced), or `timeout` has
    /// passed, whichever comes first: a POST answers with the page as the change left it, and a
    /// slow server delays the answer by `timeout` at most.
    ///
    /// NB: real time on purpose: this bounds a wait for the network, it decides nothing.
    func settle(within timeout: Duration) async {
        guard isBusy else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiter = SettleWaiter(continuation)
            let timer = Task { @MainActor in
                try? await Task.sleep(for: timeout)
                waiter.resume()
            }
            Task { @MainActor in
                await self.idle()
                timer.cancel()
                waiter.resume()
            }
        }
    }
}

/// Resumes a continuation once, whichever of two tasks gets there first.
@MainActor
private final class SettleWaiter {
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    func resume() {
        continuation?.resume()
        continuation = nil
    }
}
