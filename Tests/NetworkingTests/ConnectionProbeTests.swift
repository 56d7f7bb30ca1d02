import Foundation
@testable import Networking
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `ConnectionProbe`: a host nothing answers at is known from a plain connect, before libcurl is
/// loaded; anything that may still work is left to libcurl.
@Suite(.hangGuard) struct ConnectionProbeTests {
    @Test func aPortNothingListensOnIsUnreachable() async throws {
        // NB: bound but not listening, so the port stays ours and nothing else can take it.
        let socket = try LoopbackSocket(listening: false)
        defer { socket.close() }
        let probe = try #require(ConnectionProbe(url: URL(string: "http://127.0.0.1:\(socket.port)/api")!, environment: [:]))
        let outcome = await probe.connect(within: .seconds(5))
        #expect(outcome.refusal == .unreachable("Failed to connect to 127.0.0.1 port \(socket.port): Connection refused"))
    }

    @Test func aListeningPortGivesAConnectionClosedWhenNobodyTakesIt() async throws {
        let listener = try LoopbackSocket(listening: true)
        defer { listener.close() }
        let probe = try #require(ConnectionProbe(url: URL(string: "http://127.0.0.1:\(listener.port)")!, environment: [:]))
        var outcome = await probe.connect(within: .seconds(5))
        let connection = try #require(outcome.connection)
        #expect(!connection.isTaken)
        let accepted = accept(listener.descriptor, nil, nil)
        try #require(accepted >= 0)
        defer { _ = Glibc.close(accepted) }
        // NB: the last reference gone, the untaken connection closes: the server reads its end.
        outcome = .unknown
        _ = consume connection
        var byte: UInt8 = 0
        #expect(read(accepted, &byte, 1) == 0)
    }

    @Test func aLoopbackPortNothingListensOnIsRefusedAtOnceInLibcurlsWords() throws {
        let socket = try LoopbackSocket(listening: false)
        defer { socket.close() }
        let probe = try #require(ConnectionProbe(url: URL(string: "http://127.0.0.1:\(socket.port)/api")!, environment: [:]))
        let outcome = try #require(probe.immediateOutcome())
        #expect(outcome.refusal == .unreachable("Failed to connect to 127.0.0.1 port \(socket.port): Connection refused"))
    }

    @Test func aListeningLoopbackPortGivesItsConnectionAtOnce() throws {
        let listener = try LoopbackSocket(listening: true)
        defer { listener.close() }
        let probe = try #require(ConnectionProbe(url: URL(string: "http://127.0.0.1:\(listener.port)")!, environment: [:]))
        let connection = try #require(probe.immediateOutcome()?.connection)
        #expect(!connection.isTaken)
        let accepted = accept(listener.descriptor, nil, nil)
        #expect(accepted >= 0)
        if accepted >= 0 { _ = Glibc.close(accepted) }
    }

    /// A name is looked up and an address beyond this machine takes a round trip: both are
    /// waited for on the probe's thread, and nothing is sent from the caller's.
    @Test(arguments: ["http://localhost:9/", "http://kiosk.invalid/", "http://192.0.2.1:9/", "http://[2001:db8::1]:9/"])
    func aHostThatMustBeWaitedForIsLeftToTheProbesThread(url: String) throws {
        let probe = try #require(ConnectionProbe(url: URL(string: url)!, environment: [:]))
        #expect(probe.immediateOutcome() == nil)
    }

    @Test func aProxyInEitherCaseKeepsTheProbeOut() {
        let url = URL(string: "https://api.example/")!
        for name in ["http_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            #expect(ConnectionProbe(url: url, environment: [name: "http://proxy.example:3128"]) == nil, "\(name)")
        }
        #expect(ConnectionProbe(url: url, environment: ["https_proxy": ""]) != nil, "an empty variable configures no proxy")
    }

    @Test func onlyHTTPAndHTTPSAreProbedOnTheirDefaultPorts() throws {
        #expect(ConnectionProbe(url: URL(string: "ftp://files.example/")!, environment: [:]) == nil)
        #expect(ConnectionProbe(url: URL(string: "file:///tmp/x")!, environment: [:]) == nil)
        #expect(try #require(ConnectionProbe(url: URL(string: "http://a.example/")!, environment: [:])).port == 80)
        #expect(try #require(ConnectionProbe(url: URL(string: "HTTPS://a.example/")!, environment: [:])).port == 443)
        let literal = try #require(ConnectionProbe(url: URL(string: "http://[::1]:8080/")!, environment: [:]))
        #expect(literal.host == "::1" && literal.port == 8080)
    }

    @Test func aFreshTransportSaysARefusedServerIsUnreachable() async throws {
        let socket = try LoopbackSocket(listening: false)
        defer { socket.close() }
        let transport = CurlTransport(userAgent: "test", logger: .init(label: "test"))
        await #expect(throws: TransportError.unreachable("Failed to connect to 127.0.0.1 port \(socket.port): Connection refused")) {
            try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1:\(socket.port)/")!, timeout: .seconds(5)))
        }
    }
}

/// A loopback socket bound to an ephemeral port; listening when `listening`. Closed by `close`.
private struct LoopbackSocket {
    let descriptor: Int32
    let port: Int

    init(listening: Bool) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        try #require(bound && (!listening || listen(descriptor, 4) == 0))
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() { _ = Glibc.close(descriptor) }
}

private extension ConnectionProbe.Outcome {
    var refusal: TransportError? {
        if case let .refused(error) = self { error } else { nil }
    }

    var connection: OpenedConnection? {
        if case let .opened(connection) = self { connection } else { nil }
    }
}
