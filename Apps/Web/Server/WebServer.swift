import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import Presentation
import ServiceLifecycle

/// kiosk-web's HTTP server: Hummingbird with one router, the middleware that every request
/// passes (security headers → session → error pages → forms and CSRF), the shared routes (home,
/// static files, events) and each app's route table; connections bounded (`ConnectionCap`)
/// and closed when idle, and one watcher of the database for every open page (`LiveChanges`).
enum WebServer {
    /// The apps with pages, in the order their routes are registered.
    static var apps: [any AppRoutes.Type] { [WineRoutes.self, PizzaRoutes.self, CountersRoutes.self] }

    /// How long a shutdown waits for requests in flight before cancelling them.
    static let shutdownGracePeriod = Duration.seconds(1)

    /// Connections past the cap that are still accepted (and answered 503) before the server
    /// stops accepting until some close: the kernel's queue holds the rest.
    static let refusedConnectionsAccepted = 32

    /// Builds the application.
    ///
    /// - Parameters:
    ///   - sessions: the session table the routes use (tests keep a reference to look inside).
    ///   - cap: the connections' bound.
    ///   - onRunning: called with the bound port once the server listens.
    static func buildApplication(
        host: String, port: Int, pages: WebPages, sessions: SessionTable, cap: ConnectionCap, logger: Logger,
        onRunning: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        let router = WebRouter()
        // NB: the routes are noted before the error pages are built on them, and middleware
        // must be added before the routes it wraps: the table is filled through a second
        // router that only notes addresses.
        let table = routeTable(pages: pages, sessions: sessions)
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: SessionMiddleware(sessions: sessions))
        router.add(middleware: ErrorPageMiddleware(pages: pages, routes: table))
        router.add(middleware: FormMiddleware(limit: pages.limits.maximumBodyBytes))
        register(on: router, pages: pages, sessions: sessions)
        let idle = TimeAmount.nanoseconds(Int64(pages.limits.idleConnectionTimeout.timeInterval * 1_000_000_000))
        return Application(
            router: router.router,
            server: .init { responder in
                CappedHTTP1Channel(base: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: idle)), cap: cap)
            },
            configuration: .init(
                address: .hostname(host, port: port), serverName: "kiosk-web",
                availableConnectionsDelegate: MaximumAvailableConnections(cap.limit + refusedConnectionsAccepted, logger: logger)
            ),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    /// Every route: home, static files, events and each app's pages.
    private static func register(on router: WebRouter, pages: WebPages, sessions: SessionTable) {
        HomeRoutes.register(on: router, pages: pages, paths: Dictionary(uniqueKeysWithValues: apps.map { ($0.app, $0.path) }))
        StaticRoutes.register(on: router, assets: pages.assets)
        EventRoutes.register(on: router, sessions: sessions, limit: pages.limits.maximumEventStreamsInAll)
        for app in apps { app.register(on: router, pages: pages) }
    }

    /// The addresses and methods `register` adds, noted on a router that is never run.
    private static func routeTable(pages: WebPages, sessions: SessionTable) -> RouteTable {
        let notes = WebRouter()
        register(on: notes, pages: pages, sessions: sessions)
        return notes.routes
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
    static func run(host: String, port: Int, apps: WebApps, limits: WebLimits, clock: Clock, logger: Logger,
                    onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        let pages = try await WebPages.load(limits: limits)
        let sessions = await SessionTable(limits: limits, clock: clock, apps: apps)
        let live = await LiveChanges(sessions: sessions, token: apps.changes, interval: limits.changePollInterval)
        await live.start()
        let cap = ConnectionCap(limit: limits.maximumConnections)
        let application = buildApplication(host: host, port: port, pages: pages, sessions: sessions, cap: cap, logger: logger, onRunning: onRunning)
        try await serviceGroup(running: application, handlingSignals: true, logger: logger).run()
        await live.stop()
        await sessions.closeAll()
    }

    /// Starts a server in this process on `127.0.0.1` and a free port, and returns once it
    /// accepts connections: for tests. Stop it with `RunningWebServer.stop()`.
    ///
    /// - Parameters:
    ///   - clock: the time that expires sessions (a test's clock).
    ///   - makeToken: session ids and CSRF tokens (random unless a test decides).
    static func start(apps: WebApps, limits: WebLimits = WebLimits(), clock: Clock = .live,
                      makeToken: (@Sendable () -> String)? = nil) async throws -> RunningWebServer {
        var logger = Logger(label: "kiosk-web")
        logger.logLevel = .critical
        let pages = try await WebPages.load(limits: limits)
        let sessions = await SessionTable(limits: limits, clock: clock, apps: apps, makeToken: makeToken ?? { RandomToken.make() })
        let live = await LiveChanges(sessions: sessions, token: apps.changes, interval: limits.changePollInterval)
        await live.start()
        let cap = ConnectionCap(limit: limits.maximumConnections)
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let application = buildApplication(host: "127.0.0.1", port: 0, pages: pages, sessions: sessions, cap: cap, logger: logger) { port in
            portContinuation.yield(port)
            portContinuation.finish()
        }
        let group = serviceGroup(running: application, handlingSignals: false, logger: logger)
        let task = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            task.cancel()
            try await task.value
            await live.stop()
            throw WebError.internalError("the server ended before it listened")
        }
        return RunningWebServer(port: port, sessions: sessions, live: live, cap: cap, group: group, task: task)
    }
}
