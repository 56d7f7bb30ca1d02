import Foundation
import Logging

/// `HTTPTransport` over libcurl.
///
/// Every transfer runs on one multi handle driven by a thread of its own (`CurlMultiDriver`), so
/// many requests can be in flight at once without holding a thread of Swift's cooperative pool,
/// and connections (and DNS answers) are reused across requests to the same host.
///
/// Per request: connect and total timeouts from `HTTPRequest.timeout`, at most
/// `maximumRedirects` redirects (http and https only), every content encoding libcurl decodes,
/// TLS verified against the system's trust store, and the standard proxy variables
/// (`http_proxy`, `https_proxy`, `no_proxy`, …) honoured, all libcurl's defaults. Cancelling the
/// calling task removes the transfer at once and throws `TransportError.cancelled`.
///
/// Each request is logged at debug level: method, URL with secrets redacted, status, size and
/// duration. Headers are never logged, so `Authorization` never reaches the log.
public final class CurlTransport: HTTPTransport {
    /// The most redirects one request follows before failing.
    public static let maximumRedirects = 5

    private let driverLock = NSLock()
    /// `nil` until the first request starts the driver; then the driver, or `.some(nil)` when
    /// libcurl could not make one. Under `driverLock`.
    nonisolated(unsafe) private var startedDriver: CurlMultiDriver??
    /// The probes of hosts under way while no request has loaded libcurl, by `host:port`. Under
    /// `driverLock`.
    nonisolated(unsafe) private var probes: [String: Task<ConnectionProbe.Outcome, Never>] = [:]
    private let userAgent: String
    private let connectTimeout: Duration
    private let maximumResponseSize: Int
    private let logger: Logger

    /// A transport with its own connection pool and thread, both started by the first request.
    ///
    /// NB: started lazily, libcurl's global set-up (OpenSSL's, reading its configuration) and
    /// the thread happen in the first request's task, beside a command's own work, instead of
    /// before it: `kiosk wine catalog` reads the database while its service check starts curl.
    ///
    /// - Parameters:
    ///   - userAgent: the `User-Agent` of every request, such as `kiosk/0.1.0`.
    ///   - logger: where each request is logged, at debug level.
    ///   - connectTimeout: the most a connection may take to open, capped by each request's
    ///     total timeout.
    ///   - maximumResponseSize: the largest body accepted; a larger one fails the request
    ///     instead of exhausting memory.
    public init(
        userAgent: String,
        logger: Logger,
        connectTimeout: Duration = .seconds(10),
        maximumResponseSize: Int = 64 << 20
    ) {
        self.userAgent = userAgent
        self.connectTimeout = connectTimeout
        self.maximumResponseSize = maximumResponseSize
        self.logger = logger
    }

    deinit {
        driverLock.lock()
        let started = startedDriver
        driverLock.unlock()
        started??.stop()
    }

    /// The driver, started by the first call.
    private var driver: CurlMultiDriver? {
        driverLock.lock()
        defer { driverLock.unlock() }
        if let started = startedDriver { return started }
        let driver = CurlMultiDriver(name: "kiosk.curl")
        startedDriver = .some(driver)
        return driver
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let started = ContinuousClock.now
        // NB: the messages are autoclosures, so nothing is redacted or formatted unless debug
        // logging is on.
        do {
            let (response, redirects) = try await perform(request)
            let elapsed = ContinuousClock.now - started
            logger.debug("\(Self.label(request)) → \(response.status), \(response.body.count) bytes in \(Self.format(elapsed))\(Self.redirects(redirects))")
            return response
        } catch {
            let elapsed = ContinuousClock.now - started
            logger.debug("\(Self.label(request)) failed in \(Self.format(elapsed)): \(error)")
            throw error
        }
    }

    /// What a plain connect found for `request`'s host, asked while no request has loaded
    /// libcurl (`ConnectionProbe`); concurrent first requests to one host share one probe.
    private func probe(for request: HTTPRequest) async -> ConnectionProbe.Outcome {
        guard let probe = ConnectionProbe(url: request.url) else { return .unknown }
        if driverLock.withLock({ startedDriver == nil }), let outcome = probe.immediateOutcome() { return outcome }
        let key = "\(probe.host):\(probe.port)"
        let timeout = min(connectTimeout, request.timeout)
        let task: Task<ConnectionProbe.Outcome, Never>? = driverLock.withLock {
            guard startedDriver == nil else { return nil }
            let task = probes[key] ?? Task { await probe.connect(within: timeout) }
            probes[key] = task
            return task
        }
        guard let task else { return .unknown }
        let outcome = await ConnectionProbe.outcome(of: task)
        // NB: a refusal is an answer for now, not for good: a later request probes again.
        driverLock.withLock {
            if probes[key] == task { probes[key] = nil }
        }
        return outcome
    }

    private func perform(_ request: HTTPRequest) async throws -> (HTTPResponse, redirects: Int) {
        // NB: until a request has loaded libcurl, a host nothing answers at is found out with a
        // plain connect, without loading it; a connection that opens becomes libcurl's first.
        var opened: OpenedConnection?
        switch await probe(for: request) {
        case let .refused(error): throw error
        case let .opened(connection): opened = connection
        case .unknown: break
        }
        guard let driver else { throw TransportError.other("libcurl could not start") }
        guard !Task.isCancelled else { throw TransportError.cancelled }
        let transfer = try CurlTransfer(
            request: request,
            userAgent: userAgent,
            connectTimeout: connectTimeout,
            maximumBodySize: maximumResponseSize,
            opened: opened
        )
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.continuation = continuation
                driver.submit(transfer)
            }
        } onCancel: {
            driver.cancel(transfer)
        }
    }

    private static func label(_ request: HTTPRequest) -> String {
        "\(request.method.rawValue) \(LogRedaction.redacted(request.url))"
    }

    private static func redirects(_ count: Int) -> String {
        count == 0 ? "" : " after \(count) redirect\(count == 1 ? "" : "s")"
    }

    private static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%.1f ms", milliseconds)
    }
}
