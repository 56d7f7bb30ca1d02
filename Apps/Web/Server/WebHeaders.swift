import HTTPTypes

/// The header names and values every kiosk-web response carries, in one place.
enum WebHeaders {
    /// Only our own files may load; no inline script or style, no plugins, no framing, forms
    /// post only to us.
    static let contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    /// `Referrer-Policy`.
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    /// `X-Frame-Options`, for browsers older than `frame-ancestors`.
    static let frameOptions = HTTPField.Name("X-Frame-Options")!

    /// Adds the security headers to `fields`, replacing any set before.
    static func harden(_ fields: inout HTTPFields) {
        fields[.contentSecurityPolicy] = contentSecurityPolicy
        fields[.xContentTypeOptions] = "nosniff"
        fields[referrerPolicy] = "no-referrer"
        fields[frameOptions] = "DENY"
    }

    /// `text/html; charset=utf-8`.
    static let html = "text/html; charset=utf-8"
}
