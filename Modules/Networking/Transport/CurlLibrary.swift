import CCurl

/// Facts about the libcurl the program runs with.
public enum CurlLibrary {
    /// The libcurl version, such as `7.88.1`.
    public static var version: String {
        guard let info = kiosk_curl_version_info(), let text = info.pointee.version else { return "unknown" }
        return String(cString: text)
    }

    /// Runs `curl_global_init` once per process, before the first handle is made.
    static func ensureInitialized() {
        _ = globalInit
    }

    // NB: `curl_global_init` is not thread-safe in every libcurl build; a static `let` is
    // initialised exactly once, under a lock, whichever thread gets there first.
    private static let globalInit: CURLcode = kiosk_curl_global_init_all()
}
