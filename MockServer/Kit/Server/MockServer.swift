import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// The recorded-fixture mock server: one Hummingbird application serving all three APIs at
/// their original paths, plus an admin API under `/__admin`.
public enum MockServer {
    /// Builds the application for `configuration`.
    ///
    /// - Parameter onRunning: called with the bound port once the server listens.
    public static func buildApplication(
        configuration: MockServerConfiguration,
        logger: Logger = Logger(label: "kiosk-mock"),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        try buildApplication(service: MockService(configuration: configuration), configuration: configuration, logger: logger, onRunning: onRunning)
    }

    static func buildApplication(
        service: MockService,
        configuration: MockServerConfiguration,
        logger: Logger,
        onRunning: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        Application(
            responder: MockResponder(service: service),
            server: HTTPServerBuilder { responder in MockHTTP1Channel(responder: responder, service: service, serverName: serverName) },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: serverName),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger
        )
    }

    /// The `Server` header of every answer.
    static let serverName = "kiosk-mock"

    /// How long a shutdown waits for requests in flight before cancelling them.
    ///
    /// A request can be held indefinitely: a latency fault of minutes, a client that sent half
    /// a body and went quiet. Graceful shutdown alone would wait for them (SIGTERM seemingly
    /// ignored); after this grace period they are cancelled, so the mock exits within about a
    /// second whatever its clients do. (A record-mode request waiting on its upstream cannot be
    /// cancelled: it ends with the upstream's answer or its 30 s timeout.)
    public static let shutdownGracePeriod = Duration.milliseconds(500)

    /// The service group running `application`: graceful shutdown (on SIGTERM and SIGINT when
    /// `handlingSignals`), escalated to cancellation after `shutdownGracePeriod`.
    static func serviceGroup(running application: some ApplicationProtocol, handlingSignals: Bool, logger: Logger) -> ServiceGroup {
        var configuration = ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: handlingSignals ? [.sigterm, .sigint] : [], logger: logger)
        configuration.maximumGracefulShutdownDuration = shutdownGracePeriod
        // NB: no limit on the cancellation itself: ServiceLifecycle enforces one with a
        // `fatalError`, and a record-mode request blocked on its upstream (on a thread of its
        // own, up to 30 s) cannot be cancelled; a crash would take a whole test run with it.
        return ServiceGroup(configuration: configuration)
    }

    /// Builds and runs the application until SIGINT or SIGTERM.
    public static func run(
        configuration: MockServerConfiguration,
        logger: Logger = Logger(label: "kiosk-mock"),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let application = try buildApplication(configuration: configuration, logger: logger, onRunning: onRunning)
        do {
            try await serviceGroup(running: application, handlingSignals: true, logger: logger).run()
        } catch {
            throw listeningError(error, configuration: configuration)
        }
    }

    /// `error` as a `MockServerError` naming the address when the server could not listen on
    /// it (NIO's is `bind(descriptor:ptr:bytes:): Address already in use (errno: 98)`), else
    /// `error` itself.
    static func listeningError(_ error: any Error, configuration: MockServerConfiguration) -> any Error {
        guard let failure = error as? IOError else { return error }
        let address = configuration.host.contains(":") ? "[\(configuration.host)]:\(configuration.port)" : "\(configuration.host):\(configuration.port)"
        switch failure.errnoCode {
        case EADDRINUSE: return MockServerError.addressInUse(address)
        case EACCES: return MockServerError.cannotListen(address, reason: "permission denied (a port under 1024 needs privileges)")
        case EADDRNOTAVAIL: return MockServerError.cannotListen(address, reason: "\(configuration.host) is not an address of this machine")
        default: return error
        }
    }

    /// Starts a server in this process and returns once it accepts connections: for tests and
    /// benchmarks. Stop it with `RunningMockServer.stop()`.
    ///
    /// - Parameter preloaded: fixtures loaded once for many servers (see `MockFixtures`).
    public static func start(configuration: MockServerConfiguration = .init(port: 0), preloaded: MockFixtures? = nil) async throws -> RunningMockServer {
        var logger = Logger(label: "kiosk-mock")
        logger.logLevel = .critical
        let service = try MockService(configuration: configuration, preloaded: preloaded)
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let application = buildApplication(service: service, configuration: configuration, logger: logger) { port in
            portContinuation.yield(port)
            portContinuation.finish()
        }
        let group = serviceGroup(running: application, handlingSignals: false, logger: logger)
        let task = Task {
            // NB: a server that ends before it listens (its port in use) ends the wait for the port.
            defer { portContinuation.finish() }
            try await group.run()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            task.cancel()
            do { try await task.value } catch { throw listeningError(error, configuration: configuration) }
            throw MockServerError.didNotStart
        }
        return RunningMockServer(port: port, host: configuration.host, service: service, group: group, task: task)
    }
}

/// A mock server running in this process.
public final class RunningMockServer: Sendable {
    /// The bound port.
    public let port: Int
    /// The base URL, `http://127.0.0.1:PORT`.
    public let baseURL: URL
    /// What it serves: tests look at the simulations' state and the journal through it.
    public let service: MockService
    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    init(port: Int, host: String, service: MockService, group: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.baseURL = URL(string: "http://\(host):\(port)")!
        self.service = service
        self.group = group
        self.task = task
    }

    /// Shuts the server down gracefully and waits until it has.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = try? await task.value
    }
}

/// Why the mock server could not run.
public enum MockServerError: Error, Equatable, CustomStringConvertible {
    /// The server ended before it bound its port.
    case didNotStart
    /// Another process listens on the address (`127.0.0.1:8765`).
    case addressInUse(String)
    /// The address cannot be listened on, and why.
    case cannotListen(String, reason: String)

    /// One line saying what happened and what to do.
    public var description: String {
        switch self {
        case .didNotStart:
            "the server ended before it listened"
        case let .addressInUse(address):
            "\(address) is already in use (another kiosk-mock?): stop that process, or choose another port with --port (--port 0 picks a free one)"
        case let .cannotListen(address, reason):
            "cannot listen on \(address): \(reason); choose another --host or --port"
        }
    }
}
