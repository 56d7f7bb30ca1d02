import Foundation

/// The whole offline-first state of the Counters app: the last list the server sent, and the
/// changes made since, in order, not yet confirmed by the server.
///
/// What the user sees is always `displayed`: the server's list with the pending changes
/// replayed on top. Every rule of the queue lives here as a pure function, so the sync engine
/// only does I/O and the store only persists this value:
/// - a change is validated against what the user sees and recorded with a new sequence number;
/// - deleting a counter whose create has not left the device cancels the create and every
///   change to it;
/// - a server answer completes the head of the queue; a create's answer must contain a new id
///   (a same-millisecond id collision overwrites an existing counter instead, which is repaired);
/// - an answer that never came is reconciled against a fresh list, so each change is applied
///   exactly once when this client is the only writer.
public struct CounterQueue: Equatable, Sendable {
    /// The last list the server sent, in its order (creation order).
    public var snapshot: [Counter]
    /// The changes not yet confirmed by the server, oldest first.
    public var pending: [CounterOp]
    /// The sequence of the change that was sent and whose outcome is unknown, if any. The next
    /// sync reconciles it against a fresh list before sending anything.
    public var inFlight: Int64?
    /// The sequence number the next change gets.
    public var nextSequence: Int64
    /// When the server's list was last received; `nil` if never.
    public var lastSynced: Date?
    /// When the last create was answered (or given up on). Kept with the queue so that the
    /// spacing between creates holds across processes too.
    public var lastCreateAnswered: Date?
    /// The id the server gave each counter created offline, by its temporary id. A temporary id
    /// the person saw (printed by `kiosk counters add`, or on a screen drawn before the sync)
    /// keeps naming its counter after the sync; temporary ids are never reused.
    public var assignedIDs: [CounterID: CounterID]

    /// A queue; the defaults are those of a first launch.
    public init(snapshot: [Counter] = [], pending: [CounterOp] = [], inFlight: Int64? = nil, nextSequence: Int64 = 1,
                lastSynced: Date? = nil, lastCreateAnswered: Date? = nil, assignedIDs: [CounterID: CounterID] = [:]) {
        self.snapshot = snapshot
        self.pending = pending
        self.inFlight = inFlight
        self.nextSequence = nextSequence
        self.lastSynced = lastSynced
        self.lastCreateAnswered = lastCreateAnswered
        self.assignedIDs = assignedIDs
    }

    // MARK: - What the user sees

    /// The server's list with every pending change replayed on top.
    public var displayed: [Counter] {
        var list = snapshot
        for op in pending { Self.apply(op, to: &list) }
        return list
    }

    /// Applies one change to a list, as the server would.
    static func apply(_ op: CounterOp, to list: inout [Counter]) {
        switch op.kind {
        case .create:
            guard !list.contains(where: { $0.id == op.counterID }) else { return }
            list.append(Counter(id: op.counterID, title: op.title, count: 0))
        case .increment:
            if let index = list.firstIndex(where: { $0.id == op.counterID }) { list[index].count += 1 }
        case .decrement:
            if let index = list.firstIndex(where: { $0.id == op.counterID }) { list[index].count -= 1 }
        case .delete:
            list.removeAll { $0.id == op.counterID }
        }
    }

    /// The ids of counters with changes not yet confirmed (for per-row pending markers).
    public var pendingCounterIDs: Set<CounterID> { Set(pending.map(\.counterID)) }

    /// The counter `reference` names in what the user sees (`CounterLookup.resolve`), a
    /// temporary id the server has since replaced naming the counter it became.
    public func counter(named reference: String) throws -> Counter {
        try CounterLookup.resolve(reference, in: displayed, assignedIDs: assignedIDs)
    }

    // MARK: - Recording a change

    /// Records `change` as the newest pending operation, after checking it against what the
    /// user sees.
    ///
    /// - Returns: the recorded operation, or `nil` when the change cancelled out earlier ones
    ///   (deleting a counter created offline and not yet sent removes its create and changes).
    /// - Throws: `AppError.validation` for an empty or too long title, `AppError.notFound` for
    ///   a counter that is not shown.
    @discardableResult
    public mutating func record(_ change: CounterChange) throws -> CounterOp? {
        let sequence = nextSequence
        let op: CounterOp
        switch change {
        case let .create(title):
            let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw AppError.validation(field: "title", rule: "must not be empty") }
            guard trimmed.count <= CounterChange.maximumTitleLength else {
                throw AppError.validation(field: "title", rule: "must be at most \(CounterChange.maximumTitleLength) characters (got \(trimmed.count))")
            }
            guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw AppError.validation(field: "title", rule: "must not contain control characters")
            }
            op = CounterOp(sequence: sequence, kind: .create, counterID: .temporary(sequence), title: trimmed, targetCount: 0)
        case let .increment(id), let .decrement(id):
            let id = assignedIDs[id] ?? id
            let counter = try shown(id)
            let isIncrement = if case .increment = change { true } else { false }
            op = CounterOp(sequence: sequence, kind: isIncrement ? .increment : .decrement, counterID: id,
                           title: counter.title, targetCount: counter.count + (isIncrement ? 1 : -1))
        case let .delete(id):
            let id = assignedIDs[id] ?? id
            let counter = try shown(id)
            if id.isTemporary, let create = pending.first(where: { $0.kind == .create && $0.counterID == id }), create.sequence != inFlight {
                // Never sent: the server need not hear of this counter at all.
                pending.removeAll { $0.counterID == id }
                nextSequence += 1
                return nil
            }
            op = CounterOp(sequence: sequence, kind: .delete, counterID: id, title: counter.title, targetCount: counter.count)
        }
        pending.append(op)
        nextSequence += 1
        return op
    }

    private func shown(_ id: CounterID) throws -> Counter {
        guard let counter = displayed.first(where: { $0.id == id }) else {
            throw AppError.notFound(what: "Counter \(id)")
        }
        return counter
    }

    // MARK: - Syncing

    /// The next change to send, if any.
    public var head: CounterOp? { pending.first }

    /// Whether the head change cannot apply on the server because its counter is gone from the
    /// server's list (deleted there, or its create was lost).
    public func headIsOrphaned() -> Bool {
        guard let op = head, op.kind != .create else { return false }
        return !snapshot.contains { $0.id == op.counterID }
    }

    /// The server answered the head change with `list` (the whole list after it).
    ///
    /// - Returns: what happened to the change.
    public mutating func complete(with list: [Counter]) -> CounterStepOutcome {
        guard let op = head else { return .applied }
        inFlight = nil
        if op.kind != .create {
            pending.removeFirst()
            snapshot = list
            return .applied
        }
        return settleCreate(op, list: list, confirmedSent: true)
    }

    /// The head change was sent but no answer came; `fresh` is the server's list read since.
    /// Decides whether the change was applied, from the difference between the list before it
    /// (`snapshot`) and `fresh`, assuming this client is the only writer.
    public mutating func reconcile(with fresh: [Counter]) -> CounterStepOutcome {
        inFlight = nil
        guard let op = head else {
            snapshot = fresh
            return .applied
        }
        let before = snapshot.first { $0.id == op.counterID }
        let after = fresh.first { $0.id == op.counterID }
        switch op.kind {
        case .create:
            return settleCreate(op, list: fresh, confirmedSent: false)
        case .increment, .decrement:
            snapshot = fresh
            guard after != nil else {
                return .dropped(dropAll(of: op.counterID), reason: "the counter was deleted on the server")
            }
            if let before, let after, before.count == after.count {
                return .notApplied
            }
            // NB: any other difference means it was applied; a second writer could blur this,
            // and counting it twice is worse than once.
            pending.removeFirst()
            return .applied
        case .delete:
            snapshot = fresh
            if after == nil {
                pending.removeFirst()
                return .applied
            }
            return .notApplied
        }
    }

    private mutating func settleCreate(_ op: CounterOp, list: [Counter], confirmedSent: Bool) -> CounterStepOutcome {
        let known = Set(snapshot.map(\.id))
        let added = list.filter { !known.contains($0.id) }
        if let created = added.last(where: { $0.title == op.title }) ?? (added.count == 1 ? added.first : nil) {
            pending.removeFirst()
            snapshot = list
            rewrite(op.counterID, to: created.id)
            return .applied
        }
        // A same-millisecond id: the server overwrote an existing counter with ours (it keeps the
        // old position, takes our title and a count of 0).
        if let clobbered = list.first(where: { counter in
            counter.title == op.title && counter.count == 0
                && snapshot.contains { $0.id == counter.id && $0 != counter }
        }), let lost = snapshot.first(where: { $0.id == clobbered.id }) {
            pending.removeFirst()
            snapshot = list
            repair(lost: lost, takenBy: op.counterID)
            return .repairedCollision(lost: lost)
        }
        snapshot = list
        return confirmedSent ? .unconfirmedCreate : .notApplied
    }

    /// Recreates `lost` (overwritten by a colliding create) with its count, before anything else,
    /// and points the changes meant for it at the recreation.
    private mutating func repair(lost: Counter, takenBy temporary: CounterID) {
        var sequence = nextSequence
        let replacement = CounterID.temporary(sequence)
        for index in pending.indices where pending[index].counterID == lost.id {
            pending[index].counterID = replacement
        }
        rewrite(temporary, to: lost.id)
        var repairs = [CounterOp(sequence: sequence, kind: .create, counterID: replacement, title: lost.title, targetCount: 0)]
        for step in 0..<abs(lost.count) {
            sequence += 1
            let kind: CounterOp.Kind = lost.count > 0 ? .increment : .decrement
            let target = lost.count > 0 ? step + 1 : -(step + 1)
            repairs.append(CounterOp(sequence: sequence, kind: kind, counterID: replacement, title: lost.title, targetCount: target))
        }
        nextSequence = sequence + 1
        pending.insert(contentsOf: repairs, at: 0)
    }

    /// Drops the head change, which the server refused or which cannot apply; a dropped create
    /// takes every change to its counter with it.
    ///
    /// - Returns: the dropped changes.
    public mutating func dropHead() -> [CounterOp] {
        guard let op = head else { return [] }
        inFlight = nil
        if op.kind == .create || op.kind == .increment || op.kind == .decrement {
            return dropAll(of: op.counterID)
        }
        pending.removeFirst()
        return [op]
    }

    private mutating func dropAll(of id: CounterID) -> [CounterOp] {
        let dropped = pending.filter { $0.counterID == id && $0.kind != .delete }
        pending.removeAll { $0.counterID == id }
        return dropped
    }

    // MARK: - Several changes in flight

    /// The changes at the head of the queue that may be in flight together: increments and
    /// decrements of distinct counters the server has, at most `limit`, stopping at the first
    /// change that is not one of them (a create, a delete, a second change of a counter already
    /// taken, or one `allowed` refuses).
    ///
    /// The changes taken are always a prefix of `pending`, so marking the last one's sequence
    /// as `inFlight` says exactly which may have been sent: every pending change from the head
    /// up to it (`sentChanges`). With one change that is the head alone, as always.
    public func independentHead(limit: Int, allowed: (CounterOp) -> Bool = { _ in true }) -> [CounterOp] {
        var taken: [CounterOp] = []
        var counters = Set<CounterID>()
        let known = Set(snapshot.map(\.id))
        for op in pending {
            guard taken.count < limit, op.kind == .increment || op.kind == .decrement,
                  known.contains(op.counterID), !counters.contains(op.counterID), allowed(op) else { break }
            taken.append(op)
            counters.insert(op.counterID)
        }
        return taken
    }

    /// The pending changes that may have been sent and not settled: from the head up to the one
    /// `inFlight` names. Empty when nothing is in flight or that change has left the queue.
    public var sentChanges: ArraySlice<CounterOp> {
        guard let inFlight, let last = pending.firstIndex(where: { $0.sequence == inFlight }) else { return [] }
        return pending[...last]
    }

    /// What became of one of several changes sent together.
    public enum SentOutcome: Equatable, Sendable {
        /// The server applied it and answered with its whole list.
        case answered([Counter])
        /// The server refused it.
        case refused
        /// It never reached the server.
        case notSent
        /// It may or may not have been applied.
        case unknown
    }

    /// Settles changes that were sent together (`independentHead`), given what became of each
    /// and `newest`, the answer that arrived last, if any.
    ///
    /// An answered change leaves the queue, and its counter takes the value its own answer
    /// gives: answers may arrive in any order, and another answer's list may be older or newer
    /// for that counter. A counter whose change is unknown or was not sent keeps its value from
    /// before, so the change is replayed on top of it exactly once (and a reconciliation
    /// compares against it). The other counters, their order, and counters added or removed
    /// by other writers come from `newest`. A refused change leaves with its counter's changes.
    ///
    /// `inFlight` then names the last of these changes still pending if any is unknown
    /// (reconciled from a fresh list by `reconcileSent(with:)`), else nothing.
    ///
    /// - Returns: the changes dropped because the server refused them.
    public mutating func settleSent(_ outcomes: [(op: CounterOp, outcome: SentOutcome)], newest: [Counter]?) -> [CounterOp] {
        var list = newest ?? snapshot
        var dropped: [CounterOp] = []
        func set(_ id: CounterID, to counter: Counter?) {
            guard let index = list.firstIndex(where: { $0.id == id }) else { return }
            if let counter { list[index] = counter } else { list.remove(at: index) }
        }
        for (op, outcome) in outcomes {
            switch outcome {
            case let .answered(answer):
                pending.removeAll { $0.sequence == op.sequence }
                set(op.counterID, to: answer.first { $0.id == op.counterID })
            case .refused:
                dropped += dropAll(of: op.counterID)
                set(op.counterID, to: snapshot.first { $0.id == op.counterID })
            case .notSent, .unknown:
                set(op.counterID, to: snapshot.first { $0.id == op.counterID })
            }
        }
        snapshot = list
        let unknown = Set(outcomes.filter { $0.outcome == .unknown }.map(\.op.sequence))
        let sent = Set(outcomes.map(\.op.sequence))
        inFlight = unknown.isEmpty ? nil : pending.prefix { sent.contains($0.sequence) }.last?.sequence
        return dropped
    }

    /// The changes sent together (`sentChanges`, more than one) got no usable answer; `fresh` is
    /// the server's list read since. Decides each from its own counter, as `reconcile(with:)`
    /// does for one: the same count as before means not applied (it stays, to be sent again),
    /// any other means applied (it leaves), a counter gone means deleted on the server.
    /// With one change or none in flight, it is `reconcile(with:)`.
    ///
    /// - Returns: what happened to each change.
    public mutating func reconcileSent(with fresh: [Counter]) -> [CounterStepOutcome] {
        let sent = Array(sentChanges)
        guard sent.count > 1 else { return [reconcile(with: fresh)] }
        inFlight = nil
        var outcomes: [CounterStepOutcome] = []
        for op in sent {
            let before = snapshot.first { $0.id == op.counterID }
            guard let after = fresh.first(where: { $0.id == op.counterID }) else {
                outcomes.append(.dropped(dropAll(of: op.counterID), reason: "the counter was deleted on the server"))
                continue
            }
            if let before, before.count == after.count {
                outcomes.append(.notApplied)
            } else {
                // NB: as for one change: any other difference means it was applied.
                pending.removeAll { $0.sequence == op.sequence }
                outcomes.append(.applied)
            }
        }
        snapshot = fresh
        return outcomes
    }

    /// Points every pending change on `temporary` at the id the server assigned, and remembers
    /// the assignment (`assignedIDs`).
    public mutating func rewrite(_ temporary: CounterID, to id: CounterID) {
        if temporary.isTemporary { assignedIDs[temporary] = id }
        for index in pending.indices where pending[index].counterID == temporary {
            pending[index].counterID = id
        }
    }
}

/// What became of the change at the head of the queue after an answer or a reconciliation.
public enum CounterStepOutcome: Equatable, Sendable {
    /// The server has it; it left the queue.
    case applied
    /// The server does not have it; it stays at the head, safe to send again.
    case notApplied
    /// The server answered a create without a new counter in its list: send it again, but count
    /// the attempt (a server that keeps doing it is broken).
    case unconfirmedCreate
    /// The create collided with an existing counter's id and overwrote it; `lost` is being
    /// recreated from the queue's head.
    case repairedCollision(lost: Counter)
    /// The changes cannot apply and left the queue.
    case dropped([CounterOp], reason: String)
}
