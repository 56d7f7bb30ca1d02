import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback port that refuses every connection for as long as this value lives: a socket bound
/// to it that never listens.
///
/// NB: not a server's port after `stop()`: a port let go is free for the next server any test
/// starts, and a refused connection expected there met a server that never answered (a 30 s
/// timeout instead of "unreachable").
public final class RefusingPort: Sendable {
    /// The port.
    public let port: Int
    private let descriptor: Int32

    /// Binds a socket to a free loopback port without listening on it.
    ///
    /// - Throws: `LoopbackServerError` when the socket cannot be bound.
    public init() throws {
        let bound = try Self.bindLoopback()
        descriptor = bound.descriptor
        port = bound.port
    }

    /// A TCP socket bound to 127.0.0.1 and a port the system chose, not yet listening: the socket
    /// and the port (for `LoopbackHTTPServer` too).
    static func bindLoopback() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackServerError(call: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, named == 0 else {
            let error = LoopbackServerError(call: "bind")
            close(descriptor)
            throw error
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    deinit {
        close(descriptor)
    }

    /// `http://127.0.0.1:<port>` followed by `target`.
    public func url(_ target: String = "/") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(target.hasPrefix("/") ? target : "/" + target)")!
    }
}
