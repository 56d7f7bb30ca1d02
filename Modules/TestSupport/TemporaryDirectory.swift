import Foundation

/// A fresh directory under the system's temporary directory, removed when the value is freed.
/// Tests use it as the injected data directory.
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates an empty directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kiosk-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
