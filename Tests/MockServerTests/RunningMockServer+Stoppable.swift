import MockServerKit
import TestSupport

/// An in-process kiosk-mock is stopped like every server a test starts (`withStopping`).
extension RunningMockServer: Stoppable {}
