import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether anything accepts a TCP connection at a URL's host and port, asked by `CurlTransport`
/// before its first request loads libcurl.
///
/// Loading libcurl maps some thirty libraries (OpenSSL, GnuTLS, Kerberos, LDAP, …) and reads
/// OpenSSL's configuration: several milliseconds on every `kiosk wine` command, whose check of
/// wine.com runs beside its local work. At a counter that is offline that was all spent to learn
/// that nothing listens. A plain connect answers that first; a connection that opens goes on to
/// libcurl as its own first connection there (`OpenedConnection`), so the server sees no more
/// connections than before.
///
/// The probe says `unreachable` only when libcurl would say the same without having sent a byte:
/// the host has no address, or every address refused or had no route. Anything else (a
/// connection that opens, no answer within the timeout, an error it does not know) leaves the
/// request to libcurl. It is not asked when a proxy is configured, since libcurl would connect to
/// the proxy instead.
struct ConnectionProbe: Sendable {
    /// The host name or address, without the brackets of an IPv6 literal.
    let host: String
    let port: Int

    /// The proxy variables libcurl reads (either case): with any of them set, the probe stays out.
    static let proxyVariables = ["http_proxy", "https_proxy", "all_proxy"]

    /// A probe for `url`'s host and port, or `nil` when it does not apply: not http(s), no
    /// host, or a proxy configured in `environment`.
    init?(url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https", var host = url.host, !host.isEmpty else { return nil }
        for name in Self.proxyVariables where !(environment[name] ?? environment[name.uppercased()] ?? "").isEmpty {
            return nil
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host
        self.port = url.port ?? (scheme == "https" ? 443 : 80)
    }

    /// What a plain connect found.
    enum Outcome: Sendable {
        /// No address of the host accepts a connection: what the request fails with.
        case refused(TransportError)
        /// An address accepted: the connection, for libcurl's first to that address.
        case opened(OpenedConnection)
        /// No answer in time, a cancelled caller, or an error the probe does not judge: libcurl
        /// decides.
        case unknown
    }

    /// Connects to the host's addresses in turn until one accepts, within `timeout` for all.
    ///
    /// NB: the lookup and the connects block, so they run on a thread of their own; a cancelled
    /// caller is answered `.unknown` at once and the thread ends by itself within `timeout`,
    /// closing a connection it opens too late.
    func connect(within timeout: Duration) async -> Outcome {
        let answer = OneAnswer()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.waiting(continuation)
                let probe = self
                let thread = Thread { answer.give(probe.blockingConnect(within: timeout)) }
                thread.name = "kiosk.connect-probe"
                thread.start()
            }
        } onCancel: {
            answer.give(.unknown)
        }
    }

    /// The outcome, found on the calling thread without waiting, when the host is written as a
    /// loopback address (`127.0.0.1`, `[::1]`, as kiosk-mock's default URL is); `nil` for any
    /// other host, which `connect(within:)` probes on a thread of its own.
    ///
    /// On loopback the kernel has answered a connect by the time the call returns (refused, or
    /// accepted by a listener's backlog), so nothing is looked up or waited for: no thread, no
    /// task, which a one-shot command would otherwise start just to learn that nothing listens.
    /// Should the answer not be there yet after all, the connect is left to libcurl.
    func immediateOutcome() -> Outcome? {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let found = list else { return nil }
        defer { freeaddrinfo(list) }
        let info = found.pointee
        guard info.ai_next == nil, Self.isLoopback(info) else { return nil }
        let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(info.ai_family, socketType, info.ai_protocol)
        guard descriptor >= 0 else { return .unknown }
        switch Self.connect(descriptor, info, within: .zero) {
        case .opened:
            let bytes = UnsafeRawBufferPointer(start: info.ai_addr, count: Int(info.ai_addrlen))
            return .opened(OpenedConnection(descriptor: descriptor, address: bytes))
        case let .refused(code):
            close(descriptor)
            return .refused(refusal(code))
        case .unknown:
            close(descriptor)
            return .unknown
        }
    }

    /// Whether `info` is an address of this machine's loopback (127.0.0.0/8 or ::1).
    private static func isLoopback(_ info: addrinfo) -> Bool {
        guard let address = info.ai_addr else { return false }
        switch Int32(info.ai_family) {
        case AF_INET:
            return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt32(bigEndian: $0.pointee.sin_addr.s_addr) >> 24 == 127 }
        case AF_INET6:
            return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                withUnsafeBytes(of: ipv6.pointee.sin6_addr) { $0.elementsEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]) }
            }
        default:
            return false
        }
    }

    /// What a refusal with `code` is reported as: libcurl's own words for it.
    private func refusal(_ code: Int32) -> TransportError {
        .unreachable("Failed to connect to \(host) port \(port): \(String(cString: strerror(code)))")
    }

    /// `task`'s outcome, or `.unknown` as soon as the caller is cancelled (the task goes on).
    static func outcome(of task: Task<Outcome, Never>) async -> Outcome {
        let answer = OneAnswer()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.waiting(continuation)
                Task { answer.give(await task.value) }
            }
        } onCancel: {
            answer.give(.unknown)
        }
    }

    /// The probe itself, blocking.
    func blockingConnect(within timeout: Duration) -> Outcome {
        let deadline = ContinuousClock.now + timeout
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let looked = getaddrinfo(host, String(port), &hints, &list)
        // NB: a lookup that failed for a reason of the machine's own (no memory, a system
        // error) is not an answer about the host.
        guard looked == 0 else {
            return looked == EAI_SYSTEM || looked == EAI_MEMORY ? .unknown : .refused(.unreachable("Could not resolve host: \(host)"))
        }
        defer { freeaddrinfo(list) }
        var lastError: Int32 = ECONNREFUSED
        var address = list
        while let current = address {
            defer { address = current.pointee.ai_next }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return .unknown }
            switch Self.connect(current.pointee, within: remaining) {
            case let .opened(descriptor):
                let bytes = UnsafeRawBufferPointer(start: current.pointee.ai_addr, count: Int(current.pointee.ai_addrlen))
                return .opened(OpenedConnection(descriptor: descriptor, address: bytes))
            case .unknown: return .unknown
            case let .refused(code): lastError = code
            }
        }
        return .refused(refusal(lastError))
    }

    private enum Attempt { case opened(Int32), refused(Int32), unknown }

    /// The errors that mean this address has nothing listening or no way there.
    private static let refusals: Set<Int32> = [ECONNREFUSED, ENETUNREACH, EHOSTUNREACH, EADDRNOTAVAIL, EAFNOSUPPORT]

    private static func connect(_ info: addrinfo, within timeout: Duration) -> Attempt {
        let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(info.ai_family, socketType, info.ai_protocol)
        guard descriptor >= 0 else { return refusals.contains(errno) ? .refused(errno) : .unknown }
        let attempt = connect(descriptor, info, within: timeout)
        if case .opened = attempt { return attempt }
        close(descriptor)
        return attempt
    }

    private static func connect(_ descriptor: Int32, _ info: addrinfo, within timeout: Duration) -> Attempt {
        // NB: a connect that completes at once leaves a socket libcurl 7.88 cannot be given: it
        // connects every socket again (`OpenedConnection`), and that fails on a connected one.
        // Reachable, then, and left to libcurl to connect (TCP on Linux answers EINPROGRESS).
        if Glibc.connect(descriptor, info.ai_addr, info.ai_addrlen) == 0 { return .unknown }
        let started = errno
        guard started == EINPROGRESS else { return refusals.contains(started) ? .refused(started) : .unknown }
        var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        // NB: a zero timeout asks for the answer already there (`immediateOutcome`).
        let milliseconds = timeout <= .zero ? 0 : Int32(min(max(1, (timeout / .milliseconds(1)).rounded(.up)), 600_000))
        guard poll(&waiting, 1, milliseconds) == 1 else { return .unknown }
        var problem: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &problem, &size) == 0 else { return .unknown }
        if problem == 0 { return .opened(descriptor) }
        return refusals.contains(problem) ? .refused(problem) : .unknown
    }
}

/// The first of the answers given, to one waiting continuation.
private final class OneAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<ConnectionProbe.Outcome, Never>?
    private var given: ConnectionProbe.Outcome?

    func waiting(_ continuation: CheckedContinuation<ConnectionProbe.Outcome, Never>) {
        lock.lock()
        if let given {
            lock.unlock()
            continuation.resume(returning: given)
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    func give(_ answer: ConnectionProbe.Outcome) {
        lock.lock()
        guard given == nil else { lock.unlock(); return }
        given = answer
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(returning: answer)
    }
}
