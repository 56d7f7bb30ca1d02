import Composition
import Foundation
import Presentation

/// Runs one `kiosk wine` command: builds the environment, checks the wine.com API alongside
/// the command's own work, and afterwards says on stderr when the API cannot be used.
enum WineSession {
    /// Runs `body` with the Wine Club.
    ///
    /// - Parameter checkService: whether to check the API (the `import` command reports the
    ///   API's failure as its own error instead).
    static func run(_ options: GlobalOptions, checkService: Bool = true, fields: [String: String] = [:],
                    _ body: @escaping (WineEnvironment) async throws -> Void) async throws {
        try await run(options, checkService: checkService, fields: fields) { wine, _ in try await body(wine) }
    }

    /// Runs `body` with the Wine Club and the shared environment (for its pictures).
    ///
    /// - Parameter fields: the command's flags for the fields errors name.
    static func run(_ options: GlobalOptions, checkService: Bool = true, fields: [String: String] = [:],
                    _ body: @escaping (WineEnvironment, AppEnvironment) async throws -> Void) async throws {
        try await reportingFailures(json: options.json, fields: fields) {
            let environment = try makeEnvironment(configuration: try options.configuration())
            let wine = environment.wine()
            let check: Task<AppError?, Never>? = checkService ? Task { await wine.checkService() } : nil
            do {
                try await body(wine, environment)
            } catch {
                await warn(check)
                throw error
            }
            await warn(check)
        }
    }

    private static func warn(_ check: Task<AppError?, Never>?) async {
        guard let problem = await check?.value else { return }
        Output.warn("kiosk: warning: \(problem.message) (working from the local database)")
    }

    /// Parses a wine id argument.
    ///
    /// - Throws: `AppError.validation(field: "id", …)` for anything but a positive whole number.
    static func wineID(_ text: String) throws -> Int {
        guard let id = Int(text.trimmingCharacters(in: .whitespaces)), id > 0 else {
            throw AppError.validation(field: "id", rule: "must be a wine id, a whole number above 0 (got \"\(text)\")")
        }
        return id
    }
}
