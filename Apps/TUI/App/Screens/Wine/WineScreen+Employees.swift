import Foundation
import Presentation
import TerminalUI

/// Sign-in, the new-employee form, forgot PIN and the employees list.
extension WineScreen {
    // MARK: - Sign-in

    static func signInBody(_ state: State, into frame: inout Frame, area: Rect) {
        let width = min(area.width, 50)
        let box = area.centered(Size(width: width, height: min(area.height, 9)))
        let inside = frame.box(box, title: "Wine Club", style: Style(foreground: Theme.accent))
        guard inside.height >= 5 else { return }
        let text = inside.insetBy(dx: 2, dy: 0)
        frame.text("Sign in with your PIN (\(PIN.rule.summary)).", in: text.row(1), style: .plain.dimmed)
        field("PIN", text: state.app.signIn.pin, placeholder: PIN.rule.summary, focused: true, mask: "•", labelWidth: 5, fieldWidth: 15,
              isInvalid: state.app.signIn.error != nil, into: &frame, row: text.row(3))
        let status = state.app.signIn.isSigningIn ? "Signing in…" : "enter  sign in"
        frame.text(status, in: text.row(5), style: Style(foreground: Theme.accent, bold: true))
    }

    static func signInKeys(_ state: State) -> [KeyBinding<Action>] {
        [
            .verb(.open, "sign in", send: .app(.signIn(.submitPressed))),
            .verb(.new, "new employee", send: .app(.opened(.newEmployee))),
            .verb(.forgotPIN, send: .app(.opened(.forgotPIN))),
            .verb(.employees, primary: false, send: .app(.opened(.employees))),
            fieldKeys(help: KeyHelp("0-9", "PIN", isPrimary: false), verb: .number, accepting: isDigitEditingKey),
        ]
    }

    // MARK: - New employee

    static func newEmployeeBody(_ state: State, into frame: inout Frame, area: Rect) {
        let form = state.app.newEmployee
        let width = min(area.width, 60)
        let box = area.centered(Size(width: width, height: min(area.height, 13)))
        let inside = frame.box(box, title: "New employee", style: Style(foreground: Theme.accent))
        guard inside.height >= 9 else { return }
        let text = inside.insetBy(dx: 2, dy: 0)
        let rows: [(NewEmployeeFeature.Field, String, String, String)] = [
            (.pin, "PIN", form.pin, PIN.rule.summary),
            (.firstName, "First name", form.firstName, "required"),
            (.lastName, "Last name", form.lastName, "required"),
            (.email, "Email", form.email, "optional"),
        ]
        let names: [NewEmployeeFeature.Field: String] = [.pin: "pin", .firstName: "firstName", .lastName: "lastName", .email: "email"]
        for (offset, (field, label, value, placeholder)) in rows.enumerated() {
            // NB: a PIN is never shown, in this form as in every other.
            self.field(label, text: value, placeholder: placeholder, focused: state.newEmployeeFocus == field,
                       mask: field == .pin ? "•" : nil, labelWidth: 12, fieldWidth: max(8, text.width - 12), isInvalid: form.error?.field == names[field],
                       into: &frame, row: text.row(1 + offset * 2))
        }
        let status = form.isSaving ? "Saving…" : "The hire date is today. PINs, last names and emails are unique."
        frame.text(status, in: text.row(inside.height - 2), style: .plain.dimmed)
    }

    static func newEmployeeKeys(_ state: State) -> [KeyBinding<Action>] {
        [
            .keys(.enter, help: "save", send: .app(.newEmployee(.savePressed))),
            .keys(.tab, .down, label: "tab/↓", help: "next field", send: .focusMoved(1)),
            .hidden(.backTab, .up, send: .focusMoved(-1)),
            .keys(.escape, help: "cancel", send: .app(.back)),
            fieldKeys(),
        ]
    }

    // MARK: - Forgot PIN

    static func forgotPINBody(_ state: State, into frame: inout Frame, area: Rect) {
        let width = min(area.width, 60)
        let box = area.centered(Size(width: width, height: min(area.height, 9)))
        let inside = frame.box(box, title: "Forgot PIN", style: Style(foreground: Theme.accent))
        guard inside.height >= 5 else { return }
        let text = inside.insetBy(dx: 2, dy: 0)
        frame.text("Enter your email to see your PIN.", in: text.row(1), style: .plain.dimmed)
        field("Email", text: state.app.forgotPIN.email, placeholder: "name@example.com", focused: true, labelWidth: 7,
              fieldWidth: max(8, text.width - 7), isInvalid: state.app.forgotPIN.error != nil, into: &frame, row: text.row(3))
        if let employee = state.app.forgotPIN.found {
            frame.line([Span("\(employee.fullName)'s PIN is "), Span(employee.pin.digits, style: Style(foreground: Theme.accent, bold: true))], in: text.row(5))
        } else if state.app.forgotPIN.isSearching {
            frame.text("Looking…", in: text.row(5), style: .plain.dimmed)
        }
    }

    static func forgotPINKeys(_ state: State) -> [KeyBinding<Action>] {
        [
            .keys(.enter, help: "find my PIN", send: .app(.forgotPIN(.searchPressed))),
            .keys(.escape, help: "back", send: .app(.back)),
            fieldKeys(),
        ]
    }

    // MARK: - Employees

    static func employeesBody(_ state: State, into frame: inout Frame, area: Rect) {
        let list = state.app.employees
        if let placeholder = list.placeholder, placeholder.kind == .loading {
            centered([(placeholder.title, .plain.dimmed)], into: &frame, area: area)
            return
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let table = Table(
            columns: [
                Table.Column("Name", width: .flexible(minimum: 12)),
                Table.Column("Email", width: .flexible(minimum: 10)),
                Table.Column("Hired", width: .fixed(10)),
                Table.Column("Cart", width: .fixed(10), alignment: .trailing),
            ],
            rowCount: list.items.count, selection: state.employeesCursor,
            emptyText: "\(EmployeesFeature.wording.empty): n creates one."
        )
        table.render(into: &frame, in: area) { row, column in
            let employee = list.items[row]
            switch column {
            case 0: return [Span("\(employee.firstName) \(employee.lastName)", style: .plain.bolded)]
            case 1: return [Span(employee.email ?? "—", style: employee.email == nil ? .plain.dimmed : .plain)]
            case 2: return [Span(formatter.string(from: employee.hireDate))]
            default: return [Span(employee.cartQuantity > 0 ? bottles(employee.cartQuantity) : "—", style: employee.cartQuantity > 0 ? .plain : .plain.dimmed)]
            }
        }
    }
}
