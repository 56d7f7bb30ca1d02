import ArgumentParser
import Foundation
import MockServerKit

/// `kiosk-mock record --upstream URL --api NAME`: a proxy that writes what it sees as fixtures.
struct Record: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Proxy to an upstream and record new fixtures.",
        discussion: """
        Requests an existing fixture answers are served from it; any other request is sent to
        --upstream (http, or https verified against the system's certificates or --ca-file's)
        and its answer written to <fixtures>/<api>/recorded-*.json, with every
        credential `fixtures lint` would flag redacted (keys, tokens and passwords in the
        query, forms, JSON bodies and headers). Point the client at this mock's address.
        """
    )

    @Option(help: ArgumentHelp("The server to record (http://host:port or https://host).", valueName: "url"))
    var upstream: String

    @Option(help: ArgumentHelp("For an https upstream: trust only the certificates in this PEM file (a self-signed test server's) instead of the system's.", valueName: "file"))
    var caFile: String?

    @Option(help: ArgumentHelp("The fixtures folder to write to (wine, pizza, counters, …).", valueName: "name"))
    var api: String

    @OptionGroup var options: ServerOptions

    func validate() throws {
        guard let url = URL(string: upstream), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw ValidationError("--upstream must be an http:// or https:// URL with a host")
        }
        if let caFile {
            guard FileManager.default.isReadableFile(atPath: caFile) else { throw ValidationError("--ca-file \(caFile) cannot be read") }
            guard url.scheme == "https" else { throw ValidationError("--ca-file is for an https:// upstream") }
        }
        guard !api.isEmpty, api.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            throw ValidationError("--api must be a folder name of letters, digits and dashes")
        }
    }

    func run() async throws {
        try await options.run(recording: RecordingConfiguration(upstream: URL(string: upstream)!, api: api, caFile: caFile.map { URL(fileURLWithPath: $0) }))
    }
}
