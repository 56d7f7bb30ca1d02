import Domain
import Foundation

/// The sync engine: replays the queue to the server so that every change is applied exactly
/// once, and each counter's changes in order, when this client is the only writer.
///
/// - Changes of different counters do not wait for each other: the increments and decrements
///   at the head of the queue, one per counter, up to `concurrentChanges`, are sent together
///   (`CounterQueue.independentHead`); a second change of a counter waits for the first one's
///   answer. Creates and deletes go one at a time.
/// - Before anything is sent, the changes are marked in flight in the store (the last one's
///   sequence: every pending change from the head up to it). If no usable answer comes, the
///   next step re-reads the list and reconciles (`CounterQueue.reconcileSent`) instead of
///   sending the changes blindly again; after a timeout (or when the process dies) the mark
///   stays and that next step is the next sync's first.
/// - A change that never left is kept as it is and the sync stops: the server is offline.
/// - Creates are spaced by `createSpacing` after the previous create's answer, so two of them
///   can never reach the server in the same millisecond (its ids are its clock in ms; a
///   collision silently overwrites a counter). A collision is still detected and repaired.
/// - A change the server refuses, or whose counter was deleted on the server, is dropped and
///   reported by name.
///
/// An actor, so two syncs in one process never interleave; the store's sync lock keeps two
/// processes from syncing at once (the second one reports `otherProcessSyncing` and sends
/// nothing: the first one's loop sends its changes, as it runs until the queue is empty).
public actor SyncCounters {
    private let gateway: any CounterGateway
    private let store: any CounterStore
    private let clock: Clock
    private let createSpacing: Duration
    private let maximumAttempts: Int
    private let concurrentChanges: Int
    private let maximumRepairs = 20

    /// How many changes of different counters are in flight at once, by default: at most,
    /// since a round stops at the first change whose counter is already in it (990 increments
    /// over 100 counters make rounds of ~11 with 16). 16 drained `make bench`'s 1,000 changes
    /// fastest of 8, 12 and 16 (Benchmarks/RESULTS.md, the Counters sync row).
    public static let concurrentChanges = 16

    /// An engine.
    ///
    /// - Parameters:
    ///   - createSpacing: the least time between a create's answer and the next create; two
    ///     milliseconds is the smallest that rules out a same-millisecond id on the server.
    ///   - maximumAttempts: how often one sync sends the same change before it gives up (a
    ///     server that keeps answering without applying it is broken).
    ///   - concurrentChanges: the most changes of different counters sent together; 1 sends
    ///     one at a time.
    public init(gateway: any CounterGateway, store: any CounterStore, clock: Clock,
                createSpacing: Duration = .milliseconds(2), maximumAttempts: Int = 4,
                concurrentChanges: Int = SyncCounters.concurrentChanges) {
        self.gateway = gateway
        self.store = store
        self.clock = clock
        self.createSpacing = createSpacing
        self.maximumAttempts = maximumAttempts
        self.concurrentChanges = max(1, concurrentChanges)
    }

    /// Sends the queue until it is empty or the server cannot be used, and refreshes the list.
    ///
    /// - Parameters:
    ///   - wait: how long to wait for another process's sync to end (checked every 100 ms);
    ///     zero, the default, does not wait (a sync after each change leaves it to that one).
    ///   - progress: told after each change is settled (for a progress line).
    /// - Returns: what was sent, dropped and repaired, and why it stopped early if it did; when
    ///   another process holds the sync, nothing is sent and `otherProcessSyncing` says so.
    /// - Throws: `AppError.storage` when the local database fails (nothing is lost: the queue
    ///   is as it was before the failed step); `CancellationError` when cancelled.
    public func run(waitingForOtherSync wait: Duration = .zero, progress: @Sendable (CounterSyncProgress) -> Void = { _ in }) async throws -> CounterSyncReport {
        var report = CounterSyncReport()
        var attempts: [Int64: Int] = [:]
        var listReceived = false

        var held = try store.lockForSync()
        let deadline = clock.now().addingTimeInterval(wait.timeInterval)
        while held == nil, clock.now() < deadline {
            try await clock.sleep(.milliseconds(100))
            held = try store.lockForSync()
        }
        guard let lock = held else {
            // NB: not a failure: the server may be fine, and that sync sends this queue too.
            report.otherProcessSyncing = true
            return try finish(report)
        }
        defer { withExtendedLifetime(lock) {} }

        let start = try store.read()
        var settled = 0
        func settledOne() throws {
            settled += 1
            progress(CounterSyncProgress(settled: settled, total: settled + (try store.read().pending.count)))
        }
        if start.inFlight != nil {
            guard let fresh = await fetch(&report) else { return try finish(report) }
            listReceived = true
            let outcomes = try settle(start.head) { $0.reconcileSent(with: fresh) }
            for outcome in outcomes { note(outcome, in: &report) }
        }

        // Picks the head and marks it in flight, in the caller's transaction.
        func pick(_ queue: inout CounterQueue) -> NextStep {
            guard let op = queue.head else { return .finished }
            if queue.headIsOrphaned() { return .orphaned(op, dropped: queue.dropHead()) }
            attempts[op.sequence, default: 0] += 1
            if attempts[op.sequence, default: 0] > maximumAttempts { return .unconfirmed(op) }
            if op.kind == .create { return .create(op, after: queue.lastCreateAnswered) }
            let together = concurrentChanges == 1 ? [] : queue.independentHead(limit: concurrentChanges) {
                $0 == op || attempts[$0.sequence, default: 0] < maximumAttempts
            }
            if together.count > 1 {
                for other in together.dropFirst() { attempts[other.sequence, default: 0] += 1 }
                queue.inFlight = together.last?.sequence
                return .sendTogether(together)
            }
            queue.inFlight = op.sequence
            return .send(op)
        }
        // A step picked in the transaction that settled the changes before it.
        var picked: NextStep?

        sending: while true {
            try Task.checkCancellation()
            // NB: the head is picked and marked in flight in one transaction, before it leaves;
            // a crash from then on is reconciled next time. A create first waits out its spacing.
            let next: NextStep
            if let step = picked {
                next = step
                picked = nil
            } else {
                next = try store.update { pick(&$0) }
            }
            let op: CounterOp
            switch next {
            case .finished:
                break sending
            case let .orphaned(op, dropped):
                if op.kind != .delete {
                    report.dropped += dropped.map { CounterDrop(op: $0, reason: "the counter was deleted on the server") }
                }
                try settledOne()
                continue sending
            case let .unconfirmed(op):
                report.failure = .unavailable(service: "Counters", reason: "the server did not confirm \(op.failureTitle.lowercasedFirst) after \(maximumAttempts) attempts")
                break sending
            case let .create(create, lastCreateAnswered):
                try await waitForCreateSpacing(after: lastCreateAnswered)
                let marked = try store.update { queue in
                    guard queue.head == create else { return false }
                    queue.inFlight = create.sequence
                    return true
                }
                guard marked else { continue sending }
                op = create
            case let .send(marked):
                op = marked
            case let .sendTogether(changes):
                let step = try await sendTogether(changes, report: report, settled: settled, progress: progress) { queue in
                    Task.isCancelled ? nil : pick(&queue)
                }
                report = step.report
                settled = step.settled
                picked = step.next
                if step.answered { listReceived = true }
                if step.keepGoing { continue sending }
                break sending
            }
            do {
                let list = try await send(op)
                listReceived = true
                let outcome = try settle(op) { $0.complete(with: list) }
                note(outcome, in: &report)
                try settledOne()
                if case .repairedCollision = outcome {
                    // The server's clock is coarser or faster than we thought: back off before the
                    // recreation, and give up on a server that keeps colliding.
                    guard report.repaired.count <= maximumRepairs else {
                        report.failure = .unavailable(service: "Counters", reason: "the server keeps giving new counters the id of an existing one")
                        break sending
                    }
                    try await clock.sleep(.milliseconds(5))
                }
            } catch let error as CounterGatewayError {
                switch error {
                case let .notSent(reason):
                    try store.update { $0.inFlight = nil }
                    report.failure = reason
                    break sending
                case let .rejected(reason):
                    let now = clock.now()
                    let dropped = try store.update { queue in
                        if op.kind == .create { queue.lastCreateAnswered = now }
                        return queue.dropHead()
                    }
                    report.dropped += dropped.map { CounterDrop(op: $0, reason: "the server refused it (\(reason.message))") }
                    try settledOne()
                case let .unanswered(reason):
                    // NB: left in flight, so the next sync re-reads the list and reconciles it
                    // first (as after a crash); re-reading now would wait out another timeout on
                    // a server that has just failed to answer one.
                    report.failure = reason
                    break sending
                case .maybeApplied:
                    guard let fresh = await fetch(&report) else { break sending }
                    listReceived = true
                    note(try settle(op) { $0.reconcile(with: fresh) }, in: &report)
                    try settledOne()
                }
            }
        }

        if !listReceived, report.failure == nil, let fresh = await fetch(&report) {
            try store.update { queue in
                guard queue.inFlight == nil else { return }
                queue.snapshot = fresh
                queue.lastSynced = clock.now()
            }
        }
        return try finish(report)
    }

    // MARK: - Steps

    /// What the head of the queue calls for.
    private enum NextStep {
        /// The queue is empty.
        case finished
        /// The head's counter is gone from the server; `dropped` left the queue with it.
        case orphaned(CounterOp, dropped: [CounterOp])
        /// The head was sent `maximumAttempts` times without the server confirming it.
        case unconfirmed(CounterOp)
        /// A create, to be marked and sent once the spacing since `after` has passed.
        case create(CounterOp, after: Date?)
        /// A change marked in flight, to send now.
        case send(CounterOp)
        /// Changes of different counters, marked in flight together, to send now.
        case sendTogether([CounterOp])
    }

    /// Sends `changes` at once, settles what became of them in one step, and reconciles those
    /// whose answer was lost.
    ///
    /// - Parameter pickNext: when every change was answered or refused, picks the next step in
    ///   the transaction that settles these (one transaction a round instead of two).
    /// - Returns: the report and the settled count so far, whether to go on with the queue,
    ///   whether any list came back, and the next step if it was picked.
    private func sendTogether(
        _ changes: [CounterOp], report: CounterSyncReport, settled: Int,
        progress: @Sendable (CounterSyncProgress) -> Void,
        pickNext: (inout CounterQueue) -> NextStep?
    ) async throws -> (report: CounterSyncReport, settled: Int, keepGoing: Bool, answered: Bool, next: NextStep?) {
        var report = report
        var settled = settled
        let gateway = self.gateway
        let arrivals = await withTaskGroup(of: (Int, Result<[Counter], CounterGatewayError>).self,
                                           returning: [(Int, Result<[Counter], CounterGatewayError>)].self) { group in
            for (index, op) in changes.enumerated() {
                group.addTask { (index, await Self.send(op, through: gateway)) }
            }
            var arrivals: [(Int, Result<[Counter], CounterGatewayError>)] = []
            for await arrival in group { arrivals.append(arrival) }
            return arrivals
        }
        var results = Array(repeating: Result<[Counter], CounterGatewayError>?.none, count: changes.count)
        var newest: [Counter]?
        for (index, result) in arrivals {
            results[index] = result
            // NB: the answer that arrived last is the freshest list for the counters none of
            // these changes touched (and for other writers' additions and removals).
            if case let .success(list) = result { newest = list }
        }

        var outcomes: [(op: CounterOp, outcome: CounterQueue.SentOutcome)] = []
        var refusals: [CounterID: String] = [:]
        var notSent: AppError?
        var unanswered: AppError?
        var lost = false
        for (op, result) in zip(changes, results) {
            switch result {
            case let .success(list)?:
                outcomes.append((op, .answered(list)))
            case let .failure(.rejected(reason))?:
                outcomes.append((op, .refused))
                refusals[op.counterID] = reason.message
            case let .failure(.notSent(reason))?:
                outcomes.append((op, .notSent))
                notSent = notSent ?? reason
            case let .failure(.unanswered(reason))?:
                outcomes.append((op, .unknown))
                unanswered = unanswered ?? reason
            case .failure(.maybeApplied)?, nil:
                outcomes.append((op, .unknown))
                lost = true
            }
        }
        let now = clock.now()
        let settledAll = notSent == nil && unanswered == nil && !lost
        let (dropped, pending, next) = try store.update { queue in
            let dropped = queue.settleSent(outcomes, newest: newest)
            if newest != nil { queue.lastSynced = now }
            let pending = queue.pending.count
            return (dropped, pending, settledAll ? pickNext(&queue) : nil)
        }
        let answered = outcomes.filter { if case .answered = $0.outcome { true } else { false } }.count
        report.sent += answered
        report.dropped += dropped.map { CounterDrop(op: $0, reason: "the server refused it (\(refusals[$0.counterID] ?? ""))") }
        for _ in 0..<(answered + refusals.count) {
            settled += 1
            progress(CounterSyncProgress(settled: settled, total: settled + pending))
        }

        if let unanswered {
            // NB: left in flight, as for one change: the next sync reconciles them first.
            report.failure = unanswered
            return (report, settled, false, newest != nil, nil)
        }
        if lost {
            guard let fresh = await fetch(&report) else { return (report, settled, false, newest != nil, nil) }
            let outcomes = try settle { $0.reconcileSent(with: fresh) }
            for outcome in outcomes {
                note(outcome, in: &report)
                if outcome != .notApplied {
                    settled += 1
                    progress(CounterSyncProgress(settled: settled, total: settled + (try store.read().pending.count)))
                }
            }
        }
        if let notSent {
            report.failure = notSent
            return (report, settled, false, true, nil)
        }
        return (report, settled, true, true, next)
    }

    private static func send(_ op: CounterOp, through gateway: any CounterGateway) async -> Result<[Counter], CounterGatewayError> {
        do {
            switch op.kind {
            case .create: return .success(try await gateway.create(title: op.title))
            case .increment: return .success(try await gateway.increment(op.counterID))
            case .decrement: return .success(try await gateway.decrement(op.counterID))
            case .delete: return .success(try await gateway.delete(op.counterID))
            }
        } catch let error as CounterGatewayError {
            return .failure(error)
        } catch {
            return .failure(.maybeApplied(.unavailable(service: "Counters", reason: "\(error)")))
        }
    }

    private func send(_ op: CounterOp) async throws -> [Counter] {
        switch op.kind {
        case .create: return try await gateway.create(title: op.title)
        case .increment: return try await gateway.increment(op.counterID)
        case .decrement: return try await gateway.decrement(op.counterID)
        case .delete: return try await gateway.delete(op.counterID)
        }
    }

    /// Reads the server's list; on failure, notes why in `report` and returns `nil`.
    private func fetch(_ report: inout CounterSyncReport) async -> [Counter]? {
        do {
            return try await gateway.list()
        } catch let error as CounterGatewayError {
            report.failure = error.appError
        } catch {
            report.failure = .unavailable(service: "Counters", reason: "\(error)")
        }
        return nil
    }

    private func waitForCreateSpacing(after last: Date?) async throws {
        guard let last else { return }
        let elapsed = max(0, clock.now().timeIntervalSince(last))
        let spacing = createSpacing.timeInterval
        // NB: a clock set back makes `elapsed` 0, never a wait longer than the spacing.
        if elapsed < spacing {
            try await clock.sleep(.nanoseconds(Int64(((spacing - elapsed) * 1e9).rounded(.up))))
        }
    }

    /// Applies a step that received a list from the server (settling one change or, from
    /// `reconcileSent`, several), and notes when (and, for a create, when it was answered, for
    /// the spacing of the next one).
    private func settle<Outcome>(_ op: CounterOp? = nil, _ step: (inout CounterQueue) -> Outcome) throws -> Outcome {
        let now = clock.now()
        return try store.update { queue in
            let outcome = step(&queue)
            queue.lastSynced = now
            if op?.kind == .create { queue.lastCreateAnswered = now }
            return outcome
        }
    }

    private func note(_ outcome: CounterStepOutcome, in report: inout CounterSyncReport) {
        switch outcome {
        case .applied: report.sent += 1
        case .notApplied, .unconfirmedCreate: break
        case let .repairedCollision(lost):
            report.sent += 1
            report.repaired.append(lost)
        case let .dropped(ops, reason): report.dropped += ops.map { CounterDrop(op: $0, reason: reason) }
        }
    }

    private func finish(_ report: CounterSyncReport) throws -> CounterSyncReport {
        var report = report
        report.pending = try store.read().pending.count
        return report
    }
}

extension String {
    fileprivate var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
