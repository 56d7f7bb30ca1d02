import CCurl
@testable import Networking
import Testing

/// The CURLcode → `TransportError` table, for the codes a loopback server cannot provoke
/// (DNS, TLS) as much as for those it can.
@Suite("TransportError from CURLcode")
struct TransportErrorCurlTests {
    @Test(arguments: [CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY])
    func failuresBeforeAnyConnectionAreUnreachable(code: CURLcode) {
        let error = TransportError(curlCode: code)
        guard case .unreachable = error else {
            Issue.record("\(code.rawValue) became \(error)")
            return
        }
        #expect(!error.mayHaveBeenApplied)
    }

    @Test(arguments: [CURLE_RECV_ERROR, CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_SEND_FAIL_REWIND])
    func failuresAfterConnectingAreConnectionLost(code: CURLcode) {
        let error = TransportError(curlCode: code)
        guard case .connectionLost = error else {
            Issue.record("\(code.rawValue) became \(error)")
            return
        }
        #expect(error.mayHaveBeenApplied)
    }

    @Test func aRefusedResendOfABodyIsAnEmptyReplyNotTheRewindThatWasRefused() {
        // libcurl's own words ("seek callback returned error 1") would describe the transport's
        // inner workings; what happened on the wire is that the connection closed unanswered.
        let error = TransportError(curlCode: CURLE_SEND_FAIL_REWIND, detail: "seek callback returned error 1")
        #expect(error == .connectionLost("empty reply from server"))
    }

    @Test(arguments: [CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM])
    func certificateAndHandshakeFailuresAreTLS(code: CURLcode) {
        let error = TransportError(curlCode: code, detail: "SSL certificate problem: self-signed certificate")
        #expect(error == .tls("SSL certificate problem: self-signed certificate"))
        #expect(!error.mayHaveBeenApplied)
    }

    @Test func aTimeoutMayHaveBeenApplied() {
        let error = TransportError(curlCode: CURLE_OPERATION_TIMEDOUT, detail: "Operation timed out after 300 milliseconds with 0 bytes received")
        #expect(error == .timeout("Operation timed out after 300 milliseconds with 0 bytes received"))
        #expect(error.mayHaveBeenApplied)
    }

    @Test func withoutDetailLibcurlsOwnTextIsUsed() {
        #expect(TransportError(curlCode: CURLE_COULDNT_RESOLVE_HOST) == .unreachable("Couldn't resolve host name"))
    }

    @Test func aRefusedOversizedBodyNamesTheLimit() {
        #expect(TransportError(curlCode: CURLE_WRITE_ERROR, bodyLimit: 1024) == .other("the response body is larger than the 1024 bytes accepted"))
    }

    @Test func tooManyRedirectsNamesTheBound() {
        #expect(TransportError(curlCode: CURLE_TOO_MANY_REDIRECTS) == .other("more than 5 redirects"))
    }
}
