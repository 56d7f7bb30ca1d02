import Foundation
import Hummingbird
import Logging
import Presentation
import ServiceLifecycle

/// kiosk-web's HTTP server: Hummingbird with one router, the middleware that every request
/// passes (security headers → session → error pages → forms and CSRF), the shared routes (home,
/// static files, events) and each app's route table.
enum WebServer {
    /// The apps with pages, in the order their routes are registered.
    static var apps: [any AppRoutes.Type] { [WineRoutes.self, PizzaRoutes.self, CountersRoutes.self] }

    /// How long a shutdown waits for requests in flight before cancelling them.
    static let shutdownGracePeriod = Duration.seconds(1)

    /// Builds the application.
    ///
    /// - Parameters:
    ///   - sessions: the session table the routes use (tests keep a reference to look inside).
    ///   - onRunning: called with the bound port once the server listens.
    static func buildApplication(
        host: String, port: Int, pages: WebPages, sessions: SessionTable, logger: Logger,
        onRunning: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        let router = Router(context: WebRequestContext.self)
        // NB: middleware must be added before the routes it wraps.
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: SessionMiddleware(sessions: sessions))
        router.add(middleware: ErrorPageMiddleware(pages: pages))
        router.add(middleware: FormMiddleware(limit: pages.limits.maximumBodyBytes))
        HomeRoutes.register(on: router, pages: pages, paths: Dictionary(uniqueKeysWithValues: apps.map { ($0.app, $0.path) }))
        StaticRoutes.register(on: router, assets: pages.assets)
        EventRoutes.register(on: router)
        for app in apps { app.register(on: router, pages: pages) }
        return Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "kiosk-web"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    /// The service group running `application`: graceful shutdown on SIGTERM and SIGINT when
    /// `handlingSignals` (event streams end at once; see `EventRoutes`), escalated to
    /// cancellation after `shutdownGracePeriod`.
    static func serviceGroup(running application: some ApplicationProtocol, handlingSignals: Bool, logger: Logger) -> ServiceGroup {
        var configuration = ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: handlingSignals ? [.sigterm, .sigint] : [], logger: logger)
        configuration.maximumGracefulShutdownDuration = shutdownGracePeriod
        return ServiceGroup(configuration: configuration)
    }

    /// Runs until SIGINT or SIGTERM.
    ///
    /// - Parameter onRunning: called with the bound port once the server listens.
    static func run(host: String, port: Int, apps: WebApps, limits: WebLimits, now: @escaping @Sendable () -> Date, logger: Logger,
                    onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        let pages = try await WebPages.load(limits: limits)
        let sessions = await SessionTable(limits: limits, now: now, apps: apps)
        let application = buildApplication(host: host, port: port, pages: pages, sessions: sessions, logger: logger, onRunning: onRunning)
        try await serviceGroup(running: application, handlingSignals: true, logger: logger).run()
        await sessions.closeAll()
    }

    /// Starts a server in this process on `127.0.0.1` and a free port, and returns once it
    /// accepts connections: for tests. Stop it with `RunningWebServer.stop()`.
    ///
    /// - Parameters:
    ///   - now: the time that expires sessions (a test's clock).
    ///   - makeToken: session ids and CSRF tokens (random unless a test decides).
    static func start(apps: WebApps, limits: WebLimits = WebLimits(), now: @escaping @Sendable () -> Date = { Date() },
                      makeToken: (@Sendable () -> String)? = nil) async throws -> RunningWebServer {
        var logger = Logger(label: "kiosk-web")
        logger.logLevel = .critical
        let pages = try await WebPages.load(limits: limits)
        let sessions = await SessionTable(limits: limits, now: now, apps: apps, makeToken: makeToken ?? { RandomToken.make() })
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let application = buildApplication(host: "127.0.0.1", port: 0, pages: pages, sessions: sessions, logger: logger) { port in
            portContinuation.yield(port)
            portContinuation.finish()
        }
        let group = serviceGroup(running: application, handlingSignals: false, logger: logger)
        let task = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            task.cancel()
            try await task.value
            throw WebError.internalError("the server ended before it listened")
        }
        return RunningWebServer(port: port, sessions: sessions, group: group, task: task)
    }
}
