import Foundation
import Testing
@testable import KioskTUIApp

/// Where kiosk-tui's log goes: never standard error, which is the screen while it runs.
@Suite struct LogFileTests {
    @Test func theOptionComesFirstThenTheXDGStateDirectoryThenHome() {
        let environment = ["XDG_STATE_HOME": "/state", "HOME": "/home/ana"]
        #expect(KioskTUI.logFile(option: "/tmp/tui.log", environment: environment)?.path == "/tmp/tui.log")
        #expect(KioskTUI.logFile(option: nil, environment: environment)?.path == "/state/kiosk/kiosk-tui.log")
        #expect(KioskTUI.logFile(option: nil, environment: ["HOME": "/home/ana"])?.path == "/home/ana/.local/state/kiosk/kiosk-tui.log")
    }

    @Test func aRelativeXDGStateHomeIsIgnoredAsTheSpecSays() {
        #expect(KioskTUI.logFile(option: nil, environment: ["XDG_STATE_HOME": "state", "HOME": "/home/ana"])?.path == "/home/ana/.local/state/kiosk/kiosk-tui.log")
        #expect(KioskTUI.logFile(option: nil, environment: [:]) == nil)
    }
}
