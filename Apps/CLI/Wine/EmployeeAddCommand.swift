import ArgumentParser
import Presentation

/// `kiosk wine employee add`: create an employee.
struct EmployeeAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Create an employee (the hire date is today).",
        discussion: """
        The PIN is \(PIN.rule.summary). PIN, last name and email must each be unique; names and \
        emails are compared as they read, not by their bytes (without case, surrounding spaces \
        or invisible characters, "Müller" in either Unicode form being one name). A PIN that \
        is taken counts as a wrong PIN, and while wrong PINs are being slowed down a create \
        waits like a sign-in (exit 67, saying how long).
        """
    )

    @Option(help: ArgumentHelp("The sign-in PIN: \(PIN.rule.summary).", valueName: "pin"))
    var pin: String

    @Option(name: .customLong("first-name"), help: ArgumentHelp("The first name.", valueName: "name"))
    var firstName: String

    @Option(name: .customLong("last-name"), help: ArgumentHelp("The last name (unique).", valueName: "name"))
    var lastName: String

    @Option(help: ArgumentHelp("The email address (optional, unique).", valueName: "address"))
    var email: String?

    @Flag(name: [.customShort("q"), .long], help: "Print only the new employee's id (for scripts).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let form: [NewEmployeeFeature.Field: String?] = [.pin: pin, .firstName: firstName, .lastName: lastName, .email: email]
            let employee = try await FeatureStep.answer(of: .formSubmitted(form.compactMapValues { $0 }), on: NewEmployeeFeature.self, from: .init(), wine, error: \.error) {
                if case let .delegate(.created(employee)) = $0 { employee } else { nil }
            }
            if options.json { return try Output.json(WineDocuments.Employee(employee)) }
            if quiet { return Output.line("\(employee.id)") }
            Output.line("Created employee \(employee.id): \(employee.fullName)\(employee.email.map { " <\($0.value)>" } ?? ""), hired \(WineFormat.date(employee.hireDate)).")
        }
    }
}

extension EmployeeAddCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .value("--pin", required: true) { $0.pin = $1 },
            .value("--first-name", required: true) { $0.firstName = $1 },
            .value("--last-name", required: true) { $0.lastName = $1 },
            .value("--email") { $0.email = $1 },
            .flag("-q", "--quiet") { $0.quiet = true },
        ]) {
            $0.email = nil
            $0.quiet = false
        }
    }
}
