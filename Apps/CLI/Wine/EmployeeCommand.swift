import ArgumentParser

/// `kiosk wine employee`: manage employees.
struct EmployeeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "employee",
        abstract: "Create employees; change your own PIN or name, or remove yourself.",
        subcommands: [EmployeeAddCommand.self, EmployeePINCommand.self, EmployeeRenameCommand.self, EmployeeRemoveCommand.self]
    )
}
