#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `Date` header's value (RFC 9110's IMF-fixdate, `Wed, 25 Nov 2026 12:06:24 GMT`), as
/// Hummingbird writes it on the router path, for the fast path's pre-encoded responses.
enum HTTPDate {
    /// Seconds since 1970 now (what the header shows; it changes once a second).
    static func nowSeconds() -> Int {
        time(nil)
    }

    /// The header value for `seconds` since 1970.
    static func string(seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        // NB: gmtime_r, not Foundation's Calendar: this runs on an event loop thread, once a
        // second per connection, and must not take Foundation's locks or allocate a calendar.
        gmtime_r(&time, &parts)
        return "\(days[Int(parts.tm_wday)]), \(twoDigits(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec)) GMT"
    }

    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func twoDigits(_ value: Int32) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
