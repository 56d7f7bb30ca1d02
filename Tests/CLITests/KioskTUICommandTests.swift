import Foundation
import Testing
import TestSupport

@Suite(.hangGuard) struct KioskTUICommandTests {
    @Test func refusesToStartWhenStdoutIsNotATerminal() async throws {
        let directory = try TemporaryDirectory()
        let result = try await CommandRun.runAsync(Products.executable("kiosk-tui"), ["--data-dir", directory.url.path])
        #expect(result.status == 64)
        #expect(result.stderr == "kiosk-tui: standard output is not a terminal; run it in a terminal, or use `kiosk` for scripts.\n")
        #expect(result.stdout.isEmpty)
    }
}
