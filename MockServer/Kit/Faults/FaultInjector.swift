import Synchronization

/// The active faults, and the decision of which ones fire for a request.
public final class FaultInjector: Sendable {
    /// What to do to one request.
    public struct Plan: Sendable, Equatable {
        /// Total delay before answering.
        public var latency: Duration = .zero
        /// The fault that changes the outcome, if any (never `.latency`).
        public var outcome: FaultRule.Kind?
        /// Status and body of a `.status` outcome.
        public var status = 503
        public var body: String?
        /// Descriptions for the journal.
        public var applied: [String] = []
    }

    /// Why a fault could not be added; names the field and the rule.
    public struct Invalid: Error, Equatable, CustomStringConvertible {
        /// The message.
        public let description: String
    }

    private struct State {
        var rules: [FaultRule] = []
        var nextID = 1
    }

    private let state = Mutex(State())
    /// How many rules are active, kept beside them so that the hot path's "any faults?" is one
    /// atomic load instead of a lock (stored under the lock, whenever the rules change).
    private let activeCount = Atomic<Int>(0)

    /// No faults.
    public init() {}

    /// The active rules.
    public var rules: [FaultRule] {
        state.withLock { $0.rules }
    }

    /// Whether no rule is active (checked first: the common case costs one atomic load).
    public var isEmpty: Bool {
        activeCount.load(ordering: .acquiring) == 0
    }

    /// Removes every rule.
    public func clear() {
        state.withLock { state in
            state.rules.removeAll()
            activeCount.store(0, ordering: .releasing)
        }
    }

    /// Adds the rule described by `json` (see `FaultRule`) and returns it.
    @discardableResult
    public func add(_ json: JSONValue) throws(Invalid) -> FaultRule {
        guard case .object = json else { throw Invalid(description: "the fault must be a JSON object") }
        guard let kindName = json["kind"]?.stringValue, let kind = FaultRule.Kind(rawValue: kindName) else {
            throw Invalid(description: "kind must be one of \(FaultRule.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var route: String?
        if let value = json["route"] {
            guard let text = value.stringValue, text.hasPrefix("/") else { throw Invalid(description: "route must be a path starting with /") }
            var lowered = text.lowercased()
            while lowered.count > 1, lowered.hasSuffix("/") { lowered.removeLast() }
            route = lowered
        }
        var method: String?
        if let value = json["method"] {
            guard let text = value.stringValue, !text.isEmpty else { throw Invalid(description: "method must be a string such as POST") }
            method = text.uppercased()
        }
        var remaining: Int?
        if let value = json["count"] {
            guard let count = value.intValue, count > 0 else { throw Invalid(description: "count must be a whole number above 0") }
            remaining = count
        }
        var probability: Double?
        if let value = json["probability"] {
            guard let chance = value.doubleValue, (0...1).contains(chance) else { throw Invalid(description: "probability must be a number from 0 to 1") }
            probability = chance
        }
        var seed: UInt64 = 1
        if let value = json["seed"] {
            guard let number = value.intValue, number >= 0 else { throw Invalid(description: "seed must be a whole number of 0 or more") }
            seed = UInt64(number)
        }
        var latency = Duration.zero
        if kind == .latency {
            guard let milliseconds = json["latencyMs"]?.intValue, (0...600_000).contains(milliseconds) else {
                throw Invalid(description: "latencyMs must be a whole number of milliseconds from 0 to 600000")
            }
            latency = .milliseconds(milliseconds)
        }
        var status = 503
        if let value = json["status"] {
            guard let code = value.intValue, (100...599).contains(code) else { throw Invalid(description: "status must be an HTTP status from 100 to 599") }
            status = code
        }
        var body: String?
        if let value = json["body"] {
            guard let text = value.stringValue else { throw Invalid(description: "body must be a string") }
            body = text
        }
        return state.withLock { state in
            let rule = FaultRule(id: state.nextID, kind: kind, method: method, route: route, remaining: remaining, probability: probability, latency: latency, status: status, body: body, random: SeededRandom(seed: seed))
            state.nextID += 1
            state.rules.append(rule)
            activeCount.store(state.rules.count, ordering: .releasing)
            return rule
        }
    }

    /// Decides which rules fire for a request, consuming their counts and random draws.
    public func plan(method: String, routingPath: String) -> Plan {
        var plan = Plan()
        state.withLock { state in
            var index = 0
            while index < state.rules.count {
                var rule = state.rules[index]
                guard rule.applies(method: method, routingPath: routingPath) else { index += 1; continue }
                // A rule that cannot change the outcome any more (one already chosen) is not
                // consumed, so "the next N requests" means N requests it really affected.
                if rule.kind != .latency, plan.outcome != nil { index += 1; continue }
                if let probability = rule.probability, rule.random.nextUnit() >= probability {
                    state.rules[index] = rule
                    index += 1
                    continue
                }
                if rule.kind == .latency {
                    plan.latency += rule.latency
                    plan.applied.append("latency \(rule.latency)")
                } else {
                    plan.outcome = rule.kind
                    plan.status = rule.status
                    plan.body = rule.body
                    plan.applied.append(rule.kind == .status ? "status \(rule.status)" : rule.kind.rawValue)
                }
                if let remaining = rule.remaining {
                    rule.remaining = remaining - 1
                }
                if rule.remaining == 0 {
                    state.rules.remove(at: index)
                    activeCount.store(state.rules.count, ordering: .releasing)
                } else {
                    state.rules[index] = rule
                    index += 1
                }
            }
        }
        return plan
    }
}
