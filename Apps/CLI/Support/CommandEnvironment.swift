import Composition
import Presentation
import Synchronization

/// The shared environments of the command a `kiosk` process runs, kept until the process exits.
///
/// NB: never released. Releasing an environment after the command's output tore down what the
/// exit tears down anyway: GRDB unregistering its queue from NotificationCenter (that center's
/// first use in the process), SQLite checkpointing an empty WAL and deleting the -wal and -shm
/// files the next command creates again, the transport stopping its thread; a millisecond of
/// `kiosk wine catalog`, measured. `end()` gives the databases what must still reach them.
enum CommandEnvironment {
    private static let kept = Mutex<[AppEnvironment]>([])

    /// The environment `options` resolve to, with one SQLite connection, kept until the exit.
    ///
    /// - Throws: as `makeEnvironment(configuration:)`, and `AppError.validation` for options
    ///   that resolve to no configuration.
    static func make(_ options: GlobalOptions) throws -> AppEnvironment {
        keep(try makeEnvironment(configuration: try configuration(options), connections: .single))
    }

    /// The configuration `options` resolve to; with `--verbose`, the command's SQL statements
    /// are logged too.
    static func configuration(_ options: GlobalOptions) throws -> KioskConfiguration {
        var configuration = try options.configuration()
        configuration.logsStatements = options.verbose
        return configuration
    }

    /// Keeps `environment` until the process exits (an app's own `make`, such as the Wine
    /// Club's `makeCheckingWine`, builds it its way).
    static func keep(_ environment: AppEnvironment) -> AppEnvironment {
        kept.withLock { $0.append(environment) }
        return environment
    }

    /// Readies every kept environment for the process's exit; `KioskMain` calls it once the
    /// command has ended, however it ended.
    static func end() {
        for environment in kept.withLock({ $0 }) {
            environment.prepareForExit()
        }
    }
}
