import Foundation

/// The fixtures of a directory and the wine catalog built from them: immutable, so read once and
/// shared by any number of mock instances, each keeping its own state (counters, journal, faults,
/// fixtures added in record mode).
///
/// Reading and indexing them is most of what starting a mock costs; a test suite starting a
/// fresh mock per test pays it once this way.
public struct MockFixtures: Sendable {
    let fixtures: [Fixture]
    let catalog: WineCatalog
    private let directory: URL
    private let catalogSize: Int
    private let catalogSeed: UInt64

    /// Reads the fixtures `configuration` names and builds its catalog (recorded products plus
    /// `catalogSize` generated from `catalogSeed`).
    public static func load(for configuration: MockServerConfiguration) throws -> MockFixtures {
        try build(fixtures: FixtureLoader.load(from: configuration.fixturesDirectory), for: configuration)
    }

    /// `fixtures` (read from `configuration`'s directory already) and the catalog built from
    /// them: `fixtures lint` serves those it could read.
    static func build(fixtures: [Fixture], for configuration: MockServerConfiguration) throws -> MockFixtures {
        let size = max(0, configuration.catalogSize)
        let catalog = try WineCatalog.load(fixtures: fixtures, root: configuration.fixturesDirectory, generatedCount: size, seed: configuration.catalogSeed)
        return MockFixtures(fixtures: fixtures, catalog: catalog, directory: configuration.fixturesDirectory, catalogSize: size, catalogSeed: configuration.catalogSeed)
    }

    /// Whether these are what `configuration` would load: the same directory, catalog size and
    /// seed.
    public func serves(_ configuration: MockServerConfiguration) -> Bool {
        directory.standardizedFileURL == configuration.fixturesDirectory.standardizedFileURL
            && catalogSize == max(0, configuration.catalogSize) && catalogSeed == configuration.catalogSeed
    }
}
