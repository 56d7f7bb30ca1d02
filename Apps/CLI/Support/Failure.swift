import ArgumentParser
import FrontEndSupport
import Presentation

/// Runs a command body and turns an `AppError` into its one-line message on stderr and the
/// exit status fixed for it. Any other error is a bug: exit 1, still without a stack trace.
///
/// - Parameters:
///   - fields: the command's own names for the fields errors name where they differ from the
///     field's (`"oldPIN": "--old"`); any other field is named as the command declares it
///     (`firstName` → `--first-name`, `id` → `<id>`), so a message names what the person typed
///     (`--json`'s `field` keeps the field's name).
///   - hint: a command's own advice for an error (its flag that goes on), added to the message.
func reportingFailures(json: Bool, fields: [String: String] = [:], hint: (AppError) -> String? = { _ in nil }, _ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let error as AppError {
        // NB: the message names the flag the person typed; `--json`'s `field` stays the field's
        // own name, the same whichever front end or command reports it.
        var names = fields
        // NB: a rule names its field (`limit`, `id`); the person typed `--limit` or gave `<id>`.
        if let field = error.field ?? error.leadingField, names[field] == nil, let typed = DeclaredArguments.ofThisProcess.name(ofField: field) {
            names[field] = typed
        }
        let message = [error.renamingField(names).message, hint(error)].compactMap { $0 }.joined(separator: " ")
        Output.warn("kiosk: \(message)")
        if json { try? Output.json(ErrorDocument(error, message: message)) }
        throw ExitCode(error.exitCode)
    } catch let error as ExitCode {
        throw error
    } catch {
        Output.warn("kiosk: unexpected failure: \(error)")
        throw ExitCode(ExitStatus.failure)
    }
}

/// The JSON document printed with `--json` when a command fails, so scripts always get one.
struct ErrorDocument: Encodable {
    struct Body: Encodable {
        let kind: String
        let message: String
        let exitCode: Int32
        let field: String?
    }

    let error: Body

    init(_ error: AppError, message: String? = nil) {
        let kind: String
        var field: String?
        switch error {
        case let .validation(name, _): kind = "validation"; field = name
        case let .conflict(name, _): kind = "conflict"; field = name
        case .notFound: kind = "notFound"
        case .notSignedIn: kind = "notSignedIn"
        case .unavailable: kind = "unavailable"
        case .outcomeUnknown: kind = "outcomeUnknown"
        case .storage: kind = "storage"
        case .unexpected: kind = "unexpected"
        }
        self.error = Body(kind: kind, message: message ?? error.message, exitCode: error.exitCode, field: field)
    }

    /// A failure that is not an `AppError`: a command line that does not parse (kind `usage`).
    init(kind: String, message: String, exitCode: Int32, field: String?) {
        error = Body(kind: kind, message: message, exitCode: exitCode, field: field)
    }
}
