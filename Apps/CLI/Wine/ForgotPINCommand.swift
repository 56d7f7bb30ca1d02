import ArgumentParser
import Presentation

/// `kiosk wine forgot-pin`: the PIN of the employee with an email.
struct ForgotPINCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forgot-pin",
        abstract: "Show the PIN of the employee with this email.",
        discussion: "An email nobody has counts as a wrong attempt, slowed down like a wrong PIN (see `kiosk wine login --help`)."
    )

    @Option(help: ArgumentHelp("The employee's email address.", valueName: "address"))
    var email: String

    @OptionGroup var options: GlobalOptions

    struct Document: Encodable {
        let firstName: String
        let lastName: String
        let pin: String
    }

    func run() async throws {
        try await WineSession.run(options) { wine in
            let employee = try await FeatureStep.answer(of: .emailSubmitted(email), on: ForgotPINFeature.self, from: .init(), wine, error: \.error) {
                if case let .searchResponse(.success(employee)) = $0 { employee } else { nil }
            }
            if options.json { return try Output.json(Document(firstName: employee.firstName, lastName: employee.lastName, pin: employee.pin.digits)) }
            Output.line("The PIN of \(employee.fullName) is \(employee.pin.digits).")
        }
    }
}

extension ForgotPINCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .value("--email", required: true) { $0.email = $1 },
        ])
    }
}
