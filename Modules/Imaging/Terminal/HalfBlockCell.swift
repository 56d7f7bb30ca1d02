/// One terminal cell of a half-block picture: "▀" with the upper pixel as foreground colour and
/// the lower one as background.
public struct HalfBlockCell: Sendable, Hashable {
    /// The upper pixel: the foreground of "▀".
    public var top: RGBColor
    /// The lower pixel: the background of "▀"; `nil` on the last row of an odd-height picture,
    /// where the terminal's own background shows.
    public var bottom: RGBColor?

    /// A cell from its two pixels.
    public init(top: RGBColor, bottom: RGBColor?) {
        self.top = top
        self.bottom = bottom
    }
}
