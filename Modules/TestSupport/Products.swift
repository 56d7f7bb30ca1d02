import Foundation

/// Where the package's built executables and files are, for tests that run them as a user would.
public enum Products {
    /// The package's root directory.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TestSupport
        .deletingLastPathComponent() // Modules
        .deletingLastPathComponent()

    /// The directory of the build products the tests run from (`.build/debug` or a scratch path).
    public static var directory: URL {
        // NB: on Linux the test bundle is an executable in the products directory itself.
        let bundle = Bundle.main.bundleURL
        if FileManager.default.fileExists(atPath: bundle.appendingPathComponent("kiosk").path) { return bundle }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The built executable `name` (`kiosk`, `kiosk-tui`, `kiosk-mock`).
    public static func executable(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}
