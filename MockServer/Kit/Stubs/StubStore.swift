import Foundation
import Synchronization

/// The stubs added at run time (`/__admin/stubs`) or at start (`--stubs DIR`), checked before
/// the simulations. Empty, it costs the hot path one atomic load.
final class StubStore: Sendable {
    private let stubs = Mutex<[Stub]>([])
    private let nextID = Mutex(1)
    private let count = Atomic<Int>(0)
    /// Where this mock's regex searches run (stubs, verification, near misses).
    let regexQueue = RegexQueue()

    /// Whether there are none (no lock taken).
    var isEmpty: Bool { count.load(ordering: .relaxed) == 0 }

    /// Adds a stub from its JSON and returns it with its id.
    @discardableResult
    func add(_ value: JSONValue, bodyFiles: URL? = nil) throws(StubError) -> Stub {
        let id = nextID.withLock { id in
            defer { id += 1 }
            return id
        }
        let stub = try Stub(value, id: id, bodyFiles: bodyFiles)
        stubs.withLock { stubs in
            stubs.append(stub)
            count.store(stubs.count, ordering: .relaxed)
        }
        return stub
    }

    /// Every stub, in the order they are tried.
    var all: [Stub] {
        stubs.withLock { Self.ordered($0) }
    }

    /// Removes the stub `id`; false when there is none.
    func remove(id: Int) -> Bool {
        stubs.withLock { stubs in
            guard let index = stubs.firstIndex(where: { $0.id == id }) else { return false }
            stubs.remove(at: index)
            count.store(stubs.count, ordering: .relaxed)
            return true
        }
    }

    /// Removes every stub.
    func removeAll() {
        stubs.withLock { stubs in
            stubs.removeAll()
            count.store(0, ordering: .relaxed)
        }
    }

    /// The stub that answers `request`: the lowest priority, then the newest. Searched on
    /// `regexQueue` when a stub has a regex.
    func match(_ request: MockRequest) async -> Stub? {
        guard !isEmpty else { return nil }
        let stubs = all
        guard stubs.contains(where: \.request.hasRegex) else { return stubs.first { $0.request.matches(request) } }
        return await regexQueue.run { stubs.first { $0.request.matches(request) } }
    }

    /// The stubs closest to `request` with why each missed (fewest misses first), for a
    /// request that no stub answered.
    func nearMisses(_ request: MockRequest, limit: Int = 3) async -> [(stub: Stub, reasons: [String])] {
        let stubs = all
        let misses = stubs.contains(where: \.request.hasRegex)
            ? await regexQueue.run { Self.nearMisses(request, among: stubs, limit: limit) }
            : Self.nearMisses(request, among: stubs, limit: limit)
        return misses.map { (stub: $0.stub, reasons: $0.reasons) }
    }

    private static func nearMisses(_ request: MockRequest, among stubs: [Stub], limit: Int) -> [NearMiss] {
        stubs.map { NearMiss(stub: $0, reasons: $0.request.mismatches(request)) }
            .filter { !$0.reasons.isEmpty }
            .sorted { $0.reasons.count < $1.reasons.count }
            .prefix(limit)
            .map { $0 }
    }

    /// A stub that did not match, and why (a tuple is not `Sendable` across the queue).
    private struct NearMiss: Sendable {
        var stub: Stub
        var reasons: [String]
    }

    private static func ordered(_ stubs: [Stub]) -> [Stub] {
        stubs.sorted { $0.priority != $1.priority ? $0.priority < $1.priority : $0.id > $1.id }
    }
}
