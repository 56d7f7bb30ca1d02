import CCurl

/// Facts about the libcurl the program runs with.
public enum CurlLibrary {
    /// The libcurl version, such as `7.88.1`.
    public static var version: String {
        guard let info = kiosk_curl_version_info(), let text = info.pointee.version else { return "unknown" }
        return String(cString: text)
    }
}
