import ArgumentParser

/// `kiosk wine employee`: manage employees.
struct EmployeeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "employee",
        abstract: "Create employees.",
        subcommands: [EmployeeAddCommand.self]
    )
}
