/// The largest picture a decoder accepts, checked against the file's header before any pixel
/// memory is allocated, so a hostile or broken header (20,000 × 20,000) costs nothing.
public struct ImageLimits: Sendable, Hashable {
    /// The widest accepted picture, in pixels.
    public var maximumWidth: Int
    /// The tallest accepted picture, in pixels.
    public var maximumHeight: Int
    /// The most pixels accepted (4 bytes each once decoded).
    public var maximumPixels: Int

    /// Limits from explicit values.
    public init(maximumWidth: Int, maximumHeight: Int, maximumPixels: Int) {
        self.maximumWidth = maximumWidth
        self.maximumHeight = maximumHeight
        self.maximumPixels = maximumPixels
    }

    /// 8,192 × 8,192 at most and 4 M pixels (16 MB decoded): far above any label or menu
    /// picture, far below what would hurt a small machine.
    public static let `default` = ImageLimits(maximumWidth: 8_192, maximumHeight: 8_192, maximumPixels: 4_194_304)

    /// Whether a `width × height` picture is within the limits.
    public func allow(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0, width <= maximumWidth, height <= maximumHeight else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maximumPixels
    }
}
