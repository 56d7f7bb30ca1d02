import ArgumentParser
import Composition
import Foundation
import FrontEndSupport
import Presentation

/// `kiosk-web`: the browser front end, for the kiosks' touch screens.
struct KioskWeb: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-web",
        abstract: "The browser front end of Kiosk.",
        discussion: """
        Serves the home page and the apps as web pages on http://HOST:PORT/ (127.0.0.1:8080 by
        default; --port 0 picks a free port). The first line on stdout is the address:
        `kiosk-web listening on http://127.0.0.1:PORT`. Endpoints and the data directory are
        resolved as for `kiosk` (see `kiosk --help`). SIGINT and SIGTERM stop it.
        """,
        version: KioskVersion.current
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: ArgumentHelp("The most connections open at once; more are answered 503 (lowered to the descriptor limit less 128).", valueName: "n"))
    var maxConnections = WebLimits().maximumConnections

    @Option(help: ArgumentHelp("Seconds a keep-alive connection may stay idle before it is closed.", valueName: "seconds"))
    var idleTimeout = Int(WebLimits().idleConnectionTimeout.components.seconds)

    // NB: the same --data-dir, --server, --database, --kiosk and --verbose as kiosk and kiosk-tui.
    @OptionGroup var options: KioskOptions

    /// Reads the line as every Kiosk program does (`SingleCommandLine`: `--port -5` is a
    /// value, an empty value a usage error, a refusal names the option and its rule), then runs.
    static func main() async {
        await SingleCommandLine.main(Self.self)
    }

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard !host.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--host must name an address") }
        guard maxConnections >= 1 else { throw ValidationError("--max-connections must be at least 1") }
        guard (1...3600).contains(idleTimeout) else { throw ValidationError("--idle-timeout must be between 1 and 3600 seconds") }
    }

    func run() async throws {
        let environment: AppEnvironment
        do {
            let configuration = try options.configuration()
            environment = try makeEnvironment(configuration: configuration)
        } catch let error as AppError {
            FileHandle.standardError.write(Data("kiosk-web: \(error.message)\n".utf8))
            throw ExitCode(error.exitCode)
        }
        let host = self.host
        var limits = WebLimits()
        limits.maximumConnections = maxConnections
        limits.idleConnectionTimeout = .seconds(idleTimeout)
        do {
            try await WebServer.run(
                host: host, port: port, apps: WebApps(environment), limits: limits, clock: environment.clock,
                logger: environment.logger
            ) { port in
                // NB: one write, flushed: scripts wait for this line to learn the port.
                FileHandle.standardOutput.write(Data("kiosk-web listening on http://\(Self.urlHost(host)):\(port)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("kiosk-web: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// `host` as it goes in a URL (an IPv6 address in brackets).
    static func urlHost(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }
}
