import ArgumentParser
import Presentation

/// `kiosk wine employee pin --old PIN --new PIN`: change your own PIN.
struct EmployeePINCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pin",
        abstract: "Change your own PIN (you must be signed in; the old PIN proves it is you).",
        discussion: """
        A wrong old PIN counts as a wrong attempt, like a wrong PIN at login, and so does a new \
        PIN another employee has; while wrong attempts are being slowed down this waits too \
        (exit 67, saying how long).
        """
    )

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @Option(help: ArgumentHelp("Your PIN as it is now.", valueName: "pin"))
    var old: String

    @Option(help: ArgumentHelp("The new PIN: \(PIN.rule.summary).", valueName: "pin"))
    var new: String

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options, fields: ["oldPIN": "--old", "newPIN": "--new"]) { wine in
            let employee = try await FeatureStep.answer(of: .submitted(.pin, [.oldPIN: old, .newPIN: new]), on: WineAccountFeature.self, from: .init(), wine, error: \.error) {
                if case let .changed(_, .success(employee)) = $0 { employee } else { nil }
            }
            if options.json { return try Output.json(WineDocuments.Employee(employee)) }
            if !quiet { Output.line("Changed the PIN of \(employee.fullName).") }
        }
    }
}

extension EmployeePINCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("-q", "--quiet") { $0.quiet = true },
            .value("--old", required: true) { $0.old = $1 },
            .value("--new", required: true) { $0.new = $1 },
        ]) {
            $0.quiet = false
        }
    }
}
