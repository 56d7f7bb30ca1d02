/// Why bytes did not become a picture.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are neither PNG nor JPEG (an HTML error page, text, an empty body…).
    case notAnImage
    /// The file ends before the picture does.
    case truncated(String)
    /// The file is damaged or uses something the library refuses; the library's message.
    case corrupt(String)
    /// The header claims a picture beyond the `ImageLimits`.
    case tooLarge(width: Int, height: Int)

    /// One line for a log.
    public var description: String {
        switch self {
        case .notAnImage: "not a PNG or JPEG image"
        case .truncated(let message): "truncated image (\(message))"
        case .corrupt(let message): "corrupt image (\(message))"
        case .tooLarge(let width, let height): "image too large (\(width)×\(height))"
        }
    }
}
