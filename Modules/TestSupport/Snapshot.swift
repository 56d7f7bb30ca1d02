import Foundation
import Testing

/// Text and byte snapshots: a value is compared with a file recorded next to the test, in
/// `__Snapshots__/<TestFile>/<case>.<ext>`.
///
/// A missing file is recorded and the test fails once, so a new snapshot is always looked at.
/// `SNAPSHOT_UPDATE=1` re-records every snapshot the run touches (and passes).
///
/// ```swift
/// Snapshot.assert(lines: HomeScreen.render(state, context: context).lines, named: "home-80x24")
/// ```
public enum Snapshot {
    /// Compares text rows (a rendered frame's `lines`) with `<case>.txt`, exactly, trailing
    /// spaces included.
    public static func assert(
        lines: [String],
        named name: String,
        filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = lines.joined(separator: "\n") + "\n"
        compare(Data(text.utf8), file: url(filePath: filePath, name: name, extension: "txt"), sourceLocation: sourceLocation) { recorded in
            let expected = String(decoding: recorded, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let difference = zip(expected, lines).enumerated().first { $0.element.0 != $0.element.1 }
            if let (row, (was, now)) = difference {
                return "row \(row + 1) differs:\n  recorded: \"\(was)\"\n  rendered: \"\(now)\""
            }
            return "the number of rows differs: recorded \(expected.count - 1), rendered \(lines.count)"
        }
    }

    /// Compares bytes (an encoded diff) with `<case>.golden`, byte for byte.
    public static func assert(
        bytes: [UInt8],
        named name: String,
        filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        compare(Data(bytes), file: url(filePath: filePath, name: name, extension: "golden"), sourceLocation: sourceLocation) { recorded in
            "recorded: \(visible(Array(recorded)))\nproduced: \(visible(bytes))"
        }
    }

    /// Bytes with ESC and other controls made visible, for failure messages.
    public static func visible(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x1B: return "␛"
            case 0..<0x20, 0x7F: return "\\x\(String(scalar.value, radix: 16))"
            default: return String(scalar)
            }
        }.joined()
    }

    // MARK: - Files

    private static var isUpdating: Bool { ProcessInfo.processInfo.environment["SNAPSHOT_UPDATE"] == "1" }

    private static func url(filePath: String, name: String, extension: String) -> URL {
        let testFile = URL(fileURLWithPath: filePath)
        return testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
            .appendingPathComponent("\(name).\(`extension`)")
    }

    private static func compare(_ data: Data, file: URL, sourceLocation: SourceLocation, describe: (Data) -> String) {
        let recorded = try? Data(contentsOf: file)
        if let recorded, recorded == data, !isUpdating { return }
        if isUpdating || recorded == nil {
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            } catch {
                Issue.record("Could not record \(file.path): \(error)", sourceLocation: sourceLocation)
                return
            }
            if recorded == nil, !isUpdating {
                Issue.record("No snapshot at \(file.path); recorded it. Check it and run again.", sourceLocation: sourceLocation)
            }
            return
        }
        Issue.record("Snapshot \(file.lastPathComponent) does not match (SNAPSHOT_UPDATE=1 re-records):\n\(describe(recorded!))", sourceLocation: sourceLocation)
    }
}
