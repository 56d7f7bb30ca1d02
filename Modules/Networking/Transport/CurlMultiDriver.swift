import CCurl
import Foundation

/// Runs every transfer of one `CurlTransport` on one libcurl multi handle, driven by a thread of
/// its own, so that waiting on sockets never blocks Swift's cooperative pool.
///
/// Other threads only ever touch the inbox (under its lock) and call `curl_multi_wakeup`, the
/// one multi call libcurl allows from another thread. The multi handle, the active transfers
/// and libcurl's callbacks belong to the driver's thread. The multi handle keeps the connection
/// and DNS caches, which is what makes consecutive requests to one host reuse a connection.
final class CurlMultiDriver: @unchecked Sendable {
    /// What other threads hand to the driver's thread.
    private struct Inbox {
        var submitted: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        /// Set by `stop()`: the thread finishes what is in flight as cancelled and exits.
        var stopping = false
        /// Set by the thread just before it frees the multi handle: no more wake-ups.
        var closed = false
    }

    /// The most idle connections kept open for reuse, across hosts.
    static let idleConnections = 32

    private let multi: UnsafeMutableRawPointer
    // NB: an NSLock (a pthread mutex), not Synchronization's Mutex: ThreadSanitizer sees no
    // ordering through the Mutex's futex on Linux and reported every submit as a race, which
    // hid this driver (the most concurrent code there is) from `make sanitize`.
    private let inboxLock = NSLock()
    private var inbox = Inbox()
    /// The transfers added to the multi handle, by easy handle. The driver's thread only.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    /// How many active transfers carry each `connectionsPerHost`. The driver's thread only.
    private var hostCaps: [Int: Int] = [:]
    /// The `CURLMOPT_MAX_HOST_CONNECTIONS` in force; 0 is libcurl's "no cap".
    private var hostCap = 0

    /// Runs `body` on the inbox, holding its lock.
    private func withInbox<T>(_ body: (inout Inbox) -> T) -> T {
        inboxLock.lock()
        defer { inboxLock.unlock() }
        return body(&inbox)
    }

    /// Starts the driver's thread, or returns nil when libcurl cannot make a multi handle.
    init?(name: String) {
        CurlLibrary.ensureInitialized()
        guard let multi = curl_multi_init() else { return nil }
        self.multi = multi
        // NB: by default the idle-connection cache holds 4 per easy handle still added, so it
        // shrinks as a burst drains and closes connections the next burst has to reopen.
        _ = kiosk_curl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, Self.idleConnections)
        // The thread keeps the driver alive until it has cleaned up after `stop()`.
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    /// Hands `transfer` (with its continuation set) to the driver's thread.
    func submit(_ transfer: CurlTransfer) {
        let accepted = withInbox { inbox in
            guard !inbox.stopping else { return false }
            inbox.submitted.append(transfer)
            curl_multi_wakeup(multi)
            return true
        }
        if !accepted { finish(transfer, .failure(TransportError.cancelled)) }
    }

    /// Asks the driver's thread to abandon `transfer`, wherever it is: not yet submitted (the
    /// flag stops it at submission), in flight, or already finished (then nothing happens).
    func cancel(_ transfer: CurlTransfer) {
        transfer.isCancelled.store(true, ordering: .releasing)
        withInbox { inbox in
            guard !inbox.closed else { return }
            inbox.cancelled.append(transfer)
            curl_multi_wakeup(multi)
        }
    }

    /// Ends the thread: transfers still in flight finish as cancelled.
    func stop() {
        withInbox { inbox in
            inbox.stopping = true
            if !inbox.closed { curl_multi_wakeup(multi) }
        }
    }

    // MARK: - The driver's thread

    private func run() {
        while true {
            let (submitted, cancelled, stopping) = withInbox { inbox in
                defer {
                    inbox.submitted.removeAll()
                    inbox.cancelled.removeAll()
                }
                return (inbox.submitted, inbox.cancelled, inbox.stopping)
            }
            if stopping { break }
            for transfer in submitted { start(transfer) }
            for transfer in cancelled {
                guard let easy = transfer.easy, active[easy] === transfer else { continue }
                remove(transfer)
                finish(transfer, .failure(TransportError.cancelled))
            }

            var running: Int32 = 0
            _ = curl_multi_perform(multi, &running)
            finishCompleted()
            // Returns on socket activity, at libcurl's next timeout, or on `curl_multi_wakeup`;
            // the one-second cap only bounds how long a lost wake-up could go unnoticed.
            _ = curl_multi_poll(multi, nil, 0, 1000, nil)
        }
        shutDown()
    }

    private func start(_ transfer: CurlTransfer) {
        guard !transfer.isCancelled.load(ordering: .acquiring) else {
            finish(transfer, .failure(TransportError.cancelled))
            return
        }
        guard let easy = transfer.easy else { return }
        if let cap = transfer.connectionsPerHost { countHostCap(cap, by: 1) }
        let code = curl_multi_add_handle(multi, easy)
        guard code == CURLM_OK else {
            if let cap = transfer.connectionsPerHost { countHostCap(cap, by: -1) }
            finish(transfer, .failure(TransportError.other("libcurl could not start the transfer: \(String(cString: curl_multi_strerror(code)))")))
            return
        }
        active[easy] = transfer
    }

    /// Counts a transfer carrying `cap` in or out, and applies the largest cap still carried
    /// (none once no capped transfer is left).
    ///
    /// NB: libcurl's cap is per multi handle, for every host. A transfer that finds its host at
    /// the cap waits (libcurl's pending state) for a connection to come free, and the one that
    /// comes free is reused: that is the point. Uncapped transfers running beside capped ones
    /// are capped too while they last; the largest cap wins so none is held below its own.
    private func countHostCap(_ cap: Int, by change: Int) {
        hostCaps[cap, default: 0] += change
        if hostCaps[cap] == 0 { hostCaps[cap] = nil }
        let wanted = hostCaps.keys.max() ?? 0
        guard wanted != hostCap else { return }
        hostCap = wanted
        _ = kiosk_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, wanted)
    }

    private func finishCompleted() {
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                  let transfer = active[easy] else { continue }
            // NB: read the result before removing the handle, which invalidates `message`.
            let code = message.pointee.data.result
            remove(transfer)
            let result: Result<HTTPResponse, any Error> = code == CURLE_OK
                ? .success(transfer.response())
                : .failure(TransportError(curlCode: code, detail: transfer.errorDetail, bodyLimit: transfer.bodyTooLarge ? transfer.maximumBodySize : nil))
            finish(transfer, result)
        }
    }

    private func remove(_ transfer: CurlTransfer) {
        guard let easy = transfer.easy else { return }
        curl_multi_remove_handle(multi, easy)
        active[easy] = nil
        if let cap = transfer.connectionsPerHost { countHostCap(cap, by: -1) }
    }

    private func finish(_ transfer: CurlTransfer, _ result: Result<HTTPResponse, any Error>) {
        transfer.releaseHandle()
        let continuation = transfer.continuation
        transfer.continuation = nil
        continuation?.resume(with: result.map { ($0, redirects: transfer.redirectCount) })
    }

    private func shutDown() {
        let leftovers = withInbox { inbox in
            inbox.closed = true
            defer { inbox.submitted.removeAll() }
            return inbox.submitted
        }
        for transfer in Array(active.values) {
            remove(transfer)
            finish(transfer, .failure(TransportError.cancelled))
        }
        for transfer in leftovers { finish(transfer, .failure(TransportError.cancelled)) }
        curl_multi_cleanup(multi)
    }
}
