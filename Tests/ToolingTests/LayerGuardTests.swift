import Foundation
import Testing

/// The layer guard (`Scripts/check-layers`) run on planted trees.
@Suite(.timeLimit(.minutes(3))) struct LayerGuardTests {
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.script.path, root.path]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = Pipe()
        try process.run()
        let data = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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
            "Apps/Web/Templates/ok.mustache": "<p>{{title}}</p>{{#rows}}{{>row}}{{/rows}}\n",
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

    @Test func aFrontEndNamingAUseCaseOrAPortFailsButAReexportedResultPasses() throws {
        let root = try tree([
            "Modules/UseCases/Wine/Checkout.swift": "import Domain\npublic struct Checkout: Sendable {}\npublic struct CartContents: Sendable {}\n",
            "Modules/UseCases/Wine/CartStore.swift": "public protocol WineCartStore: Sendable {}\n",
            "Modules/Presentation/Exports.swift": "@_exported import struct UseCases.CartContents\nimport UseCases\n",
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
}
