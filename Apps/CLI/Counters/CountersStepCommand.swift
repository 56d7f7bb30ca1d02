import ArgumentParser
import Composition
import Presentation

/// `inc` and `dec`: one step on one counter, saved at once, then a sync. The two commands
/// differ only in their name, their help and the step they take.
protocol CountersStepCommand: AsyncParsableCommand {
    /// The global options (declared by each command: ArgumentParser reads its own properties).
    var options: GlobalOptions { get }
    /// The counter's id or title, as typed.
    var counter: String { get }
    /// Takes the step on the counter `reference` names.
    static func step(_ reference: String, in environment: CountersEnvironment) throws -> Counter
}

extension CountersStepCommand {
    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let changed = try Self.step(counter, in: session.environment)
            let result = try await session.syncAfterChange()
            try CountersChangeOutput.print([changed], result: result, json: options.json) { "\($0.displayTitle): \($0.count)" }
        }
    }
}

/// `kiosk counters inc COUNTER`.
struct CountersIncrementCommand: CountersStepCommand {
    static let configuration = CommandConfiguration(commandName: "inc", abstract: "Add one to COUNTER (an id or a title).")

    @Argument(help: ArgumentHelp("The counter's id or title.", valueName: "counter"), completion: CompletionValues.counterTitles)
    var counter: String

    @OptionGroup var options: GlobalOptions

    static func step(_ reference: String, in environment: CountersEnvironment) throws -> Counter {
        try environment.increment(reference).0
    }
}

/// `kiosk counters dec COUNTER`.
struct CountersDecrementCommand: CountersStepCommand {
    static let configuration = CommandConfiguration(commandName: "dec", abstract: "Subtract one from COUNTER (an id or a title).")

    @Argument(help: ArgumentHelp("The counter's id or title.", valueName: "counter"), completion: CompletionValues.counterTitles)
    var counter: String

    @OptionGroup var options: GlobalOptions

    static func step(_ reference: String, in environment: CountersEnvironment) throws -> Counter {
        try environment.decrement(reference).0
    }
}

extension CountersIncrementCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing(arguments: [{ $0.counter = $1 }])
    }
}

extension CountersDecrementCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing(arguments: [{ $0.counter = $1 }])
    }
}
