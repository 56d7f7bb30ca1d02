import ArgumentParser
import Presentation

/// `kiosk counters pending`: the changes not yet confirmed by the server (no network).
struct CountersPendingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pending",
        abstract: "List the changes waiting to be sent, oldest first (does not sync)."
    )

    @OptionGroup var options: GlobalOptions

    struct Row: Encodable {
        let sequence: Int64
        let kind: String
        let counterID: String
        let title: String?
        let targetCount: Int
    }

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let pending = try session.environment.pending()
            if options.json {
                return try Output.json(pending.map {
                    Row(sequence: $0.sequence, kind: $0.kind.rawValue, counterID: $0.counterID.rawValue, title: $0.title, targetCount: $0.targetCount)
                })
            }
            for op in pending {
                let name = op.quotedTitle
                switch op.kind {
                case .create: Output.line("#\(op.sequence)  add \(name)")
                case .increment: Output.line("#\(op.sequence)  inc \(name) → \(op.targetCount)")
                case .decrement: Output.line("#\(op.sequence)  dec \(name) → \(op.targetCount)")
                case .delete: Output.line("#\(op.sequence)  delete \(name)")
                }
            }
            Output.line("\(Plural.count(pending.count, "change")) pending")
        }
    }
}

extension CountersPendingCommand: DirectlyParsed {}
