import CCurl
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection `ConnectionProbe` opened, handed to libcurl as the first connection it makes
/// to the same address, so that asking first costs the server no extra connection.
///
/// A transfer made while the connection is unclaimed installs `install(on:)`'s socket callbacks:
/// the first socket libcurl opens to the connection's address is this one, and libcurl is told it
/// is already connected. A connection libcurl never asks for (it reused another, or chose another
/// address) is closed once the last transfer holding it is gone.
///
/// NB: libcurl 7.88 (Debian 12's) ignores `CURL_SOCKOPT_ALREADY_CONNECTED` and calls `connect()`
/// on the socket anyway (curl issue 10626, fixed in 8.0). The probe's connect was started
/// non-blocking and completed without a second call, so the kernel takes that call as the one
/// that completes it: it answers 0 and opens nothing. A socket connected at once would answer
/// `EISCONN` instead, so the probe never hands one over.
final class OpenedConnection: @unchecked Sendable {
    /// The connected socket, which libcurl owns once it has taken it.
    let descriptor: Int32
    private let address: [UInt8]
    private let lock = NSLock()
    private var taken = false
    private var reported = false

    /// Keeps `descriptor`, connected to `address` (its `sockaddr` bytes).
    init(descriptor: Int32, address: UnsafeRawBufferPointer) {
        self.descriptor = descriptor
        self.address = Array(address)
    }

    deinit {
        if !taken { close(descriptor) }
    }

    /// Whether libcurl has taken the socket.
    var isTaken: Bool {
        lock.lock()
        defer { lock.unlock() }
        return taken
    }

    /// The socket, the first time libcurl opens one to its address; `nil` otherwise.
    func take(for address: UnsafeRawBufferPointer) -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        guard !taken, address.elementsEqual(self.address) else { return nil }
        taken = true
        return descriptor
    }

    /// Whether `socket` is this connection, just taken: libcurl asks once, right after opening.
    func isJustTaken(_ socket: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard taken, !reported, socket == descriptor else { return false }
        reported = true
        return true
    }

    /// Makes `easy` take this connection for its first socket to the same address.
    ///
    /// NB: `context` must stay valid while the handle lives: the transfer holds the connection.
    func install(on easy: UnsafeMutableRawPointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = kiosk_curl_easy_setopt_opensocket_callback(easy, openedConnectionOpenSocket)
        _ = kiosk_curl_easy_setopt_pointer(easy, CURLOPT_OPENSOCKETDATA, context)
        _ = kiosk_curl_easy_setopt_sockopt_callback(easy, openedConnectionSocketOptions)
        _ = kiosk_curl_easy_setopt_pointer(easy, CURLOPT_SOCKOPTDATA, context)
    }
}

/// libcurl's socket-opening callback: the opened connection for its address, else a new socket
/// as libcurl would open it.
private func openedConnectionOpenSocket(_ context: UnsafeMutableRawPointer?, _ purpose: curlsocktype, _ address: UnsafeMutablePointer<curl_sockaddr>?) -> curl_socket_t {
    guard let address else { return -1 }
    if let context, purpose == CURLSOCKTYPE_IPCXN, let offset = MemoryLayout<curl_sockaddr>.offset(of: \.addr) {
        let connection = Unmanaged<OpenedConnection>.fromOpaque(context).takeUnretainedValue()
        // NB: `addr` is declared as a `sockaddr` but holds `addrlen` bytes (an IPv6 address is
        // longer): libcurl allocates the room of a `sockaddr_storage` behind it.
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(address) + offset, count: Int(address.pointee.addrlen))
        if let descriptor = connection.take(for: bytes) { return descriptor }
    }
    return socket(address.pointee.family, address.pointee.socktype | Int32(SOCK_CLOEXEC.rawValue), address.pointee.protocol)
}

/// libcurl's socket-options callback: the opened connection needs no connect.
private func openedConnectionSocketOptions(_ context: UnsafeMutableRawPointer?, _ socket: curl_socket_t, _ purpose: curlsocktype) -> Int32 {
    guard let context, purpose == CURLSOCKTYPE_IPCXN else { return CURL_SOCKOPT_OK }
    let connection = Unmanaged<OpenedConnection>.fromOpaque(context).takeUnretainedValue()
    return connection.isJustTaken(socket) ? CURL_SOCKOPT_ALREADY_CONNECTED : CURL_SOCKOPT_OK
}
