import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback port that refuses connections: a socket bound to it that never listens. Holding
/// the socket keeps any other process from taking the port while the test runs, so "connection
/// refused" is certain, unlike with a port that was free a moment ago.
final class RefusingPort {
    /// `http://127.0.0.1:PORT`.
    let baseURL: URL
    private let descriptor: Int32

    /// Binds a socket to a free loopback port.
    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        self.descriptor = descriptor
        baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
    }

    deinit {
        close(descriptor)
    }
}
