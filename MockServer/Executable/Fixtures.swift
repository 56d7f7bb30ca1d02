import ArgumentParser
import Foundation
import MockServerKit

/// `kiosk-mock fixtures …`: checks on the recordings themselves.
struct Fixtures: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Checks on the recorded fixtures.",
        subcommands: [Lint.self]
    )

    /// `kiosk-mock fixtures lint [DIR]`: fixture hygiene (see `FixtureLint`).
    struct Lint: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check that fixtures can be shared: no secrets, no duplicates, valid against the descriptions, replayable.",
            discussion: """
            Rules: secret (a key, token, password or Authorization value not REDACTED, in the
            query, headers or bodies), duplicate (the same request and response as an earlier
            fixture), shadowed (an earlier fixture answers the same request first), request (a
            method or path a client could not send again), unroutable (the mock answers the
            request with its "no fixture" 404), unreproducible (the mock answers it with another status
            than the recording; not for the stateful Counters transcript), description (the response breaks the OpenAPI
            description in DIR/openapi), load (a file cannot be read).
            Prints one line per finding, FILE: RULE: DETAIL, on stderr; exits 1 when there is any.
            """
        )

        @Argument(help: ArgumentHelp("The fixtures directory (default: the repository's Fixtures).", valueName: "dir"))
        var directory: String?

        @Option(help: ArgumentHelp("The OpenAPI descriptions (default: DIR/openapi).", valueName: "dir"))
        var descriptions: String?

        func validate() throws {
            if let directory {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw ValidationError("\(directory) is not a directory")
                }
            }
        }

        func run() async throws {
            let root = directory.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? MockServerConfiguration.defaultFixturesDirectory
            let findings = await FixtureLint.run(directory: root, descriptions: descriptions.map { URL(fileURLWithPath: $0, isDirectory: true) })
            for finding in findings { FileHandle.standardError.write(Data("kiosk-mock fixtures lint: \(finding)\n".utf8)) }
            let count = FixtureLoader.loadEach(from: root).fixtures.count
            print("fixtures lint: \(count) fixtures in \(root.path): " + (findings.isEmpty ? "clean" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"))
            if !findings.isEmpty { throw ExitCode.failure }
        }
    }
}
