import CCurl

extension TransportError {
    /// The error for a transfer libcurl ended with `code`.
    ///
    /// The split that matters is whether the request can have reached a server: `unreachable`
    /// only when no connection was ever made; once connected, a failure may come after the
    /// server applied the request (`timeout`, `connectionLost`, `other`).
    ///
    /// - Parameters:
    ///   - detail: libcurl's error buffer, when it wrote one; its generic text for `code` is
    ///     used otherwise.
    ///   - bodyLimit: the response size limit, when the write callback refused the body for
    ///     exceeding it.
    init(curlCode code: CURLcode, detail: String = "", bodyLimit: Int? = nil) {
        let detail = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
        switch code {
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            self = .unreachable(detail)
        case CURLE_OPERATION_TIMEDOUT:
            self = .timeout(detail)
        case CURLE_RECV_ERROR, CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_SEND_ERROR:
            self = .connectionLost(detail)
        case CURLE_SEND_FAIL_REWIND:
            // `CurlTransfer` refused libcurl's resend of a request body on a new connection:
            // the kept-alive connection it went out on closed before any answer (libcurl's
            // `CURLE_GOT_NOTHING` on a connection of its own).
            self = .connectionLost("empty reply from server")
        case CURLE_ABORTED_BY_CALLBACK:
            self = .cancelled
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_SHUTDOWN_FAILED,
             CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
             CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED, CURLE_SSL_CLIENTCERT:
            self = .tls(detail)
        case CURLE_WRITE_ERROR where bodyLimit != nil:
            self = .other("the response body is larger than the \(bodyLimit ?? 0) bytes accepted")
        case CURLE_TOO_MANY_REDIRECTS:
            self = .other("more than \(CurlTransport.maximumRedirects) redirects")
        default:
            self = .other(detail)
        }
    }
}
