import Foundation

/// The fixture files in `Fixtures/` (written by `Fixtures/make_fixtures.py`).
enum FixtureImages {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of fixture `name`.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}
