import Domain
import Foundation
import Networking
import Testing
import UseCases

/// `LiveCounterGateway` over `CurlTransport` against the target, replaying the real server's
/// transcript in `Fixtures/counters`: each call sends the recorded request and decodes into the
/// recorded list. Ids are the server's clock, so recorded ids are mapped to this run's; only
/// the counters the test created are compared, so the checks hold on a live server that already
/// has counters (and other tests creating theirs).
@Suite struct CountersClientContractTests {
    /// The transcript's first steps: a fresh list, two creates, inc, dec below zero, delete, list.
    static let transcript = [
        "01-get-list-fresh-server", "02-post-create-coffee", "03-post-create-tea", "04-post-inc-coffee",
        "05-post-dec-tea-goes-negative-no-floor", "06-delete-tea", "07-get-list",
    ]

    /// One replayed step.
    struct Step {
        let recording: RecordedInteraction
        /// The answer, restricted to the counters this replay created.
        let answered: [Counter]
        /// The recorded answer, with this run's ids.
        let expected: [Counter]
    }

    /// A recorded list, read with Foundation.
    static func counters(in recording: RecordedInteraction) throws -> [Counter] {
        let list = try #require(try recording.responseJSON() as? [[String: Any]])
        return try list.map { item in
            Counter(id: CounterID(try #require(item["id"] as? String)), title: item["title"] as? String, count: try #require(item["count"] as? Int))
        }
    }

    private func gateway(_ target: ContractTarget) -> LiveCounterGateway {
        LiveCounterGateway(transport: ContractTarget.transport(), baseURL: target.baseURL, timeout: ContractTarget.patientTimeout)
    }

    /// Replays `steps` through the gateway, mapping recorded ids to the ones the target assigns.
    ///
    /// - Returns: the steps and the map from recorded ids to this run's.
    private func replay(_ steps: [String], against target: ContractTarget) async throws -> (steps: [Step], ids: [String: String]) {
        let gateway = gateway(target)
        var ids: [String: String] = [:]
        var replayed: [Step] = []
        for name in steps {
            let recording = try RecordedInteraction.load("counters/" + name)
            let body = try recording.body.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) } ?? [:]
            func mapped() throws -> CounterID {
                let recordedID = try #require(body["id"] as? String)
                return CounterID(try #require(ids[recordedID], "\(name) names a counter created earlier"))
            }
            let answer: [Counter]
            switch (recording.method, recording.path) {
            case ("GET", "/api/v1/counters"): answer = try await gateway.list()
            case ("POST", "/api/v1/counter"): answer = try await gateway.create(title: body["title"] as? String)
            case ("POST", "/api/v1/counter/inc"): answer = try await gateway.increment(try mapped())
            case ("POST", "/api/v1/counter/dec"): answer = try await gateway.decrement(try mapped())
            case ("DELETE", "/api/v1/counter"): answer = try await gateway.delete(try mapped())
            default: throw RecordedInteraction.Unreadable(description: "\(name): no gateway call sends \(recording.method) \(recording.path)")
            }
            let recorded = try Self.counters(in: recording)
            if recording.path == "/api/v1/counter", recording.method == "POST" {
                // The new counter: the recording's id not seen yet, and the answer's last one with
                // that title not seen yet.
                let recordedID = try #require(recorded.last { ids[$0.id.rawValue] == nil })
                let created = try #require(answer.last { $0.title == recordedID.title && !ids.values.contains($0.id.rawValue) })
                ids[recordedID.id.rawValue] = created.id.rawValue
            }
            let ours = Set(ids.values)
            replayed.append(Step(
                recording: recording,
                answered: answer.filter { ours.contains($0.id.rawValue) },
                expected: recorded.map { Counter(id: CounterID(ids[$0.id.rawValue] ?? "unmapped \($0.id)"), title: $0.title, count: $0.count) }
            ))
        }
        // Leave a live server as it was.
        if ContractTarget.liveURL != nil {
            for id in Set(ids.values) { _ = try? await gateway.delete(CounterID(id)) }
        }
        return (replayed, ids)
    }

    // MARK: - Requests

    @Test(.enabled(if: ContractTarget.usesMock, "needs the mock's journal"))
    func transcriptRequestsAreTheRecordedOnes() async throws {
        let (sent, ids) = try await ContractTarget.with { target in
            let (_, ids) = try await replay(Self.transcript, against: target)
            return (target.journal(), ids)
        }
        try #require(sent.count == Self.transcript.count)
        for (entry, name) in zip(sent, Self.transcript) {
            let recording = try RecordedInteraction.load("counters/" + name)
            entry.expectMatches(recording) { body in
                ids.reduce(body) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
            }
            #expect(entry.header("Accept") == "application/json")
            #expect(entry.query.isEmpty)
        }
        // The list is a plain GET: no body, so no Content-Type either.
        #expect(sent[0].header("Content-Type") == nil)
        #expect(sent[0].body.isEmpty)
    }

    @Test(.enabled(if: ContractTarget.usesMock, "needs the mock's journal"))
    func untitledCreateSendsAnEmptyObjectAsRecorded() async throws {
        let recording = try RecordedInteraction.load("counters/27-missing-title-200-counter-without-title-key")
        let sent = try await ContractTarget.with { target in
            _ = try await gateway(target).create(title: nil)
            return target.journal()
        }
        try #require(sent.count == 1)
        sent[0].expectMatches(recording)
        #expect(sent[0].body == "{}")
    }

    // MARK: - Responses

    @Test func transcriptAnswersDecodeIntoTheRecordedListsInOrder() async throws {
        let (steps, ids) = try await ContractTarget.with { try await replay(Self.transcript, against: $0) }
        #expect(ids.count == 2)
        for step in steps {
            #expect(step.answered == step.expected, "after \(step.recording.name)")
        }
        // Spelled out: Tea went below zero, then was deleted; Coffee was counted once.
        #expect(steps[4].answered.map(\.count) == [1, -1])
        #expect(steps.last?.answered.map(\.title) == ["Coffee"])
        #expect(steps.last?.answered.map(\.count) == [1])
    }

    @Test func untitledCounterDecodesWithoutATitle() async throws {
        let (before, created) = try await ContractTarget.with { target in
            let gateway = gateway(target)
            let before = Set(try await gateway.list().map(\.id))
            // The list comes in creation order, so the new counter is the answer's last.
            let created = try #require(try await gateway.create(title: nil).last)
            if target.isLive { _ = try? await gateway.delete(created.id) }
            return (before, created)
        }
        #expect(!before.contains(created.id))
        #expect(created.title == nil)
        #expect(created.count == 0)
        #expect(!created.displayTitle.isEmpty)
    }

    @Test func incrementOfAnUnknownIdIsTheRecorded500PageAsMaybeApplied() async throws {
        let recording = try RecordedInteraction.load("counters/16-inc-unknown-id-500-html-stack-trace")
        #expect(recording.status == 500)
        let error = try await ContractTarget.with { target in
            await #expect(throws: CounterGatewayError.self) { try await gateway(target).increment("nope") }
        }
        // A 5xx may have been applied; the HTML page becomes its <pre> text, never a decoding error.
        guard case let .maybeApplied(.unavailable(service, reason))? = error else {
            Issue.record("expected .maybeApplied(.unavailable), got \(String(describing: error))")
            return
        }
        #expect(service == LiveCounterGateway.service)
        #expect(reason.hasPrefix("answered HTTP 500: TypeError: Cannot read properties of undefined"), "\(reason)")
    }

    @Test func deletingAnUnknownIdAnswersTheListUnchanged() async throws {
        let recording = try RecordedInteraction.load("counters/20-delete-unknown-id-200-unchanged-list")
        #expect(recording.status == 200)
        let (before, after) = try await ContractTarget.with { target in
            let gateway = gateway(target)
            let created = try await gateway.create(title: "Kept")
            let kept = try #require(created.last)
            let answer = try await gateway.delete("no-such-counter")
            if target.isLive { _ = try? await gateway.delete(kept.id) }
            return (kept, answer.first { $0.id == kept.id })
        }
        #expect(after == before)
    }
}
