import ArgumentParser
import Presentation

/// `kiosk wine employees`: every employee, with hire date and cart quantity; never a PIN.
struct EmployeesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "employees", abstract: "List employees: hire date and items in their cart.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let employees = try await FeatureStep.list(EmployeesFeature.self, wine)
            if options.json { return try Output.json(employees.items.map(WineDocuments.Employee.init)) }
            // NB: the screens' words, with how to act in this front end's terms.
            if let placeholder = employees.placeholder { return Output.line("\(placeholder.title): add one with `kiosk wine employee add`.") }
            let rows = employees.items.map { employee in
                ["\(employee.firstName) \(employee.lastName)", employee.email ?? "", WineFormat.date(employee.hireDate),
                 employee.cartQuantity > 0 ? String(employee.cartQuantity) : ""]
            }
            TextTable(header: ["NAME", "EMAIL", "HIRED", "IN CART"], rows: rows, rightAligned: [3], flexible: [1, 0]).print()
        }
    }
}

extension EmployeesCommand: DirectlyParsed {}
