import Composition
import Foundation
import Presentation

/// Runs one `kiosk wine` command: builds the environment, checks the wine.com API alongside
/// the command's own work, and afterwards says on stderr what the app's probe policy
/// (`WineServiceProbe`) tells the person.
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
            let clock = Clock.live
            let started = clock.now()
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
                // NB: a value the command refused (`--sort --json`, `--limit 0`) says nothing of
                // wine.com: the person hears the rule, not a warning about the service after it.
                if case .validation? = error as? AppError { check?.cancel() } else { await warn(check, startedAt: started, clock: clock) }
                throw error
            }
            await warn(check, startedAt: started, clock: clock)
        }
    }

    /// Says on stderr what the check found, or that it found nothing in time.
    private static func warn(_ check: Task<AppError?, Never>?, startedAt started: Date, clock: Clock) async {
        guard let check, let warning = await WineServiceProbe.warning(of: check, startedAt: started, clock: clock) else { return }
        Output.warn("kiosk: \(warning)")
    }
}
