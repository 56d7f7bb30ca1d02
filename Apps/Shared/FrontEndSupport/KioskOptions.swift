import ArgumentParser
import Composition

/// The options every front end takes to find its data and its servers: `--data-dir`,
/// `--server`, `--database`, `--kiosk`, `--idle-sign-out`, `--verbose`. One definition, so `kiosk`, `kiosk-tui` and `kiosk-web` resolve
/// them the same way (`KioskConfiguration.resolve`, then the environment, then defaults).
public struct KioskOptions: ParsableArguments {
    /// `--data-dir DIR`.
    @Option(name: .customLong("data-dir"), help: ArgumentHelp("The directory holding the database.", valueName: "dir"), completion: .directory)
    public var dataDir: String?

    /// `--server URL`.
    @Option(help: ArgumentHelp("The base URL of every API (default http://127.0.0.1:8765).", valueName: "url"))
    public var server: String?

    /// `--database URL`.
    @Option(help: ArgumentHelp(
        "Where shared data lives: postgres://user:password@host:port/db (?sslmode=…) for a database several kiosks share, or sqlite:PATH (default: kiosk.sqlite in the data directory; also KIOSK_DATABASE_URL).",
        valueName: "url"
    ))
    public var database: String?

    /// `--kiosk NAME`.
    @Option(help: ArgumentHelp(
        "This kiosk's name on a shared database: its sign-in and its Nenno's cart are its own (default: KIOSK_NAME, else the host name).",
        valueName: "name"
    ))
    public var kiosk: String?

    /// `--idle-sign-out DURATION`.
    @Option(name: .customLong("idle-sign-out"), help: ArgumentHelp(
        "Sign the Wine Club out after this long without a key, a click or a touch: seconds, or 90s, 2m, 1h; 0 never (default 2m; also KIOSK_IDLE_SIGN_OUT).",
        valueName: "duration"
    ))
    public var idleSignOut: String?

    /// `--verbose` / `-v`.
    @Flag(name: [.customShort("v"), .long], help: "Log every request and other details: on stderr (kiosk-tui: in its --log-file).")
    public var verbose = false

    /// No options given.
    public init() {}

    /// The configuration these options and the process environment resolve to.
    ///
    /// - Throws: `AppError.validation` naming the option or variable whose value is wrong.
    public func configuration() throws -> KioskConfiguration {
        try KioskConfiguration.resolve(dataDir: dataDir, server: server, verbose: verbose, database: database, kiosk: kiosk, idleSignOut: idleSignOut)
    }
}
