/// One terminal cell of a half-block picture: "▀" with the upper pixel as foreground colour and
/// the lower one as background. A `nil` pixel is transparent (or below the picture's last row):
/// the terminal's own background shows there.
public struct HalfBlockCell: Sendable, Hashable {
    /// The upper pixel: the foreground of "▀".
    public var top: RGBColor?
    /// The lower pixel: the background of "▀".
    public var bottom: RGBColor?

    /// A cell from its two pixels.
    public init(top: RGBColor?, bottom: RGBColor?) {
        self.top = top
        self.bottom = bottom
    }
}
