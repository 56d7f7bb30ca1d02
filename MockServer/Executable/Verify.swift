import ArgumentParser
import Foundation
import MockServerKit

/// `kiosk-mock verify --upstream URL --api NAME`: replays fixtures against a live server.
struct Verify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay fixtures against a live server and report drift.",
        discussion: """
        Sends each fixture's request (in name order) to --upstream and compares the answer's
        status and JSON shape with the recording: field added, field removed, type changed,
        status changed. Exits 1 on breaking drift (anything but an added field), 0 otherwise.
        With --json, stdout is one JSON document instead: {api, upstream, checked, breaking,
        counts (by kind: fieldAdded, fieldRemoved, typeChanged, statusChanged, unreachable),
        drifts [{fixture, kind, path, detail, breaking}]}.
        """
    )

    @Option(help: ArgumentHelp("The live server (http://host:port or https://host).", valueName: "url"))
    var upstream: String

    @Option(help: ArgumentHelp("For an https upstream: trust only the certificates in this PEM file (a self-signed test server's) instead of the system's.", valueName: "file"))
    var caFile: String?

    @Option(help: ArgumentHelp("The fixtures folder to replay (wine, pizza, counters, …).", valueName: "name"))
    var api: String

    @Option(help: ArgumentHelp("Only fixtures whose name starts with this.", valueName: "prefix"))
    var only: String?

    @Option(help: ArgumentHelp("The apikey to send where fixtures hold REDACTED.", valueName: "key"))
    var apikey: String?

    @Option(help: ArgumentHelp("The fixtures directory.", valueName: "dir"))
    var fixtures: String?

    @Flag(help: "Print the report as one JSON document on stdout (drift by kind).")
    var json = false

    func validate() throws {
        guard let url = URL(string: upstream), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw ValidationError("--upstream must be an http:// or https:// URL with a host")
        }
        if let caFile {
            guard FileManager.default.isReadableFile(atPath: caFile) else { throw ValidationError("--ca-file \(caFile) cannot be read") }
            guard url.scheme == "https" else { throw ValidationError("--ca-file is for an https:// upstream") }
        }
    }

    func run() async throws {
        let directory = fixtures.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? MockServerConfiguration.defaultFixturesDirectory
        let loaded: [Fixture]
        do {
            loaded = try FixtureLoader.load(from: directory, api: api).filter { fixture in
                only.map { fixture.name.dropFirst(api.count + 1).hasPrefix($0) } ?? true
            }
        } catch {
            FileHandle.standardError.write(Data("kiosk-mock verify: \(error)\n".utf8))
            throw ExitCode.failure
        }
        guard !loaded.isEmpty else {
            FileHandle.standardError.write(Data("kiosk-mock verify: no fixtures in \(directory.path)/\(api)\(only.map { " starting with \($0)" } ?? "")\n".utf8))
            throw ExitCode(64)
        }
        let report = await (try Verifier(upstream: URL(string: upstream)!, apiKey: apikey, caFile: caFile.map { URL(fileURLWithPath: $0) })).verify(loaded)
        if json {
            print(report.json(api: api, upstream: upstream))
            if report.isBreaking { throw ExitCode.failure }
            return
        }
        for drift in report.drifts { print(drift) }
        let summary = Drift.Kind.allCases.compactMap { kind in report.counts[kind].map { "\($0) \(kind.rawValue)" } }
        print("verify \(api): \(report.checked) fixtures against \(upstream): " + (summary.isEmpty ? "no drift" : summary.joined(separator: ", ")))
        if report.isBreaking { throw ExitCode.failure }
    }
}
