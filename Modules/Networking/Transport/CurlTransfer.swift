import CCurl
import Foundation
import Synchronization

/// One request in flight: its easy handle, what libcurl needs kept alive while it runs, and what
/// has arrived so far.
///
/// Ownership: `CurlTransport.send` builds it and sets `continuation`, then hands it to the
/// `CurlMultiDriver`; from then on only the driver's thread touches it (libcurl calls the write
/// and header callbacks on that thread too) until it releases the handle and resumes the
/// continuation, exactly once. `isCancelled` is the one field other threads write, hence atomic.
final class CurlTransfer: @unchecked Sendable {
    /// The easy handle, until `releaseHandle()`.
    private(set) var easy: UnsafeMutableRawPointer?
    /// Set by the task's cancellation handler, read by the driver.
    let isCancelled = Atomic<Bool>(false)
    /// Resumed by the driver when the transfer ends, with the response and how many redirects
    /// libcurl followed (handed over in the resume, so the waiting task reads nothing the
    /// driver's thread wrote).
    var continuation: CheckedContinuation<(HTTPResponse, redirects: Int), any Error>?

    private(set) var body = Data()
    private(set) var headers: [HTTPHeader] = []
    private var requestHeaders: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    let maximumBodySize: Int
    /// The request's `connectionsPerHost`, which the driver applies while the transfer runs.
    let connectionsPerHost: Int?
    /// The connection `ConnectionProbe` opened, offered to libcurl for its first socket to that
    /// address; held while the handle lives, since libcurl's callbacks point at it.
    private let opened: OpenedConnection?
    /// Set when the write callback refused data because the body grew past `maximumBodySize`.
    private(set) var bodyTooLarge = false
    /// How many redirects libcurl followed, read when the handle is released.
    private(set) var redirectCount = 0
    /// The body of a request libcurl must not send twice on its own (a POST's), which it reads
    /// through `curlTransferRead`; nil when libcurl holds the body itself.
    private var upload: Data?
    /// How much of `upload` libcurl has read.
    private var uploadOffset = 0
    /// Whether a status line has arrived: an answer, or a redirect's asking for the body again.
    private var answered = false

    /// Prepares (but does not start) the transfer of `request`.
    ///
    /// - Throws: `TransportError.other` when libcurl cannot be set up or the request cannot be
    ///   expressed (a header with a line break in it).
    init(request: HTTPRequest, userAgent: String, connectTimeout: Duration, maximumBodySize: Int, opened: OpenedConnection? = nil) throws {
        CurlLibrary.ensureInitialized()
        guard let handle = curl_easy_init() else { throw TransportError.other("libcurl could not create a handle") }
        easy = handle
        self.maximumBodySize = maximumBodySize
        connectionsPerHost = request.connectionsPerHost
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        self.opened = opened
        try configure(request, userAgent: userAgent, connectTimeout: connectTimeout)
        if let opened, !opened.isTaken { opened.install(on: handle) }
    }

    deinit {
        releaseHandle()
        errorBuffer.deallocate()
    }

    /// Frees the easy handle and the header list, keeping what the caller still needs
    /// (`redirectCount`). The driver calls it on its thread once the transfer is off the multi
    /// handle, so libcurl state is only ever freed on the thread that used it.
    func releaseHandle() {
        guard let easy else { return }
        var count = 0
        _ = kiosk_curl_easy_getinfo_long(easy, CURLINFO_REDIRECT_COUNT, &count)
        redirectCount = count
        curl_easy_cleanup(easy)
        curl_slist_free_all(requestHeaders)
        self.easy = nil
        requestHeaders = nil
    }

    /// libcurl's own words for the failure, when it left any.
    var errorDetail: String {
        errorBuffer.pointee == 0 ? "" : String(cString: errorBuffer)
    }

    /// The response, once libcurl reported the transfer complete.
    func response() -> HTTPResponse {
        var status = 0
        if let easy { _ = kiosk_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status) }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    // MARK: - Set-up

    private func configure(_ request: HTTPRequest, userAgent: String, connectTimeout: Duration) throws {
        guard let easy else { return }
        var failed: CURLcode?
        func set(_ code: CURLcode) {
            if code != CURLE_OK, failed == nil { failed = code }
        }

        set(kiosk_curl_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString))
        // NB: without NOSIGNAL libcurl may raise SIGALRM for DNS timeouts, which is fatal in a
        // multi-threaded process.
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1))
        // NB: these two need libcurl 7.85; an older one keeps its defaults (which already
        // refuse redirects to file:// and the like), so their result is not checked.
        _ = kiosk_curl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = kiosk_curl_easy_setopt_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1))
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_MAXREDIRS, CurlTransport.maximumRedirects))
        // An empty list means "every encoding this libcurl can decode" (gzip, deflate, br, zstd).
        set(kiosk_curl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""))
        set(kiosk_curl_easy_setopt_string(easy, CURLOPT_USERAGENT, userAgent))
        set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))

        // NB: a timeout of 0 means "none" to libcurl, so the shortest is one millisecond.
        let total = max(1, request.timeout.milliseconds)
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, total))
        set(kiosk_curl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, min(total, max(1, connectTimeout.milliseconds))))

        setMethodAndBody(request, on: easy, set: set)
        try setHeaders(request, on: easy, set: set)

        let context = Unmanaged.passUnretained(self).toOpaque()
        set(kiosk_curl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION, curlTransferWrite))
        set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context))
        set(kiosk_curl_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION, curlTransferHeader))
        set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context))

        if let failed {
            throw TransportError.other("libcurl rejected an option: \(String(cString: curl_easy_strerror(failed)))")
        }
    }

    private func setMethodAndBody(_ request: HTTPRequest, on easy: UnsafeMutableRawPointer, set: (CURLcode) -> Void) {
        // NB: libcurl silently resends a request whose reused keep-alive connection closes before
        // any byte of the answer, taking the connection for stale. For a POST the server may
        // already have applied it (a change applied twice). libcurl cannot resend a body it
        // reads through a callback without rewinding it first, and `rewindUpload` refuses that
        // until an answer has come (a 307 asks for the body again): the silent resend becomes an
        // error the caller sees (`connectionLost`, "may have been applied"), and the connection
        // is reused like any other. (A fresh connection for every POST did the same at the cost
        // of a TCP handshake, and a TLS one, per change synced.) A body of nothing gives libcurl
        // nothing to rewind, so such a request still takes a fresh connection.
        if ![HTTPMethod.get, .head, .put, .delete, "OPTIONS"].contains(request.method) {
            if let body = request.body, !body.isEmpty {
                upload = body
                let context = Unmanaged.passUnretained(self).toOpaque()
                set(kiosk_curl_easy_setopt_long(easy, CURLOPT_POST, 1))
                set(kiosk_curl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
                set(kiosk_curl_easy_setopt_read_callback(easy, curlTransferRead))
                set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_READDATA, context))
                set(kiosk_curl_easy_setopt_seek_callback(easy, curlTransferSeek))
                set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_SEEKDATA, context))
            } else {
                set(kiosk_curl_easy_setopt_long(easy, CURLOPT_FRESH_CONNECT, 1))
            }
        }
        switch request.method {
        case .get where request.body == nil:
            set(kiosk_curl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1))
        case .head:
            set(kiosk_curl_easy_setopt_long(easy, CURLOPT_NOBODY, 1))
        case .post:
            break
        default:
            // NB: a custom method survives redirects, unlike POST, which libcurl turns into GET
            // on 301/302/303. The APIs here do not redirect anything but GETs.
            set(kiosk_curl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, request.method.rawValue))
        }
        if upload != nil {
            // Read through `curlTransferRead`, set above.
        } else if let body = request.body {
            set(kiosk_curl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
            // COPYPOSTFIELDS copies the bytes, so nothing has to outlive this call; an empty body
            // still needs a valid pointer.
            body.withUnsafeBytes { bytes in
                let pointer = bytes.baseAddress ?? UnsafeRawPointer(("" as StaticString).utf8Start)
                set(kiosk_curl_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: pointer)))
            }
        } else if request.method == .post {
            set(kiosk_curl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, 0))
            set(kiosk_curl_easy_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, ""))
        }
    }

    private func setHeaders(_ request: HTTPRequest, on easy: UnsafeMutableRawPointer, set: (CURLcode) -> Void) throws {
        var lines: [String] = []
        for header in request.headers {
            guard !header.name.isEmpty, !header.name.contains(where: { $0 == ":" || $0.isNewline || $0.isWhitespace }) else {
                throw TransportError.other("header name \"\(header.name)\" is not a valid HTTP field name")
            }
            guard !header.value.contains(where: \.isNewline) else {
                throw TransportError.other("header \(header.name) contains a line break")
            }
            // NB: "Name:" tells libcurl to drop the header; "Name;" sends it with an empty value.
            lines.append(header.value.isEmpty ? "\(header.name);" : "\(header.name): \(header.value)")
        }
        if request.body != nil || request.method == .post {
            // libcurl would otherwise add `Content-Type: application/x-www-form-urlencoded`,
            // which no API here wants; the caller says what the body is.
            if request.headers[field: "Content-Type"] == nil { lines.append("Content-Type:") }
            // And `Expect: 100-continue` for larger bodies, costing a round trip (or a second,
            // with servers that ignore it).
            if request.headers[field: "Expect"] == nil { lines.append("Expect:") }
        }
        for line in lines {
            guard let appended = curl_slist_append(requestHeaders, line) else {
                throw TransportError.other("libcurl could not allocate the header list")
            }
            requestHeaders = appended
        }
        if let requestHeaders {
            set(kiosk_curl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, requestHeaders))
        }
    }

    // MARK: - Callbacks (on the driver's thread)

    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= maximumBodySize else {
            bodyTooLarge = true
            return false
        }
        if let start = bytes.baseAddress {
            body.append(start.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        }
        return true
    }

    /// Copies the next part of `upload` into `buffer`; 0 once it has all been read.
    fileprivate func readUpload(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard let upload else { return 0 }
        let count = min(buffer.count, upload.count - uploadOffset)
        guard count > 0 else { return 0 }
        upload.withUnsafeBytes { bytes in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[uploadOffset..<uploadOffset + count]))
        }
        uploadOffset += count
        return count
    }

    /// Whether libcurl may send `upload` again from its start: only once an answer has arrived
    /// (a redirect that keeps the method). Before any answer, a rewind is libcurl resending the
    /// request on a new connection after the reused one closed, which the server may have
    /// applied already.
    fileprivate func rewindUpload() -> Bool {
        guard answered else { return false }
        uploadOffset = 0
        return true
    }

    fileprivate func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        // Byte-level rather than Foundation's trimming: this runs for every header of every
        // response, on the one thread that drives all transfers.
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        if line.starts(with: "HTTP/".utf8) {
            // A new status line: an interim response (100 Continue) or a redirect ended. Only
            // the last response's headers are kept.
            answered = true
            headers.removeAll(keepingCapacity: true)
        } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            var nameEnd = colon
            while nameEnd > line.startIndex, isSpace(line[nameEnd - 1]) { nameEnd -= 1 }
            var valueStart = colon + 1
            while valueStart < line.endIndex, isSpace(line[valueStart]) { valueStart += 1 }
            headers.append(HTTPHeader(
                String(decoding: UnsafeRawBufferPointer(rebasing: line[..<nameEnd]), as: UTF8.self),
                String(decoding: UnsafeRawBufferPointer(rebasing: line[valueStart...]), as: UTF8.self)
            ))
        }
    }
}

// MARK: - C callbacks

/// libcurl's write callback: appends to the transfer's body. Returning less than offered aborts
/// the transfer (`CURLE_WRITE_ERROR`).
private func curlTransferWrite(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

/// libcurl's read callback: the next part of a body sent through `CurlTransfer.readUpload`.
private func curlTransferRead(_ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context, let buffer else { return Int(CURL_READFUNC_ABORT) }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.readUpload(into: UnsafeMutableRawBufferPointer(start: buffer, count: size * count))
}

/// libcurl's seek callback, which it calls to rewind a body before sending it again:
/// `CURL_SEEKFUNC_FAIL` (the transfer ends with `CURLE_SEND_FAIL_REWIND`) unless
/// `CurlTransfer.rewindUpload` allows it.
private func curlTransferSeek(_ context: UnsafeMutableRawPointer?, _ offset: curl_off_t, _ origin: Int32) -> Int32 {
    guard let context, offset == 0, origin == SEEK_SET else { return CURL_SEEKFUNC_FAIL }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.rewindUpload() ? CURL_SEEKFUNC_OK : CURL_SEEKFUNC_FAIL
}

/// libcurl's header callback: one complete header line per call, status lines included.
private func curlTransferHeader(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: length))
    return length
}

extension Duration {
    /// The duration in whole milliseconds, rounded down, as libcurl's `long`.
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return seconds < 0 ? Int(Int32.min) : Int(Int32.max) }
        return Int(product + attoseconds / 1_000_000_000_000_000)
    }
}
