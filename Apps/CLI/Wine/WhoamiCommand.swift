import ArgumentParser
import Presentation

/// `kiosk wine whoami`: the signed-in employee.
struct WhoamiCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "whoami", abstract: "Show the signed-in employee (exit 67 when nobody is).")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let employee = try wine.signedInEmployee()
            if options.json { return try Output.json(WineDocuments.Employee(employee)) }
            Output.line("\(employee.fullName)\(employee.email.map { " <\($0.value)>" } ?? ""), hired \(WineFormat.date(employee.hireDate))")
        }
    }
}

extension WhoamiCommand: DirectlyParsed {}
