import FrontEndSupport
import Imaging

extension GlobalOptions {
    /// These options as `DirectParsing` reads them.
    static var directOptions: [DirectOption<GlobalOptions>] {
        KioskOptions.directOptions.map { $0.lifted(into: \GlobalOptions.kiosk) } + [
            .flag("--json") { $0.json = true },
            .value("--images") { $0.images = try TerminalGraphics.argument($1) },
        ]
    }

    /// These options at their defaults.
    static var directDefaults: GlobalOptions {
        var options = GlobalOptions()
        options.kiosk = KioskOptions.directDefaults
        options.json = false
        options.images = nil
        return options
    }
}

extension KioskOptions {
    /// These options as `DirectParsing` reads them.
    static var directOptions: [DirectOption<KioskOptions>] {
        [
            .value("--data-dir") { $0.dataDir = $1 },
            .value("--server") { $0.server = $1 },
            .value("--database") { $0.database = $1 },
            .value("--kiosk") { $0.kiosk = $1 },
            .value("--idle-sign-out") { $0.idleSignOut = $1 },
            .flag("-v", "--verbose") { $0.verbose = true },
        ]
    }

    /// These options at their defaults.
    static var directDefaults: KioskOptions {
        var options = KioskOptions()
        options.dataDir = nil
        options.server = nil
        options.database = nil
        options.kiosk = nil
        options.idleSignOut = nil
        options.verbose = false
        return options
    }
}
