/// One fault to inject, as posted to `POST /__admin/faults`:
///
/// ```json
/// {"kind": "latency", "latencyMs": 300, "route": "/api/v1/counter/inc", "method": "POST",
///  "count": 2, "probability": 0.5, "seed": 7, "status": 503, "body": "…"}
/// ```
///
/// `kind` is required; `route` (a path without case or trailing slash; a final `*` makes it a
/// prefix) and `method` scope it; `count` limits it to the next N requests it applies to;
/// `probability` (with `seed`) makes it fire at random, the same way on every run.
public struct FaultRule: Sendable {
    /// What the fault does.
    public enum Kind: String, Sendable, CaseIterable {
        /// Waits `latencyMs` before answering (combines with the other kinds).
        case latency
        /// Answers `status` (and `body`) without running the simulation.
        case status
        /// Closes the connection before anything is done or answered.
        case dropBeforeResponse
        /// Runs the simulation (the change is applied), then closes without answering.
        case dropAfterChange
        /// Answers normally but with the body cut in half: truncated JSON.
        case malformedBody
        /// "Offline": every matching connection is closed at once, before the body is read.
        case offline
    }

    /// Assigned when added.
    public var id: Int
    /// The kind.
    public var kind: Kind
    /// The method it applies to (any when nil).
    public var method: String?
    /// The route it applies to (every non-admin route when nil).
    public var route: String?
    /// How many more times it fires (unlimited when nil).
    public var remaining: Int?
    /// The chance that it fires on a request it applies to (always when nil).
    public var probability: Double?
    /// The delay of a latency fault.
    public var latency: Duration
    /// The status of a status fault.
    public var status: Int
    /// The body of a status fault.
    public var body: String?
    var random: SeededRandom

    /// Whether the rule applies to a request (before count and probability).
    func applies(method: String, routingPath: String) -> Bool {
        if let ruleMethod = self.method, ruleMethod.uppercased() != method.uppercased() { return false }
        guard let route else { return true }
        if route.hasSuffix("*") { return routingPath.hasPrefix(route.dropLast()) }
        return routingPath == route
    }

    /// The rule as JSON, for the admin API.
    var json: JSONValue {
        var members: [JSONValue.Member] = [.init("id", .number("\(id)")), .init("kind", .string(kind.rawValue))]
        if let method { members.append(.init("method", .string(method))) }
        if let route { members.append(.init("route", .string(route))) }
        if let remaining { members.append(.init("count", .number("\(remaining)"))) }
        if let probability { members.append(.init("probability", .number("\(probability)"))) }
        if kind == .latency { members.append(.init("latencyMs", .number("\(latency.components.seconds * 1000 + latency.components.attoseconds / 1_000_000_000_000_000)"))) }
        if kind == .status {
            members.append(.init("status", .number("\(status)")))
            if let body { members.append(.init("body", .string(body))) }
        }
        return .object(members)
    }
}
