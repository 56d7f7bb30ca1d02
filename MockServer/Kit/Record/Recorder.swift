import Foundation

/// Record mode: proxies what no fixture answers to the upstream and writes it as a fixture.
final class Recorder: Sendable {
    let configuration: RecordingConfiguration
    let fixturesDirectory: URL
    let store: FixtureStore

    init(configuration: RecordingConfiguration, fixturesDirectory: URL, store: FixtureStore) {
        self.configuration = configuration
        self.fixturesDirectory = fixturesDirectory
        self.store = store
    }

    func proxy(_ request: MockRequest) async -> MockAnswer {
        MockAnswer(status: 502, bytes: Array("not yet".utf8), answeredBy: "record")
    }
}
