import Foundation
import struct Clocks.Clock

extension Clock {
    /// Milliseconds since 1970, as `Date.now()` in JavaScript (the Counters server's ids).
    var milliseconds: Int64 {
        Int64((now().timeIntervalSince1970 * 1000).rounded(.down))
    }
}
