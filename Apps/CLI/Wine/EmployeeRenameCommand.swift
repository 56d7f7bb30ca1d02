import ArgumentParser
import Presentation

/// `kiosk wine employee rename --first-name F --last-name L`: change your own name.
struct EmployeeRenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Change your own name (you must be signed in). Orders keep the name they were placed under.",
        discussion: "The last name must stay unique, compared as for `kiosk wine employee add`."
    )

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @Option(name: .customLong("first-name"), help: ArgumentHelp("The first name.", valueName: "name"))
    var firstName: String

    @Option(name: .customLong("last-name"), help: ArgumentHelp("The last name (unique).", valueName: "name"))
    var lastName: String

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let employee = try await FeatureStep.answer(of: .submitted(.name, [.firstName: firstName, .lastName: lastName]), on: WineAccountFeature.self, from: .init(), wine, error: \.error) {
                if case let .changed(_, .success(employee)) = $0 { employee } else { nil }
            }
            if options.json { return try Output.json(WineDocuments.Employee(employee)) }
            if !quiet { Output.line("You are now \(employee.fullName).") }
        }
    }
}

extension EmployeeRenameCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("-q", "--quiet") { $0.quiet = true },
            .value("--first-name", required: true) { $0.firstName = $1 },
            .value("--last-name", required: true) { $0.lastName = $1 },
        ]) {
            $0.quiet = false
        }
    }
}
