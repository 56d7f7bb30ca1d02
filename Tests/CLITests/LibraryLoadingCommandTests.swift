import Foundation
import Testing
import TestSupport

/// libcurl, libpq and the picture decoders (libpng, libturbojpeg) are opened by the first call
/// that needs them (Modules/CDynamicLibrary): a command that makes no request, names no
/// PostgreSQL and draws no label never loads them, nor the dozens of libraries they bring
/// (OpenSSL, Kerberos, LDAP, …). The dynamic loader itself reports what it
/// loads (`LD_DEBUG=files`), so these tests see what a process really maps.
@Suite(.hangGuard) struct LibraryLoadingCommandTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    /// The shared objects the dynamic loader opened while `kiosk arguments` ran, by file name.
    func loaded(_ arguments: [String]) async throws -> (result: CommandResult, libraries: Set<String>) {
        let environment = ["HOME": directory.url.path, "LD_DEBUG": "files"]
        let result = try await CommandRun.runAsync(Products.executable("kiosk"), arguments, environment: environment)
        // NB: lines such as "  4242:	file=libcurl.so.4 [0];  dynamically loaded by …".
        let libraries = result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "file=") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map { String($0) }
        }
        return (result, Set(libraries))
    }

    var dataDirectory: String { directory.url.appendingPathComponent("data").path }

    @Test func versionAndHelpLoadNeitherLibcurlNorLibpq() async throws {
        for arguments in [["--version"], ["--help"], ["wine", "catalog", "--help"]] {
            let (result, libraries) = try await loaded(arguments)
            #expect(result.status == 0)
            #expect(!libraries.isEmpty, "LD_DEBUG reported nothing: the test could not see what was loaded")
            #expect(!libraries.contains("libcurl.so.4"), "\(arguments) loaded libcurl")
            #expect(!libraries.contains("libpq.so.5"), "\(arguments) loaded libpq")
            #expect(!libraries.contains("libssl.so.3"), "\(arguments) loaded OpenSSL")
            #expect(!libraries.contains("libpng16.so.16"), "\(arguments) loaded libpng")
            #expect(!libraries.contains("libturbojpeg.so.0"), "\(arguments) loaded libturbojpeg")
        }
    }

    @Test func aLabelDrawnOpensItsDecoderOnItsFirstUse() async throws {
        try await MockProcess.with { mock in
            let server = ["--data-dir", dataDirectory, "--server", mock.baseURL.absoluteString]
            let (imported, importLibraries) = try await loaded(["wine", "import"] + server)
            #expect(imported.status == 0, "\(imported.stderr.suffix(400))")
            #expect(!importLibraries.contains("libpng16.so.16"), "an import decodes no label")
            // NB: kiosk-mock serves this wine's label as a PNG.
            let (shown, libraries) = try await loaded(["wine", "show", "108074", "--images", "blocks"] + server)
            #expect(shown.status == 0, "\(shown.stderr.suffix(400))")
            #expect(shown.stdout.contains("▀"), "no label was drawn")
            #expect(libraries.contains("libpng16.so.16"), "\(shown.stderr.suffix(400))")
            #expect(!libraries.contains("libturbojpeg.so.0"), "a PNG opened the JPEG decoder")
        }
    }

    @Test func aServerThatRefusesIsKnownWithoutLoadingLibcurl() async throws {
        // NB: a loopback port nothing listens on: the connect is refused at once.
        let (result, libraries) = try await loaded(["counters", "add", "Tea", "--data-dir", dataDirectory, "--server", "http://127.0.0.1:9"])
        #expect(result.stderr.contains("Failed to connect to 127.0.0.1 port 9"), "\(result.stderr.suffix(400))")
        #expect(!libraries.isEmpty, "LD_DEBUG reported nothing: the test could not see what was loaded")
        #expect(!libraries.contains("libcurl.so.4"), "\(result.stderr.suffix(400))")
        #expect(!libraries.contains("libpq.so.5"))
    }

    @Test func aServerThatListensOpensLibcurlOnTheFirstRequest() async throws {
        try await MockProcess.with { mock in
            let (result, libraries) = try await loaded(["counters", "add", "Tea", "--data-dir", dataDirectory, "--server", mock.baseURL.absoluteString])
            #expect(result.status == 0, "\(result.stderr.suffix(400))")
            #expect(libraries.contains("libcurl.so.4"), "\(result.stderr.suffix(400))")
        }
    }

    @Test func aSharedPostgreSQLOpensLibpq() async throws {
        let (result, libraries) = try await loaded(["wine", "orders", "--data-dir", dataDirectory, "--database", "postgres://kiosk@127.0.0.1:9/kiosk"])
        #expect(result.status != 0)
        #expect(libraries.contains("libpq.so.5"), "\(result.stderr.suffix(400))")
    }
}
