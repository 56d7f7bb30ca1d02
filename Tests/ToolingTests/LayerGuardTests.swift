import Foundation
import Testing
import TestSupport

/// The layer guard (`Scripts/check-layers`) run on planted trees.
@Suite(.hangGuard) struct LayerGuardTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Scripts/check-layers")

    func tree(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID().uuidString)")
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    func check(_ root: URL) throws -> (status: Int32, stderr: String) {
        let result = try CommandRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["bash", Self.script.path, root.path])
        return (result.status, result.stderr)
    }

    // MARK: Tests

    @Test func theRepositoryPasses() throws {
        let result = try check(Self.root)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aDomainFileImportingPersistenceFails() throws {
        let root = try tree([
            "Modules/Domain/Wine/Wine.swift": "import Foundation\nimport GRDB\n",
            "Modules/UseCases/Ok.swift": "import Domain\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Modules/Domain/Wine/Wine.swift:2: Modules/Domain may not import GRDB"))
        #expect(!result.stderr.contains("UseCases"))
    }

    @Test func aFrontEndReachingPastPresentationFails() throws {
        let root = try tree([
            "Apps/CLI/Commands/Sneaky.swift": "import ArgumentParser\n@testable import Persistence\nimport struct Networking.HTTPRequest\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Sneaky.swift:2: Apps/CLI may not import Persistence"))
        #expect(result.stderr.contains("Sneaky.swift:3: Apps/CLI may not import Networking"))
    }

    @Test func theTerminalLayerMayNotImportAppLogic() throws {
        let root = try tree(["Apps/TUI/TerminalUI/Frame.swift": "import Presentation\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try check(root).status == 1)
    }

    @Test func aFileOutsideTheTableFails() throws {
        let root = try tree(["Apps/Kiosk/Server.swift": "import Foundation\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Apps/Kiosk/Server.swift: not under any folder"))
    }

    @Test func theWebFrontEndMayNotReachPastPresentation() throws {
        let root = try tree(["Apps/Web/Pages/Sneaky.swift": "import Hummingbird\nimport Persistence\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Sneaky.swift:2: Apps/Web may not import Persistence"))
        #expect(!result.stderr.contains("Sneaky.swift:1"))
    }

    @Test func anUnescapedValueInAWebTemplateFails() throws {
        let root = try tree([
            "Apps/Web/Templates/ok.mustache": "{{% CONTENT_TYPE: KIOSK_HTML}}<p>{{title}}</p>{{#rows}}{{>row}}{{/rows}}\n",
            "Apps/Web/Templates/triple.mustache": "<p>\n{{{title}}}</p>\n",
            "Apps/Web/Templates/ampersand.mustache": "<p>{{& title}}</p>\n",
            "Apps/Web/Templates/delimiters.mustache": "{{=<% %>=}}<p><%&title%></p>\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Apps/Web/Templates/triple.mustache:2: unescaped Mustache"))
        #expect(result.stderr.contains("Apps/Web/Templates/ampersand.mustache:1: unescaped Mustache"))
        #expect(result.stderr.contains("Apps/Web/Templates/delimiters.mustache:1: unescaped Mustache"))
        #expect(!result.stderr.contains("ok.mustache"))
    }

    @Test func aTestThatMakesItsOwnProcessFailsButTestSupportsLauncherPasses() throws {
        // NB: spelt in two parts, so this file does not plant one in the repository itself.
        let made = "Pro" + "cess()"
        let root = try tree([
            "Tests/CLITests/Own.swift": "import Foundation\nfunc f() {\n    let process = \(made)\n}\n",
            "Tests/CLITests/Named.swift": "@Test func theSessionOutlivesThe\(made) {}\nlet p = Foundation.\(made)\n",
            "Modules/TestSupport/ChildProcess.swift": "let process = \(made)\n",
            "Modules/TestSupport/Other.swift": "let process = \(made)\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Tests/CLITests/Own.swift:3: a test makes its own"))
        #expect(result.stderr.contains("Tests/CLITests/Named.swift:2: a test makes its own"))
        #expect(result.stderr.contains("Modules/TestSupport/Other.swift:1: a test makes its own"))
        #expect(!result.stderr.contains("Named.swift:1"), "a test's name ending in the word is not a process")
        #expect(!result.stderr.contains("ChildProcess.swift"))
    }

    @Test func aWebTemplateThatDoesNotNameTheKiosksEscapingFails() throws {
        let root = try tree([
            "Apps/Web/Templates/partial.mustache": "{{% CONTENT_TYPE: KIOSK_HTML}}<p>{{title}}</p>\n",
            "Apps/Web/Templates/page.mustache": "{{<layout}}\n{{$main}}\n{{% CONTENT_TYPE: KIOSK_HTML}}\n<p>{{title}}</p>\n{{/main}}\n{{/layout}}\n",
            "Apps/Web/Templates/bare.mustache": "<p>{{title}}</p>\n",
            "Apps/Web/Templates/late.mustache": "{{<layout}}\n{{$main}}\n<p>{{title}}</p>\n{{% CONTENT_TYPE: KIOSK_HTML}}\n{{/main}}\n{{/layout}}\n",
            "Apps/Web/Templates/text.mustache": "{{% CONTENT_TYPE: TEXT}}<p>{{title}}</p>\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Apps/Web/Templates/bare.mustache:1: a kiosk-web template that does not name the kiosk's escaping"))
        #expect(result.stderr.contains("Apps/Web/Templates/late.mustache:1: a kiosk-web template that does not name the kiosk's escaping"))
        #expect(result.stderr.contains("Apps/Web/Templates/text.mustache:1:"))
        #expect(!result.stderr.contains("partial.mustache"))
        #expect(!result.stderr.contains("page.mustache"))
    }

    @Test func aFrontEndNamingAUseCaseOrAPortFailsButAReexportedResultPasses() throws {
        let root = try tree([
            "Modules/UseCases/Wine/Checkout.swift": "import Domain\npublic struct Checkout: Sendable {}\npublic struct CartContents: Sendable {}\n",
            "Modules/UseCases/Wine/CartStore.swift": "public protocol WineCartStore: Sendable {}\n",
            "Modules/Presentation/Kit/Exports.swift": "@_exported import struct UseCases.CartContents\nimport UseCases\n",
            "Apps/CLI/Wine/Cart.swift": """
            import Presentation
            // Checkout is the use case behind this command. "Checkout" in a message is fine too.
            let shown: CartContents? = nil
            func place(_ checkout: Checkout) {}
            let store: (any WineCartStore)? = nil
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Apps/CLI/Wine/Cart.swift:4: Apps may not name Checkout"))
        #expect(result.stderr.contains("Apps/CLI/Wine/Cart.swift:5: Apps may not name WineCartStore"))
        #expect(!result.stderr.contains("Cart.swift:2"))
        #expect(!result.stderr.contains("CartContents"))
    }

    /// Each row of the guard's table and a module it must refuse: a planted import of it fails.
    static let rows: [(folder: String, forbidden: String)] = [
        ("Modules/Domain", "UseCases"),
        ("Modules/JSONStrings", "Domain"),
        ("Modules/Clocks", "Domain"),
        ("Modules/UseCases", "Persistence"),
        ("Modules/Networking", "Persistence"),
        ("Modules/Persistence", "Networking"),
        ("Modules/Presentation/Kit", "Networking"),
        ("Modules/Presentation/Wine", "PizzaPresentation"),
        ("Modules/Presentation/Pizza", "WinePresentation"),
        ("Modules/Presentation/Counters", "Persistence"),
        ("Modules/Presentation/Home", "UseCases"),
        ("Modules/Imaging", "Presentation"),
        ("Modules/Composition", "ArgumentParser"),
        ("Modules/TestSupport", "Persistence"),
        ("Apps/Shared/TerminalText", "Presentation"),
        ("Apps/Shared/FrontEndSupport", "Persistence"),
        ("Apps/CLI", "Persistence"),
        ("Apps/TUI/TerminalUI", "Presentation"),
        ("Apps/TUI/Main", "Composition"),
        ("Apps/TUI/App", "Networking"),
        ("Apps/Web/Main", "Presentation"),
        ("Apps/Web", "UseCases"),
        ("Benchmarks/TUI", "Presentation"),
        ("MockServer/Kit", "Presentation"),
        ("MockServer/Executable", "Domain"),
        ("Benchmarks/KioskBench", "Presentation"),
        ("Tests/TerminalUITests", "Presentation"),
        ("Tests/KioskTUITests", "UseCases"),
        ("Tests/WebTests", "UseCases"),
        ("Tests/CLITests", "UseCases"),
    ]

    @Test func everyRowOfTheTableHasAPlantedViolation() throws {
        let script = try String(contentsOf: Self.script, encoding: .utf8)
        let table = try #require(script.components(separatedBy: "table=\"").dropFirst().first?.components(separatedBy: "\"").first)
        let folders = table.split(separator: "\n").compactMap { $0.split(separator: "|").first.map(String.init) }
        #expect(folders == Self.rows.map(\.folder))
    }

    @Test(arguments: rows.map { "\($0.folder)|\($0.forbidden)" })
    func aPlantedImportEachRowForbidsFails(row: String) throws {
        let parts = row.split(separator: "|").map(String.init)
        let (folder, forbidden) = (parts[0], parts[1])
        let root = try tree(["\(folder)/Planted.swift": "import Foundation\nimport \(forbidden)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(folder)/Planted.swift:2: \(folder) may not import \(forbidden)"), "\(result.stderr)")
        #expect(!result.stderr.contains("Planted.swift:1"))
    }

    @Test func aFrontEndTestTargetDependingOnTheUseCasesFails() throws {
        let root = try tree(["Package.swift": """
            let package = Package(targets: [
                .testTarget(name: "WebTests", dependencies: ["KioskWebApp", "UseCases", "TestSupport"]),
                .testTarget(
                    name: "CLITests",
                    dependencies: ["TestSupport", "Persistence"]
                ),
                .testTarget(name: "UseCasesTests", dependencies: ["UseCases", "TestSupport"]),
            ])
            """])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Package.swift:2: the front-end test target WebTests may not depend on UseCases"))
        #expect(result.stderr.contains("Package.swift:5: the front-end test target CLITests may not depend on Persistence"))
        #expect(!result.stderr.contains("UseCasesTests"))
    }
}
