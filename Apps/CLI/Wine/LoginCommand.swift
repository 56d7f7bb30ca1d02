import ArgumentParser
import Presentation

/// `kiosk wine login`: sign in with a PIN.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in with your PIN; you stay signed in until `kiosk wine logout`.",
        discussion: """
        After three wrong attempts in a row, each further attempt must wait 2, 4, 8… seconds \
        (at most 5 minutes). Wrong attempts are counted in the database, for every process: a \
        wrong PIN here, a taken PIN in `kiosk wine employee add`, an unknown email in \
        `kiosk wine forgot-pin`.
        """
    )

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @Option(help: ArgumentHelp("Your PIN: \(PIN.rule.summary).", valueName: "pin"))
    var pin: String

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let employee = try await FeatureStep.answer(of: .pinSubmitted(pin), on: WineSignInFeature.self, from: .init(), wine, error: \.error) {
                if case let .delegate(.signedIn(employee)) = $0 { employee } else { nil }
            }
            if options.json { return try Output.json(WineDocuments.Employee(employee)) }
            if !quiet { Output.line("Signed in as \(employee.fullName).") }
        }
    }
}

extension LoginCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("-q", "--quiet") { $0.quiet = true },
            .value("--pin", required: true) { $0.pin = $1 },
        ]) {
            $0.quiet = false
        }
    }
}
