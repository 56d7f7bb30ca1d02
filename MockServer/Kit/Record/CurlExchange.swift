import CCurl
import Foundation

/// One blocking HTTPS request through libcurl, for `UpstreamClient` (record and verify against
/// an `https://` upstream). Peer and host verification stay on: the system's trust store, or
/// only the certificates of `--ca-file` when one is given. Nothing here turns verification off.
///
/// The request goes out as the client sent it: libcurl's own defaults that would change what
/// an echo server records (`Accept: */*`, a form `Content-Type` for a body, `Expect:
/// 100-continue`) are suppressed, redirects are not followed and the body is not decoded.
final class CurlExchange {
    private var status = 0
    private var headers: [(name: String, value: String)] = []
    private var body: [UInt8] = []

    /// The whole answer of `method url` with `headers` and `body`, read within `timeout` seconds.
    static func perform(method: String, url: String, headers: [(name: String, value: String)], body: [UInt8]?, caFile: URL?, timeout: Int) throws(UpstreamClient.Failure) -> UpstreamClient.Answer {
        _ = globalInit
        guard let easy = curl_easy_init() else { throw UpstreamClient.Failure(description: "libcurl could not start a transfer") }
        defer { curl_easy_cleanup(easy) }
        let exchange = CurlExchange()
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        defer { errorBuffer.deallocate() }
        var list: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(list) }

        var failed: CURLcode?
        func set(_ code: CURLcode) { if code != CURLE_OK, failed == nil { failed = code } }
        set(kiosk_curl_easy_setopt_string(easy, CURLOPT_URL, url))
        // NB: without NOSIGNAL libcurl may raise SIGALRM for DNS timeouts, fatal with threads.
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1))
        _ = kiosk_curl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "https")
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1))
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2))
        if let caFile { set(kiosk_curl_easy_setopt_string(easy, CURLOPT_CAINFO, caFile.path)) }
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_1_1))
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_TIMEOUT, timeout))
        set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
        switch method {
        case "HEAD": set(kiosk_curl_easy_setopt_long(easy, CURLOPT_NOBODY, 1))
        case "GET" where body == nil: set(kiosk_curl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1))
        default: set(kiosk_curl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method))
        }
        if let body, !body.isEmpty || method != "GET" {
            set(kiosk_curl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
            // COPYPOSTFIELDS copies the bytes; an empty body still needs a valid pointer.
            let bytes = body.isEmpty ? [0] : body
            bytes.withUnsafeBufferPointer { pointer in
                set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: pointer.baseAddress)))
            }
        }
        let skipped: Set<String> = ["host", "content-length", "connection", "transfer-encoding", "keep-alive", "expect"]
        var lines = headers.filter { !skipped.contains($0.name.lowercased()) }.map { "\($0.name): \($0.value)" }
        // "Name:" with nothing after it removes a header libcurl would add on its own.
        for name in ["Accept", "Content-Type"] where !headers.contains(where: { $0.name.lowercased() == name.lowercased() }) { lines.append("\(name):") }
        lines.append("Expect:")
        for line in lines { list = curl_slist_append(list, line) }
        set(kiosk_curl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, list))
        let context = Unmanaged.passUnretained(exchange).toOpaque()
        set(kiosk_curl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION, curlExchangeWrite))
        set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context))
        set(kiosk_curl_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION, curlExchangeHeader))
        set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context))
        if let failed {
            throw UpstreamClient.Failure(description: "libcurl rejected an option: \(String(cString: curl_easy_strerror(failed)))")
        }
        let code = curl_easy_perform(easy)
        guard code == CURLE_OK else {
            let detail = errorBuffer.pointee == 0 ? String(cString: curl_easy_strerror(code)) : String(cString: errorBuffer)
            throw UpstreamClient.Failure(description: "cannot ask \(url): \(detail)")
        }
        var status = 0
        _ = kiosk_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        return UpstreamClient.Answer(status: status, headers: exchange.headers, body: exchange.body)
    }

    private static let globalInit: CURLcode = kiosk_curl_global_init_all()

    fileprivate func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // A new status line (after a 100 Continue, say) starts the headers afresh.
        if line.hasPrefix("HTTP/") { headers = []; return }
        guard let colon = line.firstIndex(of: ":") else { return }
        headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
    }

    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) {
        body.append(contentsOf: bytes)
    }
}

/// libcurl's write callback: a piece of the body.
private func curlExchangeWrite(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context else { return 0 }
    let length = size * count
    Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue().receiveBody(UnsafeRawBufferPointer(start: data, count: length))
    return length
}

/// libcurl's header callback: one header line per call, status lines included.
private func curlExchangeHeader(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context else { return 0 }
    let length = size * count
    Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue().receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: length))
    return length
}
