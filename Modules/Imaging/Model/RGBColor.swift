/// An opaque 24-bit colour: what a terminal cell can show.
public struct RGBColor: Sendable, Hashable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8

    /// A colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Black: the usual terminal background, and the default behind transparent pixels.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = RGBColor(red: 255, green: 255, blue: 255)
}
