import ArgumentParser
import Presentation

/// `kiosk wine employee remove --pin PIN`: remove yourself.
struct EmployeeRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove yourself (you must be signed in; your PIN confirms it), and sign out.",
        discussion: """
        Your cart goes; your orders stay, under the name they were placed with. Your PIN, last \
        name and email become free for others. A wrong PIN counts as a wrong attempt.
        """
    )

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @Option(help: ArgumentHelp("Your PIN, to confirm.", valueName: "pin"))
    var pin: String

    @OptionGroup var options: GlobalOptions

    struct Document: Encodable {
        let removed: WineDocuments.Employee
    }

    func run() async throws {
        try await WineSession.run(options) { wine in
            let employee = try await FeatureStep.answer(of: .submitted(.removal, [.removalPIN: pin]), on: WineAccountFeature.self, from: .init(), wine, error: \.error) {
                if case let .changed(_, .success(employee)) = $0 { employee } else { nil }
            }
            if options.json { return try Output.json(Document(removed: WineDocuments.Employee(employee))) }
            if !quiet { Output.line("Removed \(employee.fullName) and signed out. Their orders are kept.") }
        }
    }
}

extension EmployeeRemoveCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("-q", "--quiet") { $0.quiet = true },
            .value("--pin", required: true) { $0.pin = $1 },
        ]) {
            $0.quiet = false
        }
    }
}
