import Foundation
import Testing

/// The fuzz targets' properties (Fuzz/Properties), replayed over every seed `Scripts/fuzz`
/// starts from and every input a fuzzing run kept (`.build/fuzz/corpus/<target>/`, when there
/// is one): what the fuzzer once found stays fixed, and `make test` needs no sanitizer build.
/// `make fuzz` and `make test-long` search for new inputs with libFuzzer.
@Suite(.timeLimit(.minutes(3))) struct FuzzReplayTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One fuzz target: its name in `Scripts/fuzz` and its property.
    struct Target: Sendable, CustomTestStringConvertible {
        let name: String
        let check: @Sendable (UnsafePointer<UInt8>, Int) throws -> Void
        var testDescription: String { name }
    }

    static let targets: [Target] = [
        Target(name: "mock-json", check: checkMockJSON),
        Target(name: "form-decoding", check: checkFormDecoding),
        Target(name: "fault-rules", check: checkFaultRules),
        Target(name: "stub-matchers", check: checkStubMatchers),
        Target(name: "key-decoder", check: checkKeyDecoder),
        Target(name: "json-readers", check: checkJSONReaders),
        Target(name: "domain-values", check: checkDomainValues),
        Target(name: "pictures", check: checkPictures),
    ]

    /// The longest input libFuzzer is given (`-max_len` in `Scripts/fuzz`): longer seeds are cut.
    static let maximumLength = 65_536

    /// The inputs of `target`, as `Scripts/fuzz` seeds it, with the name each is reported by.
    static func inputs(of target: String) throws -> [(name: String, bytes: [UInt8])] {
        var inputs: [(String, [UInt8])] = []
        let files = FileManager.default
        func addFiles(in folder: URL, where keep: (URL) -> Bool = { _ in true }) throws {
            guard let walker = files.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
            for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true && keep(url) {
                inputs.append((url.path.replacingOccurrences(of: root.path + "/", with: ""), Array(try Data(contentsOf: url).prefix(maximumLength))))
            }
        }
        switch target {
        case "mock-json", "fault-rules", "stub-matchers", "json-readers":
            // Each recording whole, and each recorded response body.
            try addFiles(in: root.appendingPathComponent("Fixtures")) { $0.pathExtension == "json" }
            for (name, bytes) in inputs {
                guard let document = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                      let interactions = document["interactions"] as? [[String: Any]] else { continue }
                for (index, interaction) in interactions.enumerated() {
                    guard let body = (interaction["response"] as? [String: Any])?["body"], !(body is NSNull) else { continue }
                    let text = body as? String
                        ?? (try? JSONSerialization.data(withJSONObject: body, options: [.fragmentsAllowed])).map { String(decoding: $0, as: UTF8.self) }
                    if let text { inputs.append(("\(name) body \(index)", Array(text.utf8.prefix(maximumLength)))) }
                }
            }
        case "pictures":
            for folder in ["Tests/ImagingTests/Fixtures", "Fixtures"] {
                try addFiles(in: root.appendingPathComponent(folder)) { url in
                    ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased())
                        && ((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) < 200_000
                }
            }
        default:
            break
        }
        try addFiles(in: root.appendingPathComponent("Fuzz/Seeds/\(target)"))
        try addFiles(in: root.appendingPathComponent(".build/fuzz/corpus/\(target)"))
        return inputs
    }

    // MARK: Tests

    @Test(arguments: targets)
    func everySeedAndKeptInputKeepsItsProperty(_ target: Target) throws {
        let inputs = try Self.inputs(of: target.name)
        #expect(!inputs.isEmpty, "no seeds for \(target.name)")
        for (name, bytes) in inputs {
            do {
                // NB: an empty input still gets a valid pointer, as libFuzzer gives one.
                try (bytes.isEmpty ? [0] : bytes).withUnsafeBufferPointer { buffer in
                    try target.check(buffer.baseAddress!, bytes.count)
                }
            } catch {
                Issue.record("\(target.name): \(name): \(error)")
            }
        }
    }
}
