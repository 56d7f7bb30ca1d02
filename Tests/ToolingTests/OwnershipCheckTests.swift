import Foundation
import Testing
import TestSupport

/// The ownership check (`Scripts/check-ownership`) on the repository and on planted trees: one
/// planted violation per rule.
@Suite(.hangGuard) struct OwnershipCheckTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Scripts/check-ownership")

    /// A tree of `files` (path → text) with a CODEOWNERS covering everything unless given.
    func tree(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owners-\(UUID().uuidString)")
        var files = files
        if files["CODEOWNERS"] == nil { files["CODEOWNERS"] = "/Tests/ @kiosk/platform\n/CODEOWNERS @kiosk/platform\n" }
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    func check(_ root: URL) throws -> (status: Int32, stderr: String) {
        let result = try CommandRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", Self.script.path, root.path])
        return (result.status, result.stderr)
    }

    // MARK: Tests

    @Test func theRepositoryPasses() throws {
        let result = try check(Self.root)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aSuiteInAnAppsFolderNotNamedAfterItFails() throws {
        let root = try tree([
            "Tests/DomainTests/Wine/PINTests.swift": "import Testing\n@Suite(.timeLimit(.minutes(1))) struct PINTests {\n    @Test func x() {}\n}\n",
            "Tests/DomainTests/Wine/WineHelpers.swift": "struct Helper { func y() {} }\n",
            "Tests/DomainTests/Wine/WineNameTests.swift": "import Testing\nstruct WineNameTests {\n    @Test func x() {}\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Tests/DomainTests/Wine/PINTests.swift: the suite PINTests is in Wine/ but not named Wine…"))
        #expect(!result.stderr.contains("Helper"))
        #expect(!result.stderr.contains("WineNameTests"))
    }

    @Test func aSuiteNamedAfterAnAppOutsideItsFolderFails() throws {
        let root = try tree([
            "Tests/WebTests/PizzaRoutesTests.swift": "import XCTest\nfinal class PizzaRoutesTests: XCTestCase {\n    func testA() {}\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the suite PizzaRoutesTests is named after Pizza but not in a Pizza/ folder"))
    }

    @Test func anEndToEndScriptWithoutItsAppFails() throws {
        let root = try tree([
            "Tests/EndToEnd/test-tui-x.sh": "# Something.\n# timeout: 60\nsource lib.sh\n",
            "Tests/EndToEnd/test-tui-y.sh": "# timeout: 60\n# app: wine dessert\n",
            "Tests/EndToEnd/test-tui-z.sh": "# timeout: 60\n# app: wine counters\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Tests/EndToEnd/test-tui-x.sh: no `# app:"))
        #expect(result.stderr.contains("Tests/EndToEnd/test-tui-y.sh: `# app: wine dessert` names no app"))
        #expect(!result.stderr.contains("test-tui-z.sh"))
    }

    @Test func aFileNoCodeownersLineCoversFails() throws {
        let root = try tree([
            "CODEOWNERS": "/CODEOWNERS @kiosk/platform\n/Apps/*/Wine/ @kiosk/wine-club\n/Apps/Web/Templates/wine-* @kiosk/wine-club\n",
            "Apps/CLI/Wine/Catalog.swift": "",
            "Apps/Web/Templates/wine-cart.mustache": "",
            "Apps/Web/Templates/pizza-cart.mustache": "",
            "Apps/CLI/Kiosk.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Apps/Web/Templates/pizza-cart.mustache: no CODEOWNERS line covers it"))
        #expect(result.stderr.contains("Apps/CLI/Kiosk.swift: no CODEOWNERS line covers it"))
        #expect(!result.stderr.contains("Catalog.swift"))
        #expect(!result.stderr.contains("wine-cart"))
    }
}
