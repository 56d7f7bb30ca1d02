import Composition
import Foundation
import Presentation

/// Runs one `kiosk wine` command: builds the environment, checks the wine.com API alongside
/// the command's own work, and afterwards says on stderr when the API cannot be used.
///
/// The check never holds up a command whose work is local: once the work is done it gets what
/// is left of `serviceCheckBudget` from the start, then the command ends with "did not answer
/// within 300 ms" (a hanging wine.com used to add the check's whole 3 s to `kiosk wine catalog`).
enum WineSession {
    /// How long a command waits, from its start, for the service check.
    static let serviceCheckBudget: Duration = .milliseconds(300)

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
            let deadline = ContinuousClock.now + serviceCheckBudget
            // NB: the check starts before the database opens (see `startingServiceCheck`).
            let (environment, check): (AppEnvironment, Task<AppError?, Never>?) = checkService
                ? try CommandEnvironment.makeCheckingWine(options)
                : (try CommandEnvironment.make(options), nil)
            let wine = environment.wine()
            do {
                // NB: every command is a use of the sign-in, and one after `--idle-sign-out`
                // finds it ended, as the kiosk's screen would.
                if let lapsed = try wine.keepSignedIn() {
                    Output.warn("kiosk: \(wine.idleSignOut.signedOutText(lapsed)) Sign in again: kiosk wine login")
                }
                try await body(wine, environment)
            } catch {
                await warn(check, by: deadline)
                throw error
            }
            await warn(check, by: deadline)
        }
    }

    /// Says on stderr what the check found, or that it found nothing by `deadline` (and stops it).
    private static func warn(_ check: Task<AppError?, Never>?, by deadline: ContinuousClock.Instant) async {
        guard let check else { return }
        let timer = Task {
            // NB: cancelling the check ends its transfer (the transport honours cancellation),
            // so `check.value` below returns at the deadline.
            try await Task.sleep(until: deadline, clock: .continuous)
            check.cancel()
        }
        let problem = await check.value
        let timedOut = check.isCancelled
        timer.cancel()
        if timedOut {
            Output.warn("kiosk: warning: wine.com did not answer within \(Int(serviceCheckBudget / .milliseconds(1))) ms (working from the local database)")
        } else if let problem {
            Output.warn("kiosk: warning: \(problem.message) (working from the local database)")
        }
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
